import { hmac } from '@noble/hashes/hmac';
import { sha512 } from '@noble/hashes/sha2';
import { HARDENED_OFFSET, parseDerivationPath, type ParseDerivationPathErrorType } from './parse-derivation-path.js';
import { zeroize } from './zeroize.js';

const MASTER_KEY = new TextEncoder().encode('ed25519 seed');

export type DeriveSlip10Ed25519KeyParameters = {
  /** The BIP-39 seed. Not modified. */
  seed: Uint8Array;
  /** A path of hardened indices only, e.g. `m/44'/501'/0'/0'`. */
  path: string;
};

/** What deriveSlip10Ed25519Key throws: a RangeError for a path that is invalid or not all hardened (a bug). */
export type DeriveSlip10Ed25519KeyErrorType = ParseDerivationPathErrorType;

/**
 * The 32-byte ed25519 private key (seed) at `path`, by SLIP-10. Written here rather than taken
 * from a package: it is one HMAC per level, and each chain code can be zeroed as it is used.
 * ed25519 has no public derivation in SLIP-10, so a non-hardened index throws a `RangeError`.
 *
 * The caller owns the returned bytes and must `zeroize` them.
 *
 * @example
 * const secretKey = deriveSlip10Ed25519Key({ seed, path: "m/44'/501'/0'/0'" });
 */
export function deriveSlip10Ed25519Key({ seed, path }: DeriveSlip10Ed25519KeyParameters): Uint8Array {
  const indices = parseDerivationPath({ path });
  if (indices.some((index) => index < HARDENED_OFFSET))
    throw new RangeError('SLIP-10 ed25519 derives hardened children only');
  // I = key (32 bytes) ‖ chain code (32 bytes), at every level.
  let node = hmac(sha512, MASTER_KEY, seed);
  try {
    for (const index of indices) {
      // Hardened child: HMAC-SHA512(chain code, 0x00 ‖ key ‖ ser32(index)).
      const data = new Uint8Array(1 + 32 + 4);
      data.set(node.subarray(0, 32), 1);
      new DataView(data.buffer).setUint32(33, index);
      const child = hmac(sha512, node.subarray(32), data);
      zeroize(node, data);
      node = child;
    }
    return node.slice(0, 32);
  } finally {
    zeroize(node);
  }
}
