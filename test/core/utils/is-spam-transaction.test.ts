import { expect } from '@open-wc/testing';
import { isSpamTransaction } from '../../../src/core/utils/is-spam-transaction.js';
import type { Transaction, TransactionTransfer } from '../../../src/core/protocol/transactions-page.js';

const tx = (transfers: TransactionTransfer[]): Transaction => ({
  id: '1',
  metadata: {
    minedAt: '2026-01-01T00:00:00Z',
    chain: 'eip155:1',
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0xa',
    sentTo: '0xb',
  },
  transfers,
});
const spam: TransactionTransfer = {
  direction: 'in',
  nft_info: { name: 'Free NFT', is_spam: true },
  quantity: { numeric: '1' },
};
const token: TransactionTransfer = {
  direction: 'in',
  fungible_info: { name: 'Dev', symbol: 'DEV' },
  quantity: { numeric: '1' },
};

describe('isSpamTransaction', () => {
  it('is true only when every transfer is flagged spam (SPEC §5)', () => {
    expect(isSpamTransaction({ transaction: tx([spam, spam]) })).to.equal(true);
    expect(isSpamTransaction({ transaction: tx([spam, token]) })).to.equal(false);
    expect(isSpamTransaction({ transaction: tx([{ ...spam, nft_info: { name: 'Art', is_spam: false } }]) })).to.equal(
      false,
    );
    expect(isSpamTransaction({ transaction: tx([]) })).to.equal(false);
  });
});
