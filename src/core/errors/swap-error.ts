import { BaseError, type BaseErrorParameters } from './base-error.js';

/** Why a swap API call failed: the chain is not swapped on, the server did not answer in time, or it refused. */
export type SwapErrorReason = 'unsupported' | 'timeout' | 'refused' | 'invalid-answer';

/**
 * A swap API call failed (issue 19). `shortMessage` is the text to show; `code` is the server's
 * ConvertErrorCode when it gave one.
 * @example
 * if (error instanceof SwapError && error.reason === 'unsupported') showNetworkNotSupported();
 */
export class SwapError extends BaseError {
  override name = 'SwapError' as const;
  readonly reason: SwapErrorReason;
  readonly code: string | undefined;

  constructor({
    message,
    reason,
    code,
    ...parameters
  }: BaseErrorParameters & { message: string; reason: SwapErrorReason; code?: string | undefined }) {
    super(message, parameters);
    this.reason = reason;
    this.code = code;
  }
}
