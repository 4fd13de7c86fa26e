import { HttpError } from '../errors/internal-errors.js';

/**
 * Whether a failed request is worth retrying with backoff: network failures, 429 and 5xx are;
 * other 4xx answers (unknown project, bad request) and aborts are not.
 * @example withRetry({ run, shouldRetry: isRetryableError })
 */
export function isRetryableError(error: unknown): boolean {
  if (error instanceof HttpError) return error.status === 429 || error.status >= 500;
  return !(error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError'));
}
