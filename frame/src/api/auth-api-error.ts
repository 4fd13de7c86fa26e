import { BaseError, type BaseErrorParameters } from '../../../src/core/errors/base-error.js';

export type AuthApiErrorParameters = BaseErrorParameters & {
  status: number;
  /** The server's machine-readable code, e.g. RESEND_COOLDOWN, INVALID_CODE, WALLET_EXISTS. */
  code: string;
  /** The server's short text, written to be shown ('Please try again after 12 seconds', 'Invalid code'). */
  message: string;
  retryAfterSeconds?: number;
  attemptsLeft?: number;
  releaseAt?: string;
};

/**
 * A refusal of the frame's auth API (server/auth/README.md): the status, the server's `code`
 * (e.g. RESEND_COOLDOWN, INVALID_CODE, WALLET_EXISTS) and its short text, which never carries a
 * code, token or share.
 *
 * @example
 * if (error instanceof AuthApiError && error.code === 'INVALID_CODE') showAttemptsLeft(error.attemptsLeft);
 */
export class AuthApiError extends BaseError {
  override name = 'AuthApiError' as const;
  readonly status: number;
  readonly code: string;
  readonly retryAfterSeconds: number | undefined;
  readonly attemptsLeft: number | undefined;
  /** DEVICE_NOT_VERIFIED during a pending device's wait: when it ends (ISO). */
  readonly releaseAt: string | undefined;

  constructor({
    status,
    code,
    message,
    retryAfterSeconds,
    attemptsLeft,
    releaseAt,
    ...parameters
  }: AuthApiErrorParameters) {
    super(message, parameters);
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.attemptsLeft = attemptsLeft;
    this.releaseAt = releaseAt;
  }
}
