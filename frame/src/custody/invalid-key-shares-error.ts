import { BaseError } from '../../../src/core/errors/base-error.js';

export type InvalidKeySharesReason = 'COUNT' | 'LENGTH' | 'DUPLICATE_X';

const MESSAGES: Record<InvalidKeySharesReason, string> = {
  COUNT: 'Exactly two key shares are needed',
  LENGTH: 'A key share has the wrong length',
  DUPLICATE_X: 'The key shares are not from one set',
};

/**
 * Shares that cannot be combined at all: not two, not 17 bytes each, or with the same
 * x-coordinate (two shares of one 2-of-2 set never share it, so this means shares of different
 * sets, like T22 but caught before combining). The message names the reason, never a byte.
 *
 * @example
 * if (shares.length !== 2) throw new InvalidKeySharesError({ reason: 'COUNT' });
 */
export class InvalidKeySharesError extends BaseError {
  override name = 'InvalidKeySharesError' as const;
  readonly reason: InvalidKeySharesReason;

  constructor({ reason }: { reason: InvalidKeySharesReason }) {
    super(MESSAGES[reason]);
    this.reason = reason;
  }
}
