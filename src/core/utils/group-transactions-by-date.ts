import type { Transaction } from '../protocol/transactions-page.js';

/** Transactions by year, then by month (0 = January), each list newest first (SPEC §3 "transactionsByYear"). */
export type TransactionsByYear = Record<number, Record<number, Transaction[]>>;

export interface GroupTransactionsByDateParameters {
  transactions: readonly Transaction[];
}

/**
 * Groups history transactions by the UTC year and month of `metadata.minedAt`, newest first inside
 * each month. A transaction whose date does not parse is left out rather than filed under 1970.
 * Object keys are numbers, so iterate years and months with {@link sortedKeysDescending}.
 * @example
 * const byYear = groupTransactionsByDate({ transactions });
 * byYear[2026]?.[10]; // November 2026, newest first
 */
export function groupTransactionsByDate({ transactions }: GroupTransactionsByDateParameters): TransactionsByYear {
  const byYear: TransactionsByYear = {};
  const dated = transactions
    .map((transaction) => ({ transaction, time: Date.parse(transaction.metadata.minedAt) }))
    .filter(({ time }) => Number.isFinite(time))
    .sort((a, b) => b.time - a.time);
  for (const { transaction, time } of dated) {
    const date = new Date(time);
    const months = (byYear[date.getUTCFullYear()] ??= {});
    (months[date.getUTCMonth()] ??= []).push(transaction);
  }
  return byYear;
}

/**
 * The numeric keys of a year or month record, largest (newest) first.
 * @example
 * sortedKeysDescending({ record: { 2025: {}, 2026: {} } }); // [2026, 2025]
 */
export function sortedKeysDescending({ record }: { record: Readonly<Record<number, unknown>> }): number[] {
  return Object.keys(record)
    .map(Number)
    .sort((a, b) => b - a);
}
