import { BaseError, type BaseErrorParameters } from '../../../src/core/errors/base-error.js';

/**
 * The browser or the authenticator cannot evaluate the WebAuthn PRF extension (or the visitor
 * dismissed the prompt), so no recovery key can come from the passkey. The browser's error, if
 * any, is the cause.
 *
 * @example
 * if (!credential || !prf?.enabled) throw new PasskeyUnavailableError();
 */
export class PasskeyUnavailableError extends BaseError {
  override name = 'PasskeyUnavailableError' as const;

  constructor(parameters: BaseErrorParameters = {}) {
    super('This browser or passkey cannot make a recovery key', parameters);
  }
}
