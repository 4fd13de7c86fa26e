// SHIM — JSON-RPC 2.0 framing for the local Solana endpoint (single requests and batches).
import type { SolanaRpcMethod } from './create-solana-rpc-methods.js';
import { SolanaRpcError } from './solana-rpc-error.js';

type Id = string | number | null;
export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: Id; result: unknown }
  | { jsonrpc: '2.0'; id: Id; error: { code: number; message: string; data?: unknown } };

/**
 * Answers a parsed request body: an object gives one response, an array gives an array.
 *
 * @example
 * handleSolanaJsonRpc({ body: { jsonrpc: '2.0', id: 1, method: 'getSlot' }, methods }); // { jsonrpc, id: 1, result: 0 }
 */
export function handleSolanaJsonRpc({
  body,
  methods,
}: {
  body: unknown;
  methods: Readonly<Record<string, SolanaRpcMethod>>;
}): JsonRpcResponse | JsonRpcResponse[] {
  if (Array.isArray(body)) {
    if (body.length === 0)
      return errorResponse({ id: null, error: new SolanaRpcError({ code: -32600, message: 'Invalid request' }) });
    return body.map((request) => handleOne({ request, methods }));
  }
  return handleOne({ request: body, methods });
}

function handleOne({
  request,
  methods,
}: {
  request: unknown;
  methods: Readonly<Record<string, SolanaRpcMethod>>;
}): JsonRpcResponse {
  const {
    id = null,
    method,
    params = [],
    jsonrpc,
  } = (typeof request === 'object' && request !== null ? request : {}) as Record<string, unknown>;
  const safeId: Id = typeof id === 'string' || typeof id === 'number' ? id : null;
  if (jsonrpc !== '2.0' || typeof method !== 'string')
    return errorResponse({ id: safeId, error: new SolanaRpcError({ code: -32600, message: 'Invalid request' }) });
  const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
  if (!handler) return errorResponse({ id: safeId, error: SolanaRpcError.methodNotFound(method) });
  if (!Array.isArray(params))
    return errorResponse({ id: safeId, error: SolanaRpcError.invalidParams('Invalid params: expected an array') });
  try {
    return { jsonrpc: '2.0', id: safeId, result: handler(params) };
  } catch (error) {
    return errorResponse({ id: safeId, error });
  }
}

/** A JSON-RPC error response; anything but a {@link SolanaRpcError} becomes -32603. */
export function errorResponse({ id, error }: { id: Id; error: unknown }): JsonRpcResponse {
  if (error instanceof SolanaRpcError) {
    return {
      jsonrpc: '2.0',
      id,
      error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) },
    };
  }
  return {
    jsonrpc: '2.0',
    id,
    error: { code: -32603, message: `Internal error: ${error instanceof Error ? error.message : String(error)}` },
  };
}
