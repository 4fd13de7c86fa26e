/**
 * One token the account holds (SPEC §3 "Token balance"), as the data API's balance endpoint
 * returns it. `address` is absent for the native coin (a CAIP-10 id otherwise); `chainId` is CAIP-2.
 */
export interface TokenBalance {
  name: string;
  symbol: string;
  chainId: string;
  address?: string;
  /** Value in dollars (quantity × price). */
  value?: number;
  price?: number;
  quantity: { decimals: string; numeric: string };
  iconUrl?: string;
}

/** One transfer of a history transaction (SPEC §3 "Transaction"). */
export interface TransactionTransfer {
  direction: 'in' | 'out' | 'self';
  fungible_info?: { name: string; symbol: string; icon?: { url: string } };
  nft_info?: { name: string; is_spam?: boolean };
  quantity: { numeric: string };
  value?: number;
  price?: number;
}

/** A transaction of the account's history (SPEC §3); a page of history is `{ data, next }`. */
export interface Transaction {
  id: string;
  metadata: {
    minedAt: string;
    chain: string;
    operationType: string;
    status: 'confirmed' | 'failed' | 'pending';
    sentFrom: string;
    sentTo: string;
    hash?: string;
  };
  transfers: TransactionTransfer[];
}

export interface TransactionsPage {
  data: Transaction[];
  next: string | null;
}
