import { expect } from '@open-wc/testing';
import { filterConnectors } from '../../../src/core/utils/filter-connectors.js';
import type { Connector, ConnectorType } from '../../../src/core/types/connector.js';

const connector = (id: string, name: string, type: ConnectorType, rdns?: string) =>
  ({ id, name, type, chain: 'eip155', ...(rdns ? { info: { rdns } } : {}) }) as Connector;
const metamask = connector('io.metamask', 'MetaMask', 'ANNOUNCED', 'io.metamask');
const rabby = connector('io.rabby', 'Rabby Wallet', 'ANNOUNCED', 'io.rabby');
const generic = connector('injected', 'Browser Wallet', 'INJECTED');
const ids = (list: Connector[]) => list.map((entry) => entry.id);

describe('filterConnectors (SPEC §5)', () => {
  it('hides an excluded wallet matched by rdns or by name ignoring case', () => {
    const base = { connectors: [metamask, rabby], isMobile: false, hasInjectedProvider: true };
    expect(ids(filterConnectors({ ...base, excludedWallets: [{ name: 'Other', rdns: 'io.metamask' }] }))).to.deep.equal(
      ['io.rabby'],
    );
    expect(ids(filterConnectors({ ...base, excludedWallets: [{ name: 'rabby WALLET', rdns: null }] }))).to.deep.equal([
      'io.metamask',
    ]);
    expect(ids(filterConnectors({ ...base, excludedIds: ['io.rabby'] }))).to.deep.equal(['io.metamask']);
    expect(ids(filterConnectors(base))).to.deep.equal(['io.metamask', 'io.rabby']);
  });

  it('hides the generic Browser Wallet on desktop, and on mobile only without rdns and without an installed wallet', () => {
    expect(
      ids(filterConnectors({ connectors: [generic, rabby], isMobile: false, hasInjectedProvider: true })),
    ).to.deep.equal(['io.rabby']);
    expect(ids(filterConnectors({ connectors: [generic], isMobile: true, hasInjectedProvider: true }))).to.deep.equal([
      'injected',
    ]);
    expect(ids(filterConnectors({ connectors: [generic], isMobile: true, hasInjectedProvider: false }))).to.deep.equal(
      [],
    );
    const withRdns = connector('injected', 'Browser Wallet', 'INJECTED', 'dev.generic');
    expect(ids(filterConnectors({ connectors: [withRdns], isMobile: true, hasInjectedProvider: false }))).to.deep.equal(
      ['injected'],
    );
  });

  it('keeps a wallet that is merely called like the generic one but is announced', () => {
    const announced = connector('dev.x', 'Browser Wallet', 'ANNOUNCED', 'dev.x');
    expect(
      ids(filterConnectors({ connectors: [announced], isMobile: false, hasInjectedProvider: true })),
    ).to.deep.equal(['dev.x']);
  });
});
