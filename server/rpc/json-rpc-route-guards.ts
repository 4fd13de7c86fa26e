import type Database from 'better-sqlite3';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { requireProject, type ProjectEnv } from '../directory/require-project.js';
import { isOwnOrigin } from '../routes/is-own-origin.js';
import { createRpcRateLimiter, type RpcRateLimits } from './create-rpc-rate-limiter.js';
import { JsonRpcErrorCode, jsonRpcError } from './json-rpc-error.js';
import { readRequestId } from './read-request-id.js';
import { RPC_CALLS_PER_MINUTE_PER_IP, RPC_CALLS_PER_MINUTE_PER_PROJECT } from './rpc-proxy-limits.js';

export interface JsonRpcRouteGuardsParameters {
  /** The `projects` table: only its project ids are served. Without it every call is refused (401). */
  database: Database.Database | undefined;
  maxBodyBytes: number;
  /** Calls per minute per client IP and per project; the RPC proxy's defaults for what is not given. */
  limits?: Partial<RpcRateLimits>;
  /** Clock in ms for the rate limit; tests move it. */
  now?: (() => number) | undefined;
}

/**
 * What the server's JSON-RPC routes (the RPC proxy, the bundler) close themselves with, in the
 * order they run: the body limit (413 -32600), the project and Origin check refused as JSON-RPC
 * (401 for a missing or unknown project, 403 for a foreign browser Origin; the wallet frame's own
 * origin is trusted) with no CORS headers, CORS for an admitted page, and a preflight that answers
 * allowed origins only (a bare 403 otherwise). Each route keeps a rate limiter of its own.
 *
 * @example
 * const guards = jsonRpcRouteGuards({ database, maxBodyBytes: 128 * 1024 });
 * app.post(path, guards.limit, guards.project, guards.cors, handle).options(path, guards.preflightProject, guards.cors, guards.preflight);
 */
export function jsonRpcRouteGuards({ database, maxBodyBytes, limits = {}, now }: JsonRpcRouteGuardsParameters) {
  const limiter = createRpcRateLimiter({
    limits: {
      callsPerMinutePerIp: limits.callsPerMinutePerIp ?? RPC_CALLS_PER_MINUTE_PER_IP,
      callsPerMinutePerProject: limits.callsPerMinutePerProject ?? RPC_CALLS_PER_MINUTE_PER_PROJECT,
    },
    ...(now ? { now } : {}),
  });
  const project = requireProject({
    database,
    checkOrigin: true,
    isTrustedOrigin: isOwnOrigin,
    refuse: async ({ c, refusal }) =>
      c.json(
        jsonRpcError({
          id: readRequestId({ body: parseJson(await c.req.text()) }),
          code: JsonRpcErrorCode.invalidRequest,
          message: refusal.message,
        }),
        // A missing id is a 401 here, like an unknown one (the REST routes say 400).
        refusal.status === 403 ? 403 : 401,
      ),
  });
  const preflightProject = requireProject({
    database,
    checkOrigin: true,
    isTrustedOrigin: isOwnOrigin,
    refuse: ({ c }) => c.body(null, 403),
  });
  // An admitted page from another origin may read the answer.
  const cors = createMiddleware<ProjectEnv>(async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && !isOwnOrigin({ c, origin })) {
      c.header('access-control-allow-origin', origin);
      c.header('vary', 'Origin');
    }
    await next();
  });
  const limit = bodyLimit({
    maxSize: maxBodyBytes,
    onError: (c) =>
      c.json(jsonRpcError({ id: null, code: JsonRpcErrorCode.invalidRequest, message: 'Request too large' }), 413),
  });
  // The preflight of a JSON (not text/plain) call.
  const preflight = (c: Context) => {
    c.header('access-control-allow-methods', 'POST, OPTIONS');
    c.header('access-control-allow-headers', 'content-type');
    c.header('access-control-max-age', '600');
    return c.body(null, 204);
  };
  return { limiter, project, preflightProject, cors, limit, preflight };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
