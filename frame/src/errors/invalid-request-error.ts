import type { BaseErrorParameters } from '../../../src/core/errors/base-error.js';
import { ProviderRpcError } from '../../../src/core/errors/provider-rpc-error.js';

export type InvalidRequestErrorParameters = BaseErrorParameters & {
  /** The short text the page receives: ours, or a chain node's refusal relayed as it came. Never a key, share or code. */
  message: string;
  /** EIP-1193 / EIP-1474 code; -32602 "Invalid params" unless the refusal is of another kind (4100, 4200, 4901, -32603, a node's own). */
  code?: number | undefined;
};

/**
 * A request the frame refuses, or could not carry out, before anything is shown or signed (bad
 * params, chain confusion, a transaction disguised as a message, a node's refusal): an
 * EIP-1193 / EIP-1474 `code` and a short text that is safe to send to the page. Refusals that
 * recur have classes of their own (WalletNotSignedInError, NetworkSwitchRequiredError, …).
 *
 * @example
 * throw new InvalidRequestError({ message: 'Invalid recipient' }); // code -32602
 * throw new InvalidRequestError({ message: 'eth_sign is not supported by the embedded wallet yet', code: 4200 });
 */
export class InvalidRequestError extends ProviderRpcError {
  static readonly code = -32602;
  override name = 'InvalidRequestError' as const;

  constructor({ message, code = InvalidRequestError.code, ...parameters }: InvalidRequestErrorParameters) {
    super({ ...parameters, code, shortMessage: message });
  }
}
