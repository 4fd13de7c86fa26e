import type { AlertCode } from '../errors/alerts.js';
import { HttpError } from '../errors/internal-errors.js';
import { HTTP_STATUS_TOO_MANY_REQUESTS, HTTP_STATUS_INTERNAL_SERVER_ERROR } from '../constants.js';

/** Error codes of the server's JSON error bodies and the alert each one shows (SPEC §8). */
const CODE_ALERTS: Readonly<Record<string, AlertCode>> = {
  INVALID_PROJECT_ID: 'APKT007',
  PROJECT_ID_MISSING: 'APKT008',
  ORIGIN_NOT_ALLOWED: 'APKT002',
  RATE_LIMITED: 'APKT010',
};

/**
 * The catalogued alert for a failed project or directory request, or undefined when the failure
 * has none of its own (a network error, another 4xx): an unknown project → APKT007, a missing
 * one → APKT008, an origin refused → APKT002, 429 → APKT010, 5xx → APKT009 (SPEC §7, §8).
 * @example toAlertCode(new HttpError({ status: 401, code: 'INVALID_PROJECT_ID' })); // 'APKT007'
 */
export function toAlertCode(error: unknown): AlertCode | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const byCode = error.code ? CODE_ALERTS[error.code] : undefined;
  if (byCode) return byCode;
  if (error.status === HTTP_STATUS_TOO_MANY_REQUESTS) return 'APKT010';
  if (error.status >= HTTP_STATUS_INTERNAL_SERVER_ERROR) return 'APKT009';
  return undefined;
}
