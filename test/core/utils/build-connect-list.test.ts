import { expect } from '@open-wc/testing';
import { buildConnectList } from '../../../src/core/utils/build-connect-list.js';
import { findInstalledConnector } from '../../../src/core/utils/find-installed-connector.js';
import type { Connector, ConnectorType } from '../../../src/core/types/connector.js';
import type { WalletListEntry } from '../../../src/core/types/wallet.js';

const connector = (id: string, name: string, type: ConnectorType, rdns?: string) =>
  ({ id, name, type, chain: 'eip155', ...(rdns ? { info: { rdns } } : {}) }) as Connector;
const wallet = (id: string, name: string, rdns: string | null = null): WalletListEntry => ({ id, name, rdns });

describe('buildConnectList', () => {
  it('puts featured after installed and recommended last (SPEC §2), without installed or repeated wallets', () => {
    const rows = buildConnectList({
      connectors: [
        connector('dapp', 'Dapp Wallet', 'EXTERNAL'),
        connector('io.metamask', 'MetaMask', 'ANNOUNCED', 'io.metamask'),
        connector('x', 'Trust Wallet', 'ANNOUNCED', 'com.other'),
      ],
      recentWallets: [],
      featured: [wallet('mm', 'MetaMask', 'io.metamask'), wallet('okx', 'OKX Wallet'), wallet('trust', 'trust wallet')],
      recommended: [wallet('okx', 'OKX Wallet'), wallet('rainbow', 'Rainbow')],
    });
    expect(
      rows.map((row) => `${row.group}:${row.kind === 'connector' ? row.connector.name : row.wallet.name}`),
    ).to.deep.equal([
      'injected:MetaMask',
      'injected:Trust Wallet',
      'featured:OKX Wallet',
      'external:Dapp Wallet',
      'recommended:Rainbow',
    ]);
  });

  it('has no directory rows when the directory is empty', () => {
    const rows = buildConnectList({ connectors: [connector('a', 'A', 'ANNOUNCED', 'a')], recentWallets: [] });
    expect(rows.map((row) => row.group)).to.deep.equal(['injected']);
  });
});

describe('findInstalledConnector', () => {
  it('matches rdns, or the name ignoring case, but never a dapp-supplied (EXTERNAL) connector', () => {
    const connectors = [
      connector('dapp', 'Rabby Wallet', 'EXTERNAL'),
      connector('io.metamask', 'MetaMask', 'ANNOUNCED', 'io.metamask'),
    ];
    expect(findInstalledConnector({ wallet: { name: 'Meta', rdns: 'io.metamask' }, connectors })?.id).to.equal(
      'io.metamask',
    );
    expect(findInstalledConnector({ wallet: { name: 'METAMASK', rdns: null }, connectors })?.id).to.equal(
      'io.metamask',
    );
    expect(findInstalledConnector({ wallet: { name: 'Rabby Wallet', rdns: 'io.rabby' }, connectors })).to.equal(
      undefined,
    );
  });
});
