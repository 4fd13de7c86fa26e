import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { isSolanaWallet } from './is-solana-wallet.js';

export interface WatchSolanaWalletsParameters {
  /** A Solana-capable wallet registered (now or later). */
  onWallet: (wallet: Wallet) => void;
  /** A wallet unregistered itself. */
  onWalletGone?: (wallet: Wallet) => void;
}

/**
 * Discovers Wallet Standard Solana wallets through `getWallets()`: the ones already registered at
 * once, later ones as they register. Returns the function that stops listening.
 *
 * @example
 * const stop = watchSolanaWallets({ onWallet: (wallet) => console.log(wallet.name) });
 */
export function watchSolanaWallets({ onWallet, onWalletGone }: WatchSolanaWalletsParameters): () => void {
  const wallets = getWallets();
  const offRegister = wallets.on('register', (...registered) => registered.filter(isSolanaWallet).forEach(onWallet));
  const offUnregister = wallets.on('unregister', (...gone) =>
    gone.filter(isSolanaWallet).forEach((wallet) => onWalletGone?.(wallet)),
  );
  wallets.get().filter(isSolanaWallet).forEach(onWallet);
  return () => {
    offRegister();
    offUnregister();
  };
}
