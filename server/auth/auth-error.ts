import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AuthErrorBody } from '../../src/core/protocol/auth-error-body.js';
import { AuthErrorCode } from '../../src/core/protocol/auth-error-codes.js';

// The codes are the wire contract's (one table for the server and the frame); thrown from here.
export { AuthErrorCode };

export interface AuthErrorParameters {
  status: ContentfulStatusCode;
  code: AuthErrorCode;
  /** Short, safe to show; never a code, token or secret. */
  message: string;
  retryAfterSeconds?: number;
  attemptsLeft?: number;
  /** DEVICE_NOT_VERIFIED during a pending device's wait: when its recovery material is released (ISO time). */
  releaseAt?: string;
}

/**
 * A refusal of the auth API, turned into its JSON answer by the routes (server/routes/auth.ts).
 *
 * @example
 * throw new AuthError({ status: 429, code: AuthErrorCode.resendCooldown, message: 'Please try again after 12 seconds', retryAfterSeconds: 12 });
 */
export class AuthError extends Error {
  override name = 'AuthError' as const;
  readonly status: ContentfulStatusCode;
  readonly code: AuthErrorCode;
  readonly retryAfterSeconds: number | undefined;
  readonly attemptsLeft: number | undefined;
  readonly releaseAt: string | undefined;

  constructor({ status, code, message, retryAfterSeconds, attemptsLeft, releaseAt }: AuthErrorParameters) {
    super(message);
    this.status = status;
    this.code = code;
    this.retryAfterSeconds = retryAfterSeconds;
    this.attemptsLeft = attemptsLeft;
    this.releaseAt = releaseAt;
  }

  /** The JSON body of the answer (core/protocol/auth-error-body.ts). */
  toBody(): AuthErrorBody {
    return {
      error: this.message,
      code: this.code,
      ...(this.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: this.retryAfterSeconds }),
      ...(this.attemptsLeft === undefined ? {} : { attemptsLeft: this.attemptsLeft }),
      ...(this.releaseAt === undefined ? {} : { releaseAt: this.releaseAt }),
    };
  }
}

/**
 * The 429 of a cooldown or cap, worded as the client shows it (SPEC §8 "Please try again after {n} seconds").
 *
 * @example
 * throw tooManyRequests({ code: AuthErrorCode.rateLimited, retryAfterMs: 1500 }); // retryAfterSeconds: 2
 */
export function tooManyRequests({ code, retryAfterMs }: { code: AuthErrorCode; retryAfterMs: number }): AuthError {
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AuthError({
    status: 429,
    code,
    message: `Please try again after ${retryAfterSeconds} seconds`,
    retryAfterSeconds,
  });
}
