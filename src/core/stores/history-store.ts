import { map, readonlyType } from 'nanostores';
import type { Transaction } from '../protocol/transactions-page.js';
import type { TransactionsByYear } from '../utils/group-transactions-by-date.js';

/** Transaction history of the active account on the active network (SPEC §3 "History state"). */
export interface HistoryState {
  transactions: readonly Transaction[];
  transactionsByYear: TransactionsByYear;
  loading: boolean;
  /** True once a fetch finished with no transaction to show (or failed). */
  empty: boolean;
  /** Cursor of the next page; undefined when there is none. */
  next?: string;
  /** CAIP-2 id of the network the list was fetched for. */
  lastNetworkInView?: string;
  /** `address|caipNetworkId` the list belongs to. */
  key?: string;
}

export const EMPTY_HISTORY: HistoryState = Object.freeze({
  transactions: [],
  transactionsByYear: {},
  loading: false,
  empty: false,
});

/** Written only by the HistoryController. */
export const historyStore = map<HistoryState>(EMPTY_HISTORY);
/** Transaction history of the active account, read-only. */
export const $history = readonlyType(historyStore);
