import type Database from 'better-sqlite3';
import { Hono, type Context } from 'hono';
import type { SplTokenInfo } from '../../src/core/protocol/spl-token.js';
import type { ProjectEnv } from '../directory/require-project.js';
import type { RpcRateLimits } from '../rpc/create-rpc-rate-limiter.js';
import { JsonRpcErrorCode, jsonRpcError, type JsonRpcId } from '../rpc/json-rpc-error.js';
import { jsonRpcRouteGuards } from '../rpc/json-rpc-route-guards.js';
import { parseChainIdParam } from '../rpc/parse-chain-id-param.js';
import { RPC_MAX_BATCH_CALLS, RPC_MAX_BODY_BYTES, RPC_UPSTREAM_TIMEOUT_MS } from '../rpc/rpc-proxy-limits.js';
import { readRequestId } from '../rpc/read-request-id.js';
import { splitRpcCalls } from '../rpc/split-rpc-calls.js';
import { readClientIp } from './read-client-ip.js';

export interface RpcProxyChain {
  chainId: number;
  rpcUrl: string;
}

/** A non-EVM network the proxy also forwards to, by its CAIP-2 id (the embedded wallet's Solana calls). */
export interface RpcProxyNetwork {
  caipNetworkId: string;
  rpcUrl: string;
  /** SPL tokens of a Solana cluster that the data API lists and indexes (issue 20 part 6); the proxy ignores them. */
  tokens?: readonly SplTokenInfo[];
}

export interface RpcProxyRoutesParameters {
  chains: RpcProxyChain[];
  /** Solana clusters (or other namespaces) by CAIP-2 id, e.g. `solana:Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG`. */
  networks?: readonly RpcProxyNetwork[];
  /** The `projects` table: only its project ids are served. Without it every call is refused (401). */
  database?: Database.Database;
  /** Calls per minute per client IP and per project (rpc-proxy-limits.ts defaults). */
  limits?: Partial<RpcRateLimits>;
  /** Clock in ms for the rate limit; tests move it. */
  now?: () => number;
}

/**
 * The RPC host of SPEC §7: `POST /v1/?chainId={id}&projectId={id}` with a JSON-RPC request or
 * batch as the body (clients send text/plain to skip the CORS preflight). Closed, in this order
 * (security review F8), and nothing refused reaches the node:
 * - 413 -32600 past {@link RPC_MAX_BODY_BYTES};
 * - 401 -32600 'Project ID Missing' / 'Invalid Project ID' unless the id is a project's;
 * - 403 -32600 'Origin not allowed' when a browser's `Origin` is neither one of the project's
 *   allowed origins nor this server's own (the wallet frame); CORS headers go to allowed origins only;
 * - 400 -32602 for a chain it does not serve, -32700 / -32600 for a body that is no request;
 * - 400 -32600 for a batch of more than {@link RPC_MAX_BATCH_CALLS} calls;
 * - 429 -32005 with `Retry-After` past the per-IP or per-project calls per minute;
 * - -32601 for each method outside the allow-list (rpc-proxy-methods.ts), the rest forwarded.
 * The node's answer is returned as is (a batch's refusals appended to it).
 *
 * @example
 * app.route('/', rpcProxyRoutes({ chains, networks, database }));
 */
export function rpcProxyRoutes({
  chains,
  networks = [],
  database,
  limits = {},
  now,
}: RpcProxyRoutesParameters): Hono<ProjectEnv> {
  const rpcUrlByChainId = new Map(chains.map((chain) => [chain.chainId, chain.rpcUrl]));
  const rpcUrlByNetworkId = new Map(networks.map((network) => [network.caipNetworkId, network.rpcUrl]));
  const { limiter, project, preflightProject, cors, limit, preflight } = jsonRpcRouteGuards({
    database,
    maxBodyBytes: RPC_MAX_BODY_BYTES,
    limits,
    now,
  });

  const handle = async (c: Context<ProjectEnv>) => {
    const text = await c.req.text();
    let body: unknown;
    let parsed = true;
    try {
      body = JSON.parse(text);
    } catch {
      parsed = false;
    }
    const id = readRequestId({ body });
    const project = c.get('project');

    const chainParam = c.req.query('chainId') ?? '';
    const chainId = parseChainIdParam({ value: chainParam });
    const rpcUrl = chainId === undefined ? rpcUrlByNetworkId.get(chainParam) : rpcUrlByChainId.get(chainId);
    if (!rpcUrl) {
      const message = `Unsupported chainId: ${chainParam}`;
      return c.json(jsonRpcError({ id, code: JsonRpcErrorCode.invalidParams, message }), 400);
    }
    if (!parsed) {
      return c.json(jsonRpcError({ id: null, code: JsonRpcErrorCode.parseError, message: 'Parse error' }), 400);
    }
    if (!body || typeof body !== 'object' || (Array.isArray(body) && body.length === 0)) {
      return c.json(jsonRpcError({ id: null, code: JsonRpcErrorCode.invalidRequest, message: 'Invalid Request' }), 400);
    }
    const calls = Array.isArray(body) ? (body as unknown[]) : [body];
    if (calls.length > RPC_MAX_BATCH_CALLS) {
      return c.json(
        jsonRpcError({
          id: null,
          code: JsonRpcErrorCode.invalidRequest,
          message: `Batch too large: at most ${RPC_MAX_BATCH_CALLS} calls`,
        }),
        400,
      );
    }
    const waitMs = limiter.take({ ip: readClientIp({ c }), projectId: project.projectId, calls: calls.length });
    if (waitMs !== undefined) {
      c.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
      return c.json(
        jsonRpcError({
          id,
          code: JsonRpcErrorCode.limitExceeded,
          message: 'Rate limit exceeded, please try again later',
        }),
        429,
      );
    }

    const namespace = chainId === undefined ? chainParam.split(':')[0]! : 'eip155';
    const { forward, refused } = splitRpcCalls({ calls, namespace });
    if (!Array.isArray(body)) return forward.length ? send({ c, rpcUrl, text, id }) : c.json(refused[0]!);
    if (!forward.length) return c.json(refused);
    const answer = await send({ c, rpcUrl, text: JSON.stringify(forward), id: null });
    if (!refused.length || answer.status !== 200) return answer;
    const answered = (await answer.json().catch(() => undefined)) as unknown;
    return c.json(Array.isArray(answered) ? [...answered, ...refused] : (answered ?? refused));
  };

  return new Hono<ProjectEnv>()
    .post('/v1/', limit, project, cors, handle)
    .post('/v1', limit, project, cors, handle)
    .options('/v1/', preflightProject, cors, preflight)
    .options('/v1', preflightProject, cors, preflight);
}

interface SendParameters {
  c: Context;
  rpcUrl: string;
  text: string;
  id: JsonRpcId;
}

async function send({ c, rpcUrl, text, id }: SendParameters): Promise<Response> {
  try {
    const upstream = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: text,
      signal: AbortSignal.timeout(RPC_UPSTREAM_TIMEOUT_MS),
    });
    const answer = await upstream.text();
    return c.body(answer, upstream.status as 200, { 'content-type': 'application/json' });
  } catch {
    // The node's address stays server-side: callers only learn that the chain did not answer.
    const message = 'Upstream RPC unavailable';
    return c.json(jsonRpcError({ id, code: JsonRpcErrorCode.internalError, message }), 502);
  }
}
