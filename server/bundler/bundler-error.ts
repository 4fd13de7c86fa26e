/**
 * JSON-RPC error codes of ERC-4337 bundlers (ERC-7769), besides EIP-1474's own. viem's bundler
 * client maps them (and the EntryPoint's `AAxx` reasons in the message) to its error classes.
 */
export const BundlerErrorCode = {
  invalidParams: -32602,
  methodNotFound: -32601,
  internalError: -32603,
  /** Rejected by the EntryPoint's simulateValidation (account or factory), the reason in the message. */
  rejectedByEntryPoint: -32500,
  /** Rejected by the paymaster's validatePaymasterUserOp. */
  rejectedByPaymaster: -32501,
  /** Valid only in the future or not any more (validAfter / validUntil). */
  outOfTimeRange: -32503,
  /** An aggregator this bundler does not support. */
  unsupportedAggregator: -32506,
  /** The user operation's call reverted (eth_estimateUserOperationGas). */
  executionReverted: -32521,
} as const;

export interface BundlerRpcErrorParameters {
  code: number;
  message: string;
  /** Sent as the error's `data` (e.g. the revert data of a reverted call). */
  data?: unknown;
  cause?: unknown;
}

/**
 * A refusal the bundler answers as a JSON-RPC error: `{ code, message, data? }`.
 *
 * @example
 * throw new BundlerRpcError({ code: BundlerErrorCode.invalidParams, message: 'Missing field: sender' });
 */
export class BundlerRpcError extends Error {
  override readonly name = 'BundlerRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor({ code, message, data, cause }: BundlerRpcErrorParameters) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.data = data;
  }
}

/** @example throw invalidParams('Missing field: sender'); */
export function invalidParams(message: string): BundlerRpcError {
  return new BundlerRpcError({ code: BundlerErrorCode.invalidParams, message });
}
