import type { Wallet } from '@wallet-standard/base';

/**
 * Whether a Wallet Standard wallet can serve a Solana dapp: it connects (`standard:connect`),
 * signs Solana transactions (`solana:signTransaction` or `solana:signAndSendTransaction`) and
 * names at least one `solana:*` chain.
 *
 * @example
 * getWallets().get().filter(isSolanaWallet);
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  const features = Object.keys(wallet.features);
  return (
    features.includes('standard:connect') &&
    (features.includes('solana:signTransaction') || features.includes('solana:signAndSendTransaction')) &&
    wallet.chains.some((chain) => chain.startsWith('solana:'))
  );
}
