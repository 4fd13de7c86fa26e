import { Keypair } from '@solana/web3.js';
import { LAMPORTS_PER_SOL } from './local-solana-cluster.js';

/** A funded keypair of the local Solana cluster. Public test material: never use on a real cluster. */
export interface SolanaDevKeypair {
  /** base58 */
  publicKey: string;
  /** The 64-byte ed25519 secret key (seed + public key), as `Keypair.fromSecretKey` takes it. */
  secretKey: number[];
}

/** How many dev keypairs the shim funds at start. */
export const SOLANA_DEV_KEYPAIR_COUNT = 10;
/** Each dev keypair starts with 100 SOL. */
export const SOLANA_DEV_KEYPAIR_LAMPORTS = 100n * LAMPORTS_PER_SOL;

/**
 * The dev keypairs, derived from fixed seeds (keypair #i from 32 bytes of value i + 1), so the
 * addresses never change: #0 is `AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9`.
 *
 * @example
 * const payer = Keypair.fromSecretKey(Uint8Array.from(solanaDevKeypairs[0].secretKey));
 */
export const solanaDevKeypairs: readonly SolanaDevKeypair[] = Array.from(
  { length: SOLANA_DEV_KEYPAIR_COUNT },
  (_, index) => {
    const keypair = Keypair.fromSeed(new Uint8Array(32).fill(index + 1));
    return { publicKey: keypair.publicKey.toBase58(), secretKey: [...keypair.secretKey] };
  },
);
