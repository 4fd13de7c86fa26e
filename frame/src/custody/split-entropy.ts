import { split } from 'shamir-secret-sharing';
import type { ErrorType } from '../../../src/core/errors/error-type.js';
import { WALLET_ENTROPY_LENGTH } from './constants.js';

/** A 2-of-2 set: by convention the first share stays with the frame, the second goes to the server. */
export type KeyShares = [Uint8Array, Uint8Array];

export type SplitEntropyParameters = {
  /** The wallet's 16-byte entropy. Not modified. */
  entropy: Uint8Array;
};

/** What splitEntropy throws: a RangeError for entropy of the wrong length (a bug), or the Shamir library's own error. */
export type SplitEntropyErrorType = ErrorType<'RangeError'> | ErrorType;

/**
 * Splits the entropy into a fresh 2-of-2 Shamir set (17 bytes a share: 16 data bytes and an
 * x-coordinate). Each call draws a new random polynomial, so the device set and the recovery set
 * are independent and a share of one set reveals nothing with a share of the other (T18).
 *
 * @example
 * const [deviceShare, authShare] = await splitEntropy({ entropy });
 * const [recoveryShare, recoveryAuthShare] = await splitEntropy({ entropy });
 */
export async function splitEntropy({ entropy }: SplitEntropyParameters): Promise<KeyShares> {
  if (entropy.length !== WALLET_ENTROPY_LENGTH)
    throw new RangeError(`Wallet entropy must be ${WALLET_ENTROPY_LENGTH} bytes`);
  const [first, second] = await split(entropy, 2, 2);
  return [first!, second!];
}
