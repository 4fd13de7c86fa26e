import { BaseError, type BaseErrorParameters } from './base-error.js';

/**
 * The embedded wallet signed the visitor in, but its account could not be connected here (the
 * frame's GET_USER failed, a connector refused): SPEC §8 "A problem occurred while trying
 * initialize authentication". The sign-in is undone and Connect shows again.
 *
 * @example
 * throw new AuthInitError({ cause: error });
 */
export class AuthInitError extends BaseError {
  override name = 'AuthInitError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('A problem occurred while trying initialize authentication', parameters);
  }
}
