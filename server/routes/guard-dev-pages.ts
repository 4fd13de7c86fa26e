import type { MiddlewareHandler } from 'hono';

const LOOPBACK_HOST = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d+)?$/i;

/**
 * Middleware on `/dev/*` (server/app.ts), the dev pages (mailbox with its codes, analytics log),
 * which exist only in dev mode (routes/project-services.ts): they answer only a request addressed
 * to a loopback host name (a DNS-rebinding page on another name gets 403), never with CORS
 * headers (app.ts leaves /dev/ out), and with `Cross-Origin-Resource-Policy: same-origin`, so no
 * other site's page can read or embed them (security review F9).
 *
 * @example
 * app.use('/dev/*', guardDevPages());
 */
export function guardDevPages(): MiddlewareHandler {
  return async (c, next) => {
    // Over HTTP the Host header is always there; app.request() in a test has only the URL.
    if (!LOOPBACK_HOST.test(c.req.header('host') ?? new URL(c.req.url).host))
      return c.json({ error: 'The dev pages answer on a loopback address only' }, 403);
    await next();
    c.header('cross-origin-resource-policy', 'same-origin');
  };
}
