import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { JsonRpcErrorCode, jsonRpcError } from '../rpc/json-rpc-error.js';
import { parseChainIdParam } from '../rpc/parse-chain-id-param.js';
import { readRequestId } from '../rpc/read-request-id.js';

export interface RpcProxyChain {
  chainId: number;
  rpcUrl: string;
}

/** A non-EVM network the proxy also forwards to, by its CAIP-2 id (the embedded wallet's Solana calls). */
export interface RpcProxyNetwork {
  caipNetworkId: string;
  rpcUrl: string;
}

export interface RpcProxyRoutesParameters {
  chains: RpcProxyChain[];
  /** Solana clusters (or other namespaces) by CAIP-2 id, e.g. `solana:Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG`. */
  networks?: readonly RpcProxyNetwork[];
}

const MAX_BODY_BYTES = 1024 * 1024;
const UPSTREAM_TIMEOUT_MS = 30_000;

/**
 * The RPC host of SPEC §7: `POST /v1/?chainId={id}&projectId={id}` with a JSON-RPC request or
 * batch as the body (clients send text/plain to skip the CORS preflight). The body is forwarded
 * unchanged to the chain's node and its answer returned as is.
 */
export function rpcProxyRoutes({ chains, networks = [] }: RpcProxyRoutesParameters): Hono {
  const rpcUrlByChainId = new Map(chains.map((chain) => [chain.chainId, chain.rpcUrl]));
  const rpcUrlByNetworkId = new Map(networks.map((network) => [network.caipNetworkId, network.rpcUrl]));

  const handle = async (c: Context) => {
    const text = await c.req.text();
    let body: unknown;
    let parsed = true;
    try {
      body = JSON.parse(text);
    } catch {
      parsed = false;
    }
    const id = readRequestId({ body });

    if (!c.req.query('projectId')) {
      return c.json(jsonRpcError({ id, code: JsonRpcErrorCode.invalidRequest, message: 'Project ID Missing' }), 401);
    }
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
    if (!body || typeof body !== 'object') {
      return c.json(jsonRpcError({ id: null, code: JsonRpcErrorCode.invalidRequest, message: 'Invalid Request' }), 400);
    }
    return forward({ c, rpcUrl, text, id });
  };

  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      c.json(jsonRpcError({ id: null, code: JsonRpcErrorCode.invalidRequest, message: 'Request too large' }), 413),
  });
  return new Hono().post('/v1/', limit, handle).post('/v1', limit, handle);
}

interface ForwardParameters {
  c: Context;
  rpcUrl: string;
  text: string;
  id: ReturnType<typeof readRequestId>;
}

async function forward({ c, rpcUrl, text, id }: ForwardParameters): Promise<Response> {
  try {
    const upstream = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: text,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    const answer = await upstream.text();
    return c.body(answer, upstream.status as 200, { 'content-type': 'application/json' });
  } catch {
    // The node's address stays server-side: callers only learn that the chain did not answer.
    const message = 'Upstream RPC unavailable';
    return c.json(jsonRpcError({ id, code: JsonRpcErrorCode.internalError, message }), 502);
  }
}
