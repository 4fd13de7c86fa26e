import { map, readonlyType } from 'nanostores';
import type { WalletListEntry } from '../types/wallet.js';

/** Query status (SPEC §4 "Query status: pending, success, error"), plus idle before the first request. */
export type DirectoryQueryStatus = 'idle' | 'pending' | 'success' | 'error';

/** The wallet directory as the Connect and AllWallets views show it. */
export interface DirectoryState {
  /** Featured wallets: the dapp's `featuredWalletIds` in its order; none when it names none. */
  featured: readonly WalletListEntry[];
  /** Recommended wallets (SPEC §9 "page 1, 4 entries"), the featured and excluded ids left out. */
  recommended: readonly WalletListEntry[];
  /** Wallets the dapp excluded, so installed ones can be hidden by rdns or name (SPEC §5). */
  excluded: readonly WalletListEntry[];
  /** Status of the featured/recommended lists loaded when the modal first opens. */
  listsStatus: DirectoryQueryStatus;
  /** Every directory wallet the AllWallets grid pages through, in server order. */
  wallets: readonly WalletListEntry[];
  /** Last page loaded (0 before the first). */
  page: number;
  /** Wallets in the whole directory for this dapp (`count` of the paged query). */
  count: number;
  pagedStatus: DirectoryQueryStatus;
  /** The search as typed; results belong to `searchedQuery`. */
  searchQuery: string;
  searchedQuery: string;
  searchResults: readonly WalletListEntry[];
  searchStatus: DirectoryQueryStatus;
  /** Image id → `blob:` URL of the fetched image, or '' when it failed or timed out (fallback icon). */
  images: Readonly<Record<string, string>>;
}

export const INITIAL_DIRECTORY_STATE: DirectoryState = Object.freeze({
  featured: [],
  recommended: [],
  excluded: [],
  listsStatus: 'idle',
  wallets: [],
  page: 0,
  count: 0,
  pagedStatus: 'idle',
  searchQuery: '',
  searchedQuery: '',
  searchResults: [],
  searchStatus: 'idle',
  images: {},
});

/** Written only by the DirectoryController. */
export const directoryStore = map<DirectoryState>({ ...INITIAL_DIRECTORY_STATE });
/** The wallet directory, read-only. */
export const $directory = readonlyType(directoryStore);
