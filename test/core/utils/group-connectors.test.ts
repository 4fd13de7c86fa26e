import { expect } from '@open-wc/testing';
import { groupConnectors } from '../../../src/core/utils/group-connectors.js';
import type { Connector, ConnectorType } from '../../../src/core/types/connector.js';

const connector = (id: string, type: ConnectorType) => ({ id, name: id, type, chain: 'eip155' }) as Connector;

describe('groupConnectors', () => {
  it('orders by connector type and keeps at most 2 recent wallets out of their own group', () => {
    const groups = groupConnectors({
      connectors: [
        connector('ext', 'EXTERNAL'),
        connector('a', 'ANNOUNCED'),
        connector('b', 'INJECTED'),
        connector('c', 'ANNOUNCED'),
      ],
      recentWallets: [{ id: 'c' }, { id: 'ext' }, { id: 'a' }],
    });
    expect(groups.map(({ group, connectors }) => [group, connectors.map((entry) => entry.id)])).to.deep.equal([
      ['recent', ['c', 'ext']],
      ['injected', ['a', 'b']],
    ]);
  });

  it('skips recent wallets that are not available and drops empty groups', () => {
    const groups = groupConnectors({ connectors: [connector('x', 'EXTERNAL')], recentWallets: [{ id: 'gone' }] });
    expect(groups.map((entry) => entry.group)).to.deep.equal(['external']);
  });
});
