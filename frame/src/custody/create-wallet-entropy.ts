import { WALLET_ENTROPY_LENGTH } from './constants.js';

/**
 * Makes the wallet's 128-bit entropy `E`, the root of every key (DESIGN §7 custody step 1). The
 * caller owns the buffer and must `zeroize` it once it has been split and its addresses derived.
 *
 * @example
 * const entropy = createWalletEntropy();
 * try {
 *   const [deviceShare, authShare] = await splitEntropy({ entropy });
 * } finally {
 *   zeroize(entropy);
 * }
 */
export function createWalletEntropy(): Uint8Array {
  // Called as a method: a detached `getRandomValues` throws "Illegal invocation" in browsers.
  return crypto.getRandomValues(new Uint8Array(WALLET_ENTROPY_LENGTH));
}
