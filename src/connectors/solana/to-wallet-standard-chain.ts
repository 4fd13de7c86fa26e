import { SOLANA_DEVNET_REFERENCE, SOLANA_MAINNET_REFERENCE, SOLANA_TESTNET_REFERENCE } from '../../core/constants.js';

/** The chain names Wallet Standard Solana wallets use (`solana:mainnet`, …), not CAIP-2 ids. */
export type WalletStandardSolanaChain = 'solana:mainnet' | 'solana:devnet' | 'solana:testnet' | 'solana:localnet';

/**
 * Maps a Solana network's CAIP-2 reference to the Wallet Standard chain a wallet signs for. Any
 * cluster other than the three public ones is `solana:localnet` (wallets point that at their own
 * local RPC, as the test wallet does with the dev stack's endpoint).
 *
 * @example
 * toWalletStandardChain({ reference: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }); // 'solana:mainnet'
 */
export function toWalletStandardChain({ reference }: { reference: string | number }): WalletStandardSolanaChain {
  switch (String(reference)) {
    case SOLANA_MAINNET_REFERENCE:
      return 'solana:mainnet';
    case SOLANA_DEVNET_REFERENCE:
      return 'solana:devnet';
    case SOLANA_TESTNET_REFERENCE:
      return 'solana:testnet';
    default:
      return 'solana:localnet';
  }
}
