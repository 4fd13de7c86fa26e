import { registerWallet } from '@wallet-standard/wallet';
import { createSolanaTestWallet } from './create-solana-test-wallet.js';
import type { CreateSolanaTestWalletOptions, SolanaTestWallet } from './types.js';

/**
 * Creates the Solana test wallet and registers it the way an extension does
 * (`registerWallet` from @wallet-standard/wallet: the register event now, and again to every app
 * that announces itself ready later). Wallet Standard has no way to take a wallet back from the
 * page; tests that need to remove it register through `getWallets().register()` instead, which
 * returns the unregister function.
 */
export function installSolanaTestWallet(options: CreateSolanaTestWalletOptions): SolanaTestWallet {
  const created = createSolanaTestWallet(options);
  registerWallet(created.wallet);
  return created;
}
