import type Database from 'better-sqlite3';
import { Hono, type Context } from 'hono';
import type { ProjectEnv } from '../directory/require-project.js';
import { readClientIp } from '../routes/read-client-ip.js';
import type { RpcRateLimits } from '../rpc/create-rpc-rate-limiter.js';
import { JsonRpcErrorCode, jsonRpcError } from '../rpc/json-rpc-error.js';
import { jsonRpcRouteGuards, parseJson } from '../rpc/json-rpc-route-guards.js';
import { parseChainIdParam } from '../rpc/parse-chain-id-param.js';
import { readRequestId } from '../rpc/read-request-id.js';
import { isUpstreamBundler, type ServerChain } from '../server-chain.js';
import { BundlerRpcError } from './bundler-error.js';
import { BUNDLER_MAX_BODY_BYTES } from './bundler-limits.js';
import { UpstreamBundlerError } from './call-upstream-bundler.js';
import { createChainBundler, type ChainBundler } from './create-chain-bundler.js';
import { createUpstreamBundler } from './create-upstream-bundler.js';

export interface BundlerRoutesParameters {
  /** The server's chains; those with `accountAbstraction` are served. */
  chains: readonly ServerChain[];
  /** The `projects` table: only its project ids are served. Without it every call is refused (401). */
  database?: Database.Database;
  /** Calls per minute per client IP and per project (the RPC proxy's defaults, a bucket of its own). */
  limits?: Partial<RpcRateLimits>;
  /** Clock in ms for the rate limit; tests move it. */
  now?: () => number;
}

/** The path of the bundler (SPEC §7's RPC host has the proxy at /v1/). */
export const BUNDLER_PATH = '/v1/bundler';

/**
 * The ERC-4337 bundler (issue 17): `POST /v1/bundler?chainId=eip155:{id}&projectId={id}` with one
 * JSON-RPC request, answered by the built-in bundler (create-chain-bundler.ts has the methods) or
 * forwarded to the chain's upstream bundler (create-upstream-bundler.ts). Closed like the RPC proxy
 * (routes/rpc-proxy.ts), in this order:
 * - 413 -32600 past {@link BUNDLER_MAX_BODY_BYTES};
 * - 401 -32600 for a missing or unknown project, 403 -32600 for a browser `Origin` that is neither
 *   one of its allowed origins nor this server's own (the wallet frame); CORS for allowed origins only;
 * - 400 -32602 for a chain without `accountAbstraction`, -32700 / -32600 for a body that is no
 *   single request (batches are refused);
 * - 429 -32005 with `Retry-After` past the per-IP or per-project calls per minute.
 * A method's refusal is a 200 with the JSON-RPC error (ERC-7769 codes), as bundler clients expect;
 * a chain or upstream bundler that does not answer is a 502 -32603 that names neither.
 *
 * @example
 * app.route('/', bundlerRoutes({ chains, database }));
 */
export function bundlerRoutes({ chains, database, limits = {}, now }: BundlerRoutesParameters): Hono<ProjectEnv> {
  const bundlers = new Map<number, ChainBundler>();
  for (const { chainId, rpcUrl, accountAbstraction } of chains)
    if (accountAbstraction)
      bundlers.set(
        chainId,
        isUpstreamBundler(accountAbstraction)
          ? createUpstreamBundler({ chainId, rpcUrl, accountAbstraction })
          : createChainBundler({ chainId, rpcUrl, accountAbstraction }),
      );
  const { limiter, project, preflightProject, cors, limit, preflight } = jsonRpcRouteGuards({
    database,
    maxBodyBytes: BUNDLER_MAX_BODY_BYTES,
    limits,
    now,
  });

  const handle = async (c: Context<ProjectEnv>) => {
    const body = parseJson(await c.req.text());
    const id = readRequestId({ body });
    const chainParam = c.req.query('chainId') ?? '';
    const chainId = parseChainIdParam({ value: chainParam });
    const bundler = chainId === undefined ? undefined : bundlers.get(chainId);
    if (!bundler) {
      const message = `Unsupported chainId: ${chainParam.slice(0, 64)} (no bundler on this chain)`;
      return c.json(jsonRpcError({ id, code: JsonRpcErrorCode.invalidParams, message }), 400);
    }
    if (body === undefined)
      return c.json(jsonRpcError({ id: null, code: JsonRpcErrorCode.parseError, message: 'Parse error' }), 400);
    if (Array.isArray(body)) {
      const message = 'Batch requests are not supported: send one user operation per request';
      return c.json(jsonRpcError({ id: null, code: JsonRpcErrorCode.invalidRequest, message }), 400);
    }
    const { method, params = [] } = (body && typeof body === 'object' ? body : {}) as {
      method?: unknown;
      params?: unknown;
    };
    if (typeof method !== 'string' || !Array.isArray(params))
      return c.json(jsonRpcError({ id, code: JsonRpcErrorCode.invalidRequest, message: 'Invalid Request' }), 400);
    const waitMs = limiter.take({ ip: readClientIp({ c }), projectId: c.get('project').projectId, calls: 1 });
    if (waitMs !== undefined) {
      c.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
      const message = 'Rate limit exceeded, please try again later';
      return c.json(jsonRpcError({ id, code: JsonRpcErrorCode.limitExceeded, message }), 429);
    }
    try {
      return c.json({ jsonrpc: '2.0', id, result: await bundler.request({ method, params }) });
    } catch (error) {
      if (error instanceof BundlerRpcError) {
        const { code, message, data } = error;
        return c.json({ jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } });
      }
      if (error instanceof UpstreamBundlerError) {
        // Its URL (and any API key in it) stays server-side, in the log neither.
        console.error(`[bundler] eip155:${chainId}: the upstream bundler failed: ${error.message}`);
        const message = 'Bundler error: the upstream bundler did not answer';
        return c.json(jsonRpcError({ id, code: JsonRpcErrorCode.internalError, message }), 502);
      }
      // The node's address and internals stay server-side.
      console.error('[bundler]', error);
      return c.json(
        jsonRpcError({ id, code: JsonRpcErrorCode.internalError, message: 'Bundler error: the chain did not answer' }),
        502,
      );
    }
  };

  return new Hono<ProjectEnv>()
    .post(BUNDLER_PATH, limit, project, cors, handle)
    .options(BUNDLER_PATH, preflightProject, cors, preflight);
}
