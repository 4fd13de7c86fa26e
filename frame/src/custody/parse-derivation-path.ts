import type { ErrorType } from '../../../src/core/errors/error-type.js';

/** Offset of hardened child indices (BIP-32). */
export const HARDENED_OFFSET = 0x80000000;

/** What parseDerivationPath throws: a RangeError naming the invalid path (a bug; paths are constants). */
export type ParseDerivationPathErrorType = ErrorType<'RangeError'>;

/**
 * Splits a BIP-32 path such as `m/44'/60'/0'/0/0` into child indices, with hardened ones offset by
 * 2³¹. Throws a `RangeError` on anything else, since a typo in a path would derive another wallet
 * without any error.
 *
 * @example
 * parseDerivationPath({ path: "m/44'/0" }); // [2147483692, 0]
 */
export function parseDerivationPath({ path }: { path: string }): number[] {
  if (!/^m(\/\d+'?)*$/.test(path)) throw new RangeError(`Invalid derivation path: ${path}`);
  return path
    .split('/')
    .slice(1)
    .map((segment) => {
      const hardened = segment.endsWith("'");
      const index = Number(hardened ? segment.slice(0, -1) : segment);
      if (index >= HARDENED_OFFSET) throw new RangeError(`Invalid derivation path: ${path}`);
      return hardened ? index + HARDENED_OFFSET : index;
    });
}
