import { Hono } from 'hono';

/** GET /health: liveness for scripts and tests; says nothing about the chains behind the proxy. */
export function healthRoutes(): Hono {
  return new Hono().get('/health', (c) => c.json({ status: 'ok' }));
}
