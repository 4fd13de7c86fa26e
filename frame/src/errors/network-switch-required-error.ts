import { ProviderRpcError, type ProviderRpcSubclassParameters } from '../../../src/core/errors/provider-rpc-error.js';

export type NetworkSwitchRequiredErrorParameters = ProviderRpcSubclassParameters & {
  /** The network the frame is on, the one the visitor sees (CAIP-2). */
  active: string;
  /** The network the request names (CAIP-2). */
  requested: string;
};

/**
 * 4901: a signing request names another network than the frame's active one (F4, T9). The frame
 * signs only on the network the visitor sees, so the page must SWITCH_NETWORK first.
 *
 * @example
 * throw new NetworkSwitchRequiredError({ active: 'eip155:1', requested: 'eip155:137' });
 * // 'The wallet is on eip155:1, not eip155:137: switch the network first'
 */
export class NetworkSwitchRequiredError extends ProviderRpcError {
  static readonly code = 4901;
  override name = 'NetworkSwitchRequiredError' as const;
  override readonly code = 4901 as const;

  constructor({ active, requested, ...parameters }: NetworkSwitchRequiredErrorParameters) {
    super({
      ...parameters,
      code: 4901,
      shortMessage: `The wallet is on ${active}, not ${requested}: switch the network first`,
    });
  }
}
