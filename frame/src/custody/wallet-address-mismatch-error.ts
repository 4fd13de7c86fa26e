import { BaseError } from '../../../src/core/errors/base-error.js';

export type WalletAddressMismatchErrorParameters = {
  /** Which derived addresses differed from the stored ones. Addresses only name chains here. */
  chains: ReadonlyArray<'evm' | 'solana'>;
};

/**
 * The shares combined into a secret whose addresses are not the wallet's (docs/SECURITY.md §2.3,
 * T22): Shamir shares carry no integrity check, so shares of different sets combine silently into
 * a wrong secret. The frame must not sign; it runs recovery instead.
 *
 * Carries no key material, no derived address and no cause, so logging it is safe (T21).
 *
 * @example
 * try {
 *   await recoverWalletKeys({ shares, expected }, sign);
 * } catch (error) {
 *   if (error instanceof WalletAddressMismatchError) await runRecovery();
 * }
 */
export class WalletAddressMismatchError extends BaseError {
  override name = 'WalletAddressMismatchError' as const;
  readonly chains: ReadonlyArray<'evm' | 'solana'>;

  constructor({ chains }: WalletAddressMismatchErrorParameters) {
    super('The key shares do not belong to this wallet', { details: `Mismatched: ${chains.join(', ')}` });
    this.chains = chains;
  }
}
