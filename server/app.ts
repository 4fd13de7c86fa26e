import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type Database from 'better-sqlite3';
import type { AuthOptions } from './auth/create-auth-context.js';
import type { DevMailbox } from './mail/dev-mailbox.js';
import { healthRoutes } from './routes/health.js';
import { projectServicesRoutes } from './routes/project-services.js';
import { rpcProxyRoutes, type RpcProxyNetwork } from './routes/rpc-proxy.js';
import type { ServerChain } from './server-chain.js';

export interface CreateServerAppParameters {
  /** The chains the RPC proxy forwards to and the data API reads (native + `tokens`). */
  chains: ServerChain[];
  /** Other networks the RPC proxy forwards to by CAIP-2 id (the local Solana endpoint). */
  rpcNetworks?: readonly RpcProxyNetwork[];
  /**
   * The open database (server/db/open-database.ts). Without it only health and the RPC proxy are
   * served; the directory, analytics and data API need it.
   */
  database?: Database.Database;
  /** Production mode: no /dev/ pages. */
  production?: boolean;
  /** Secrets, SMTP settings (and a test clock) for the frame's auth API under /auth/v1/ (needs `database`). */
  auth?: AuthOptions;
  /** The dev SMTP sink's mailbox, served at /dev/mailbox (dev mode only). */
  mailbox?: DevMailbox;
}

/**
 * The reference backend as one Hono app; each service lives in its own file under routes/.
 *
 * @example
 * const app = createServerApp({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] });
 */
export function createServerApp({ chains, rpcNetworks, database, production, auth, mailbox }: CreateServerAppParameters): Hono {
  const app = new Hono();
  // The demo page (http://localhost:…) calls us on http://127.0.0.1:…, another origin. Any origin
  // is reflected: the client checks its own origin against /projects/v1/origins (APKT002), and
  // POST /e refuses a disallowed Origin with 403. Not /auth/*: only the frame calls it, from its
  // own origin, and without CORS headers a dapp page can neither read those answers nor send
  // them a preflighted request (server/auth/README.md).
  const dappCors = cors({ origin: (origin) => origin || '*', maxAge: 600 });
  app.use('*', (c, next) => (c.req.path.startsWith('/auth/') ? next() : dappCors(c, next)));
  app.route('/', healthRoutes());
  app.route('/', rpcProxyRoutes({ chains, networks: rpcNetworks }));
  if (database) app.route('/', projectServicesRoutes({ database, chains, production, auth, mailbox }));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    console.error('[server]', error);
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}
