import { expect } from '@open-wc/testing';
import { createLazyConnector } from '../../src/client/create-lazy-connector.js';
import type { Connector, ConnectorEvent } from '../../src/core/types/connector.js';

/** A connector of the kind a lazy chunk returns, counting how often it was loaded. */
function realConnector({ withSwitch = true } = {}) {
  const listeners = new Set<(event: ConnectorEvent) => void>();
  const connector: Connector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'eip155',
    provider: { request: async () => null },
    getWalletInfo: () => ({ name: 'Peer Wallet', icon: 'https://peer.example/icon.png' }),
    connect: async () => ({ address: '0xabc', chainId: 1 }),
    getAccounts: async () => ['0xabc'],
    getChainId: async () => 1,
    ...(withSwitch ? { switchNetwork: async () => undefined } : {}),
    disconnect: async () => undefined,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { connector, listeners };
}

const identity = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' } as const;

describe('createLazyConnector', () => {
  it('loads nothing until used, then forwards to the real connector and shows its wallet', async () => {
    const { connector } = realConnector();
    let loads = 0;
    const lazy = createLazyConnector({ identity, load: async () => (loads++, connector) });
    expect(loads).to.equal(0);
    expect(lazy.provider).to.equal(undefined);
    expect(lazy.getWalletInfo?.()).to.equal(undefined);
    expect(await lazy.connect({})).to.deep.equal({ address: '0xabc', chainId: 1 });
    expect(await lazy.getChainId()).to.equal(1);
    expect(loads).to.equal(1);
    expect(lazy.provider).to.equal(connector.provider);
    expect(lazy.getWalletInfo?.()).to.deep.equal({ name: 'Peer Wallet', icon: 'https://peer.example/icon.png' });
  });

  it('answers a silent account check without loading when nothing needs it', async () => {
    let loads = 0;
    let stored = false;
    const lazy = createLazyConnector({
      identity,
      load: async () => (loads++, realConnector().connector),
      needsLoadForAccounts: () => stored,
    });
    expect(await lazy.getAccounts()).to.deep.equal([]);
    expect(loads).to.equal(0);
    stored = true;
    expect(await lazy.getAccounts()).to.deep.equal(['0xabc']);
    expect(loads).to.equal(1);
  });

  it('subscribes once loaded and unsubscribes, and refuses a switch the real one cannot do', async () => {
    const { connector, listeners } = realConnector({ withSwitch: false });
    const lazy = createLazyConnector({ identity, load: async () => connector });
    const unsubscribe = lazy.subscribe(() => undefined);
    await lazy.getChainId();
    expect(listeners.size).to.equal(1);
    unsubscribe();
    expect(listeners.size).to.equal(0);
    let failure: unknown;
    await lazy.switchNetwork!({ network: {} as never }).catch((error: unknown) => (failure = error));
    expect((failure as Error).name).to.equal('InternalSdkError');
  });
});
