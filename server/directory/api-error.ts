import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../../src/core/protocol/api-error-body.js';

/**
 * The `code` of every JSON error of the directory, analytics and data API routes. The client maps
 * them (SPEC §8): PROJECT_ID_MISSING (400) → APKT008, INVALID_PROJECT_ID (401) → APKT007,
 * ORIGIN_NOT_ALLOWED (403) → APKT002. 401 and 403 are kept apart on purpose: a 403 on
 * POST /e means "origin not allowed" to the client, never "unknown project".
 */
export const ApiErrorCode = {
  projectIdMissing: 'PROJECT_ID_MISSING',
  invalidProjectId: 'INVALID_PROJECT_ID',
  originNotAllowed: 'ORIGIN_NOT_ALLOWED',
  invalidParameter: 'INVALID_PARAMETER',
  invalidBody: 'INVALID_BODY',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  notFound: 'NOT_FOUND',
  upstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
} as const;

export type ApiErrorCode = (typeof ApiErrorCode)[keyof typeof ApiErrorCode];

export interface ApiErrorParameters {
  c: Context;
  status: ContentfulStatusCode;
  code: ApiErrorCode;
  /** Short and safe to show; never echoes secrets. */
  message: string;
}

/**
 * The one error body of these routes: `{ error, code }` (core/protocol/api-error-body.ts).
 *
 * @example
 * return apiError({ c, status: 400, code: ApiErrorCode.projectIdMissing, message: 'Project ID Missing' });
 */
export function apiError({ c, status, code, message }: ApiErrorParameters): Response {
  return c.json({ error: message, code } satisfies ApiErrorBody, status);
}
