import type { Context } from 'hono';
import { SiwxErrorCode } from '../../src/core/protocol/siwx-api.js';

/** A SIWX refusal with its HTTP status, as the routes answer it (`{ error, code, … }`). */
export interface SiwxHttpRefusal {
  status: 400 | 429 | 503;
  code: SiwxErrorCode;
  error: string;
  /** 429: also sent as `Retry-After` (whole seconds, at least 1). */
  retryAfterMs?: number;
  /** CODE_INVALID: wrong codes left before the uuid is spent. */
  attemptsLeft?: number;
}

/**
 * The 429 of a SIWX rate limit.
 *
 * @example
 * if (retryAfterMs !== undefined) return answerRefusal({ c, refusal: rateLimited({ retryAfterMs }) });
 */
export function rateLimited({ retryAfterMs }: { retryAfterMs: number }): SiwxHttpRefusal {
  return {
    status: 429,
    code: SiwxErrorCode.rateLimited,
    error: 'Too many requests, please try again later',
    retryAfterMs,
  };
}

/**
 * The JSON answer of a refusal; a 429 carries `Retry-After` and `retryAfterSeconds`.
 *
 * @example
 * return answerRefusal({ c, refusal: { status: 400, code: SiwxErrorCode.invalidEmail, error: 'Invalid email' } });
 */
export function answerRefusal({ c, refusal }: { c: Context; refusal: SiwxHttpRefusal }): Response {
  const { status, code, error, retryAfterMs, attemptsLeft } = refusal;
  if (retryAfterMs === undefined)
    return c.json({ error, code, ...(attemptsLeft === undefined ? {} : { attemptsLeft }) }, status);
  const retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  c.header('retry-after', String(retryAfterSeconds));
  return c.json({ error, code, retryAfterSeconds }, status);
}
