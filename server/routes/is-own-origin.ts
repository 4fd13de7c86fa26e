import type { Context } from 'hono';

/**
 * Whether a browser's `Origin` is this server's own (the wallet frame is served here): the browser
 * marks the request `Sec-Fetch-Site: same-origin`, or the origin's host and port are the `Host`
 * the request was sent to. The second holds behind a reverse proxy that passes `Host` on; the
 * first holds even where it does not. Neither header can be set by a page's script.
 *
 * @example
 * if (origin !== undefined && !isOwnOrigin({ c, origin })) return refuse();
 */
export function isOwnOrigin({ c, origin }: { c: Context; origin: string }): boolean {
  if (c.req.header('sec-fetch-site') === 'same-origin') return true;
  const host = c.req.header('host')?.toLowerCase();
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
