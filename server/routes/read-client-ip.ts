import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { pickClientIp } from './pick-client-ip.js';

/** The context variable {@link trustProxyHops} sets and {@link readClientIp} reads. */
const HOPS_VARIABLE = 'trustedProxyHops';

/**
 * Middleware (server/app.ts): how many reverse proxies in front of this server append to
 * `X-Forwarded-For` (ServerConfig.trustedProxyHops, `APPKIT_TRUSTED_PROXY_HOPS`). 0, the default,
 * ignores the header: only the socket address counts.
 *
 * @example
 * app.use('*', trustProxyHops({ hops: 1 })); // nginx in front, on the same host
 */
export function trustProxyHops({ hops }: { hops: number }): MiddlewareHandler {
  return async (c, next) => {
    c.set(HOPS_VARIABLE, hops);
    await next();
  };
}

/**
 * The client's address, for per-IP caps: the socket peer, or behind the configured number of
 * trusted proxies the address they forwarded (pick-client-ip.ts: the N-th `X-Forwarded-For`
 * entry from the right, IPv6 by /64, the socket address when the header is short or malformed).
 * The one reader of the client address: every per-IP cap calls it.
 *
 * @example
 * takeRateSlots({ database, now, slots: [{ bucket: `oauth-start:ip:${readClientIp({ c })}`, limit: 60 }] });
 */
export function readClientIp({ c }: { c: Context }): string {
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
  }
  const hops = Number(c.get(HOPS_VARIABLE) ?? 0);
  return pickClientIp({
    socketAddress,
    forwardedFor: c.req.header('x-forwarded-for'),
    trustedProxyHops: Number.isSafeInteger(hops) ? hops : 0,
  });
}
