import { combine } from 'shamir-secret-sharing';
import type { ErrorType } from '../../../src/core/errors/error-type.js';
import { KEY_SHARE_LENGTH } from './constants.js';
import { InvalidKeySharesError } from './invalid-key-shares-error.js';

export type CombineSharesParameters = {
  /** The two shares of one 2-of-2 set, in any order. Not modified. */
  shares: readonly Uint8Array[];
};

/** What combineShares throws: shares of the wrong shape, or the Shamir library's own error. */
export type CombineSharesErrorType = InvalidKeySharesError | ErrorType;

/**
 * Rebuilds the 16-byte entropy from the two shares of a set. Checks the shape first so malformed
 * input fails with an `InvalidKeySharesError` instead of the library's generic errors.
 *
 * Shares of *different* sets with distinct x-coordinates combine without error into a wrong
 * secret (docs/SECURITY.md §2.3); only `recoverWalletKeys`' address check catches that. The
 * caller owns the result and must `zeroize` it.
 *
 * @example
 * const entropy = await combineShares({ shares: [deviceShare, authShare] });
 */
export async function combineShares({ shares }: CombineSharesParameters): Promise<Uint8Array> {
  if (shares.length !== 2) throw new InvalidKeySharesError({ reason: 'COUNT' });
  const [first, second] = shares as [Uint8Array, Uint8Array];
  if (first.length !== KEY_SHARE_LENGTH || second.length !== KEY_SHARE_LENGTH)
    throw new InvalidKeySharesError({ reason: 'LENGTH' });
  // Shares of one set always have distinct x-coordinates (the last byte); equal ones mean two sets.
  if (first[KEY_SHARE_LENGTH - 1] === second[KEY_SHARE_LENGTH - 1])
    throw new InvalidKeySharesError({ reason: 'DUPLICATE_X' });
  return combine([first, second]);
}
