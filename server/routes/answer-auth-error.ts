import type { Context } from 'hono';
import { AuthError } from '../auth/auth-error.js';

/**
 * The answer of any auth route that threw: an AuthError becomes its JSON body and status (with
 * `Retry-After` on a 429); anything else is logged and answers 500. The auth code never puts a
 * code, token, share or state into an error's message, so logging it is safe.
 *
 * @example
 * app.onError(answerAuthError);
 */
export function answerAuthError(error: Error, c: Context): Response {
  if (!(error instanceof AuthError)) {
    console.error('[server]', error);
    return c.json({ error: 'Internal server error' }, 500);
  }
  if (error.retryAfterSeconds !== undefined) c.header('retry-after', String(error.retryAfterSeconds));
  return c.json(error.toBody(), error.status);
}
