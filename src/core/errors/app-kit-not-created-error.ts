import { BaseError, type BaseErrorParameters } from './base-error.js';

/**
 * An element was asked to act (a click, a submitted field) while no app exists: before
 * `createAppKit` ran or after the app was destroyed. Elements render their idle state without
 * an app; only an action needs one, and doing nothing would hide the dapp's mistake.
 *
 * @example
 * if (!app) throw new AppKitNotCreatedError();
 */
export class AppKitNotCreatedError extends BaseError {
  override name = 'AppKitNotCreatedError' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('createAppKit() has not run', parameters);
  }
}
