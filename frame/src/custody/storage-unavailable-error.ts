import { BaseError, type BaseErrorParameters } from '../../../src/core/errors/base-error.js';

/**
 * The frame cannot use IndexedDB: the browser blocks storage for this third-party frame (or it is
 * missing). The device key and share cannot be kept, so nothing is started on the server; the
 * modal explains it to the visitor (issue "Hardening" part 9). The browser's refusal is the cause.
 *
 * @example
 * request.onerror = () => reject(new StorageUnavailableError({ cause: request.error }));
 */
export class StorageUnavailableError extends BaseError {
  override name = 'StorageUnavailableError' as const;

  constructor(parameters: BaseErrorParameters = {}) {
    super('This browser does not let the wallet keep its data here', parameters);
  }
}
