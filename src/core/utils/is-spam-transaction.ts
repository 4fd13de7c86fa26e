import type { Transaction } from '../protocol/transactions-page.js';

/**
 * SPEC §5 spam filter: a transaction is dropped when every one of its transfers is an NFT flagged
 * spam. A transaction without transfers is kept (a contract call still happened).
 * @example
 * isSpamTransaction({ transaction }); // true when all transfers have nft_info.is_spam
 */
export function isSpamTransaction({ transaction }: { transaction: Transaction }): boolean {
  return (
    transaction.transfers.length > 0 && transaction.transfers.every((transfer) => transfer.nft_info?.is_spam === true)
  );
}
