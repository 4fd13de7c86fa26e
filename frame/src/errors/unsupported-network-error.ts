import { ProviderRpcError, type ProviderRpcSubclassParameters } from '../../../src/core/errors/provider-rpc-error.js';

/**
 * 4902: SWITCH_NETWORK to a network the frame cannot sign on: not EVM or Solana, or a chain its
 * server does not reach or that answers another chain id.
 *
 * @example
 * if (namespace !== 'eip155') throw new UnsupportedNetworkError();
 */
export class UnsupportedNetworkError extends ProviderRpcError {
  static readonly code = 4902;
  override name = 'UnsupportedNetworkError' as const;
  override readonly code = 4902 as const;

  constructor(parameters: ProviderRpcSubclassParameters = {}) {
    super({ ...parameters, code: 4902, shortMessage: 'Network not supported by the embedded wallet' });
  }
}
