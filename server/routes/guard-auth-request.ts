import type { MiddlewareHandler } from 'hono';
import { AuthError, AuthErrorCode } from '../auth/auth-error.js';
import { isOwnOrigin } from './is-own-origin.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * Middleware on every `/auth/*` route (server/app.ts), the ones other files add included: a request
 * that changes anything must be same-origin JSON (security review F10). A body, or a
 * `Content-Type`, that is not `application/json` answers 415 UNSUPPORTED_MEDIA_TYPE: a cross-site
 * page can send `text/plain` or a form without a CORS preflight, but not JSON, and the
 * preflight fails here (no CORS headers). A browser request whose `Origin` is another site's
 * answers 403 ORIGIN_NOT_ALLOWED: only the frame, on this server's origin, calls `/auth/*`.
 * Nothing of the route runs: no mail is sent, no code is checked.
 *
 * @example
 * app.use('/auth/*', guardAuthRequest());
 */
export function guardAuthRequest(): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const type = c.req.header('content-type');
    const hasBody = (c.req.header('content-length') ?? '0') !== '0' || c.req.header('transfer-encoding') !== undefined;
    if ((type !== undefined || hasBody) && !JSON_TYPE.test(type ?? '')) {
      return c.json(
        new AuthError({
          status: 415,
          code: AuthErrorCode.unsupportedMediaType,
          message: 'Send the request body as application/json',
        }).toBody(),
        415,
      );
    }
    const origin = c.req.header('origin');
    if (origin !== undefined && !isOwnOrigin({ c, origin })) {
      return c.json(
        new AuthError({ status: 403, code: AuthErrorCode.originNotAllowed, message: 'Origin not allowed' }).toBody(),
        403,
      );
    }
    return next();
  };
}
