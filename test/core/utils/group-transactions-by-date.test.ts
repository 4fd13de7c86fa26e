import { expect } from '@open-wc/testing';
import { groupTransactionsByDate, sortedKeysDescending } from '../../../src/core/utils/group-transactions-by-date.js';
import type { Transaction } from '../../../src/core/protocol/transactions-page.js';

const tx = (id: string, minedAt: string): Transaction => ({
  id,
  metadata: {
    minedAt,
    chain: 'eip155:31337',
    operationType: 'send',
    status: 'confirmed',
    sentFrom: '0xa',
    sentTo: '0xb',
  },
  transfers: [],
});

describe('groupTransactionsByDate', () => {
  it('groups by UTC year then month, newest first inside a month', () => {
    const byYear = groupTransactionsByDate({
      transactions: [
        tx('old', '2025-12-31T23:59:59Z'),
        tx('nov-early', '2026-11-01T00:00:00Z'),
        tx('nov-late', '2026-11-20T10:00:00Z'),
        tx('jan', '2026-01-15T00:00:00Z'),
      ],
    });
    expect(sortedKeysDescending({ record: byYear })).to.deep.equal([2026, 2025]);
    expect(sortedKeysDescending({ record: byYear[2026]! })).to.deep.equal([10, 0]);
    expect(byYear[2026]![10]!.map((t) => t.id)).to.deep.equal(['nov-late', 'nov-early']);
    expect(byYear[2025]![11]!.map((t) => t.id)).to.deep.equal(['old']);
  });

  it('leaves out transactions whose date does not parse', () => {
    expect(groupTransactionsByDate({ transactions: [tx('bad', 'not a date')] })).to.deep.equal({});
  });

  it('orders numeric keys numerically, not as text', () => {
    expect(sortedKeysDescending({ record: { 2: 'a', 10: 'b', 1: 'c' } })).to.deep.equal([10, 2, 1]);
  });
});
