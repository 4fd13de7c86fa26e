import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The peer address, for per-IP caps. Behind a reverse proxy every client shares the proxy's
 * address, so cap per IP at the proxy too (a trusted X-Forwarded-For is not read yet). The same
 * rule as routes/auth.ts.
 *
 * @example
 * takeRateSlots({ database, now, slots: [{ bucket: `oauth-start:ip:${readClientIp({ c })}`, limit: 60 }] });
 */
export function readClientIp({ c }: { c: Context }): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
