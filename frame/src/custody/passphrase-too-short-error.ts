import { BaseError, type BaseErrorParameters } from '../../../src/core/errors/base-error.js';
import { MIN_PASSPHRASE_LENGTH } from './constants.js';

/**
 * A passphrase under MIN_PASSPHRASE_LENGTH characters (T24: the operator could try weak ones
 * offline). The message names the minimum, never the passphrase.
 *
 * @example
 * if ([...normalized].length < MIN_PASSPHRASE_LENGTH) throw new PassphraseTooShortError();
 */
export class PassphraseTooShortError extends BaseError {
  override name = 'PassphraseTooShortError' as const;

  constructor(parameters: BaseErrorParameters = {}) {
    super(`Use at least ${MIN_PASSPHRASE_LENGTH} characters`, parameters);
  }
}
