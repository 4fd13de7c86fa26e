import { BaseError, type BaseErrorParameters } from './base-error.js';

/** Categories of wrapped errors reported to analytics (SPEC §8). */
export type ErrorCategory = 'INTERNAL_SDK_ERROR' | 'API_ERROR';

/**
 * Internal error texts of SPEC §8, by reason. These mean a bug or a misconfigured setup, not a
 * user mistake.
 *
 * @example
 * new InternalSdkError({ reason: 'NO_ACTIVE_CAIP_ADDRESS' }).message; // 'No ActiveCaipAddress found'
 */
export const INTERNAL_ERROR_MESSAGES = {
  SIWX_NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NO_ACTIVE_CAIP_NETWORK: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CLIENT: 'No ConnectionController client found',
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  ADAPTER_NAMESPACE_MISSING: 'adapter must have a namespace',
} as const;

export type InternalErrorReason = keyof typeof INTERNAL_ERROR_MESSAGES;

export type InternalSdkErrorParameters = BaseErrorParameters & { reason: InternalErrorReason };

/**
 * An internal invariant failed (category INTERNAL_SDK_ERROR). One class with a `reason` instead of
 * seven, since callers branch on the reason rarely and the texts are data.
 *
 * @example
 * if (!options.siwx) throw new InternalSdkError({ reason: 'SIWX_NOT_ENABLED' });
 */
export class InternalSdkError extends BaseError {
  override name = 'InternalSdkError' as const;
  readonly category = 'INTERNAL_SDK_ERROR' as const;
  readonly reason: InternalErrorReason;

  constructor({ reason, ...parameters }: InternalSdkErrorParameters) {
    super(INTERNAL_ERROR_MESSAGES[reason], parameters);
    this.reason = reason;
  }
}

export type HttpErrorParameters = BaseErrorParameters & {
  status: number;
  /** Machine-readable `code` of the server's JSON error body, e.g. 'INVALID_PROJECT_ID'. */
  code?: string | undefined;
  /** The server's JSON error body as it came (core/protocol has its schemas); undefined when it was not JSON. */
  body?: unknown;
};

/**
 * A non-OK HTTP response (category API_ERROR, SPEC §7 "Non-OK responses throw HTTP status code:
 * {status}"). The URL is not put in the message, since query strings may carry a project id or token.
 *
 * @example
 * if (!response.ok) throw new HttpError({ status: response.status });
 */
export class HttpError extends BaseError {
  override name = 'HttpError' as const;
  readonly category = 'API_ERROR' as const;
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor({ status, code, body, ...parameters }: HttpErrorParameters) {
    super(`HTTP status code: ${status}`, parameters);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}
