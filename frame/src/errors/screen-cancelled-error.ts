import { ProviderRpcError, type ProviderRpcSubclassParameters } from '../../../src/core/errors/provider-rpc-error.js';

/**
 * 4001: the visitor cancelled one of the frame's own screens (the recovery key's), or closed the
 * modal while it waited. The page hears what a rejected approval says.
 *
 * @example
 * cancel.addEventListener('click', () => reject(new ScreenCancelledError()));
 */
export class ScreenCancelledError extends ProviderRpcError {
  static readonly code = 4001;
  override name = 'ScreenCancelledError' as const;
  override readonly code = 4001 as const;

  constructor(parameters: ProviderRpcSubclassParameters = {}) {
    super({ ...parameters, code: 4001, shortMessage: 'User rejected the request.' });
  }
}
