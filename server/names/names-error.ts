import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { NameServiceError, NameServiceErrorCode } from '../../src/core/protocol/names-api.js';
import type { ApiErrorBody } from '../../src/core/protocol/api-error-body.js';

/** A refusal of the name service before it is answered. */
export interface NameRefusal {
  status: ContentfulStatusCode;
  /** A NameServiceErrorCode, or UPSTREAM_UNAVAILABLE when a chain could not verify (502). */
  code: NameServiceErrorCode | 'UPSTREAM_UNAVAILABLE';
  /** Short, human, safe to show: the modal shows it as is. */
  description: string;
  /** 429: also sent as `Retry-After` (whole seconds). */
  retryAfterMs?: number;
}

/**
 * The name service's error body (capabilities §4): `{ status, reasons: [{ name, description }] }`
 * plus the server's usual `{ error, code }` so the shared HTTP client reads the code too.
 *
 * @example
 * return answerNameRefusal({ c, refusal: { status: 409, code: 'NAME_TAKEN', description: 'This name is taken' } });
 */
export function answerNameRefusal({ c, refusal }: { c: Context; refusal: NameRefusal }): Response {
  const { status, code, description, retryAfterMs } = refusal;
  if (retryAfterMs !== undefined) c.header('retry-after', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  const body: NameServiceError & ApiErrorBody = {
    status: code,
    reasons: [{ name: code, description }],
    error: description,
    code,
  };
  return c.json(body, status);
}

/**
 * {@link answerNameRefusal} with the refusal's fields inline.
 *
 * @example
 * return refuseName({ c, status: 404, code: 'NOT_FOUND', description: 'Name not found' });
 */
export function refuseName({ c, ...refusal }: NameRefusal & { c: Context }): Response {
  return answerNameRefusal({ c, refusal });
}
