import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type Database from 'better-sqlite3';
import type { AuthOptions } from './auth/create-auth-context.js';
import { BUNDLER_PATH, bundlerRoutes } from './bundler/bundler-routes.js';
import { smartAccountNetworksRoute } from './bundler/smart-account-networks-route.js';
import { NO_FRAMING_HEADERS } from './frame/frame-security-headers.js';
import type { DevMailbox } from './mail/dev-mailbox.js';
import { proofOfWorkScope } from './proof-of-work/request-proof-of-work.js';
import type { RpcRateLimits } from './rpc/create-rpc-rate-limiter.js';
import { guardAuthRequest } from './routes/guard-auth-request.js';
import { guardDevPages } from './routes/guard-dev-pages.js';
import { healthRoutes } from './routes/health.js';
import { projectServicesRoutes } from './routes/project-services.js';
import { trustProxyHops } from './routes/read-client-ip.js';
import { rpcProxyRoutes, type RpcProxyNetwork } from './routes/rpc-proxy.js';
import type { NamesOptions } from './names/names-routes.js';
import type { ServerChain } from './server-chain.js';
import type { SiwxOptions } from './siwx/siwx-routes.js';

export interface CreateServerAppParameters {
  /** The chains the RPC proxy forwards to and the data API reads (native + `tokens`). */
  chains: ServerChain[];
  /** Other networks the RPC proxy forwards to by CAIP-2 id (the local Solana endpoint). */
  rpcNetworks?: readonly RpcProxyNetwork[];
  /**
   * The open database (server/db/open-database.ts). Without it only health and the RPC proxy are
   * served, and the proxy refuses every call (it serves only the `projects` table's ids); the
   * directory, analytics and data API need it too.
   */
  database?: Database.Database;
  /** Production mode: no /dev/ pages. */
  production?: boolean;
  /** Secrets, SMTP settings (and a test clock) for the frame's auth API under /auth/v1/ (needs `database`). */
  auth?: AuthOptions;
  /** The dev SMTP sink's mailbox, served at /dev/mailbox (dev mode only). */
  mailbox?: DevMailbox;
  /**
   * Reverse proxies in front of this server that append to `X-Forwarded-For` (ServerConfig,
   * routes/pick-client-ip.ts). 0, the default, ignores the header.
   */
  trustedProxyHops?: number;
  /** The RPC proxy's calls per minute per IP and per project (server/rpc/rpc-proxy-limits.ts defaults), and its clock. */
  rpcLimits?: Partial<RpcRateLimits> & { now?: () => number };
  /** The nonce-token key (and a test clock) of sign-in with the wallet under /siwx/v1/ (needs `database`; siwx/siwx-routes.ts). */
  siwx?: SiwxOptions;
  /** The name service's zone (default reown.id), clock and rate limit (names/names-routes.ts; needs `database`). */
  names?: NamesOptions;
}

/** Paths that never get the dapp APIs' CORS headers (see below). */
const isOwnCorsPath = (path: string) =>
  path.startsWith('/auth/') ||
  path.startsWith('/dev/') ||
  path.startsWith('/frame/') ||
  path.startsWith('/siwx/') ||
  path === '/v1' ||
  path === '/v1/' ||
  path === BUNDLER_PATH;

/**
 * The reference backend as one Hono app; each service lives in its own file under routes/.
 *
 * @example
 * const app = createServerApp({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }], database });
 */
export function createServerApp({
  chains,
  rpcNetworks,
  database,
  production,
  auth,
  mailbox,
  trustedProxyHops = 0,
  rpcLimits = {},
  siwx,
  names,
}: CreateServerAppParameters): Hono {
  const app = new Hono();
  // Nothing this server answers may be framed but the wallet frame's document, which carries its
  // project's own frame-ancestors (routes/frame-app.ts; security review I4).
  app.use('*', async (c, next) => {
    await next();
    if (c.req.path === '/frame/') return;
    for (const [name, value] of Object.entries(NO_FRAMING_HEADERS))
      c.header(name, value, { append: name === 'content-security-policy' });
  });
  app.use('*', trustProxyHops({ hops: trustedProxyHops }));
  // The demo page (http://127.0.0.1:…) calls the dapp APIs on http://localhost:…, another origin.
  // Any origin is reflected there: the client checks its own origin against /projects/v1/origins
  // (APKT002), and POST /e refuses a disallowed Origin with 403. Never on /auth/* (only the frame
  // calls it, from its own origin: without CORS headers a dapp page can neither read those answers
  // nor send them a preflighted request, server/auth/README.md), /dev/* (codes, F9), /frame/* (I4),
  // nor the RPC proxy, the bundler and /siwx/*, which answer CORS for their project's allowed origins only
  // (routes/rpc-proxy.ts, siwx/siwx-routes.ts).
  const dappCors = cors({ origin: (origin) => origin || '*', maxAge: 600 });
  app.use('*', (c, next) => (isOwnCorsPath(c.req.path) ? next() : dappCors(c, next)));
  app.use('/auth/*', guardAuthRequest());
  app.use('/auth/*', proofOfWorkScope());
  app.use('/dev/*', guardDevPages());
  app.route('/', healthRoutes());
  const { now, ...limits } = rpcLimits;
  app.route('/', rpcProxyRoutes({ chains, networks: rpcNetworks, database, limits, ...(now ? { now } : {}) }));
  app.route('/', bundlerRoutes({ chains, database, limits, ...(now ? { now } : {}) }));
  app.route('/', smartAccountNetworksRoute({ chains, database }));
  if (database)
    app.route('/', projectServicesRoutes({ database, chains, production, auth, mailbox, siwx, names, rpcNetworks }));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    console.error('[server]', error);
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}
