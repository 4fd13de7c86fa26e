import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { healthRoutes } from './routes/health.js';
import { rpcProxyRoutes, type RpcProxyChain } from './routes/rpc-proxy.js';

export interface CreateServerAppParameters {
  /** The chains the RPC proxy forwards to. */
  chains: RpcProxyChain[];
}

/**
 * The reference backend as one Hono app; each service lives in its own file under routes/.
 *
 * @example
 * const app = createServerApp({ chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545' }] });
 */
export function createServerApp({ chains }: CreateServerAppParameters): Hono {
  const app = new Hono();
  // The demo page (http://localhost:…) calls us on http://127.0.0.1:…, another origin. Any origin
  // is reflected for now; allowed origins per project come with the project config.
  app.use('*', cors({ origin: (origin) => origin || '*', maxAge: 600 }));
  app.route('/', healthRoutes());
  app.route('/', rpcProxyRoutes({ chains }));
  app.notFound((c) => c.json({ error: 'Not found' }, 404));
  app.onError((error, c) => {
    console.error('[server]', error);
    return c.json({ error: 'Internal server error' }, 500);
  });
  return app;
}
