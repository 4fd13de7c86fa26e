import { BaseError, type BaseErrorParameters } from '../../../src/core/errors/base-error.js';

/**
 * The recovery key the visitor gave does not open this wallet (a wrong passphrase, another
 * passkey): the server refused its proof, or the recovery share did not decrypt. The screen says
 * so and lets them try again.
 *
 * @example
 * if (error instanceof ShareDecryptionError && recoveryKey) throw new RecoveryKeyInvalidError();
 */
export class RecoveryKeyInvalidError extends BaseError {
  override name = 'RecoveryKeyInvalidError' as const;

  constructor(parameters: BaseErrorParameters = {}) {
    super('That recovery key does not open this wallet', parameters);
  }
}
