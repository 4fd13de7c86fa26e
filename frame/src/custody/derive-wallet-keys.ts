import { ed25519 } from '@noble/curves/ed25519';
import type { ErrorType } from '../../../src/core/errors/error-type.js';
import { encodeBase58 } from '../../../src/core/utils/base58.js';
import { SOLANA_DERIVATION_PATH } from './constants.js';
import { deriveEvmKey, type EvmKey } from './derive-evm-key.js';
import { deriveSlip10Ed25519Key, type DeriveSlip10Ed25519KeyErrorType } from './derive-slip10-ed25519-key.js';
import { entropyToSeed, type EntropyToSeedErrorType } from './entropy-to-seed.js';
import { zeroize } from './zeroize.js';

export type SolanaKey = {
  /** 32-byte ed25519 private key (the seed half of web3.js's 64-byte `secretKey`). Caller-owned. */
  secretKey: Uint8Array;
  /** 32-byte ed25519 public key. */
  publicKey: Uint8Array;
  /** Base58 of the public key. */
  address: string;
};

export type WalletKeys = {
  evm: EvmKey;
  solana: SolanaKey;
};

export type DeriveWalletKeysParameters = {
  /** The wallet's 16-byte entropy. Not modified. */
  entropy: Uint8Array;
};

export type DeriveWalletKeysReturnType = WalletKeys;

/** What deriveWalletKeys throws: entropy of the wrong length or a bad path (RangeErrors, bugs), or a curve library's error. */
export type DeriveWalletKeysErrorType = EntropyToSeedErrorType | DeriveSlip10Ed25519KeyErrorType | ErrorType;

/**
 * Derives the wallet's EVM and Solana keys from its entropy through the 12-word BIP-39 mnemonic
 * and its seed (DESIGN §7 custody step 1): EVM at BIP-44 `m/44'/60'/0'/0/0`, Solana at SLIP-10
 * `m/44'/501'/0'/0'`, so the wallet also opens in MetaMask or Phantom from the same words.
 *
 * The private keys are the caller's to `zeroize`; prefer `recoverWalletKeys`, which does that.
 *
 * @example
 * const keys = deriveWalletKeys({ entropy });
 * try {
 *   keys.evm.address; // '0x9858EfFD232B4033E47d90003D41EC34EcaEda94' for 16 zero bytes
 * } finally {
 *   zeroize(keys.evm.privateKey, keys.solana.secretKey);
 * }
 */
export function deriveWalletKeys({ entropy }: DeriveWalletKeysParameters): DeriveWalletKeysReturnType {
  const seed = entropyToSeed({ entropy });
  let evm: EvmKey | undefined;
  let secretKey: Uint8Array | undefined;
  try {
    evm = deriveEvmKey({ seed });
    secretKey = deriveSlip10Ed25519Key({ seed, path: SOLANA_DERIVATION_PATH });
    const publicKey = ed25519.getPublicKey(secretKey);
    return { evm, solana: { secretKey, publicKey, address: encodeBase58(publicKey) } };
  } catch (error) {
    zeroize(evm?.privateKey, secretKey);
    throw error;
  } finally {
    zeroize(seed);
  }
}
