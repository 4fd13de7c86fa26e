import { atom, readonlyType } from 'nanostores';

export interface RecentWallet {
  id: string;
  name: string;
  rdns?: string;
}

/** Written only by the connection persistence adapter; newest first, at most 2 (SPEC §9). */
export const recentWalletsStore = atom<readonly RecentWallet[]>([]);
/** Recently used wallets, read-only. */
export const $recentWallets = readonlyType(recentWalletsStore);
