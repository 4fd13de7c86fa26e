/** The JSON-RPC 2.0 shapes the relay and the wallet exchange. */
export interface JsonRpcRequest {
  id: number;
  jsonrpc: '2.0';
  method: string;
  params: unknown;
}

export interface JsonRpcError {
  code: number;
  message: string;
  data?: unknown;
}

export type JsonRpcResponse =
  { id: number; jsonrpc: '2.0'; result: unknown } | { id: number; jsonrpc: '2.0'; error: JsonRpcError };

export type JsonRpcPayload = JsonRpcRequest | JsonRpcResponse;

let lastId = 0;

/**
 * A request id the way the protocol makes them: epoch milliseconds × 1000 plus three random
 * digits (wallets compare the time part to drop stale updates), and never the same twice here.
 *
 * @example
 * const id = nextPayloadId(); // e.g. 1700000000000123
 */
export function nextPayloadId(): number {
  lastId = Math.max(Date.now() * 1000 + Math.floor(Math.random() * 1000), lastId + 1);
  return lastId;
}

/** @example formatRequest({ id, method: 'wc_sessionPing', params: {} }) */
export function formatRequest({ id, method, params }: { id: number; method: string; params: unknown }): JsonRpcRequest {
  return { id, jsonrpc: '2.0', method, params };
}

/** @example formatResult({ id, result: true }) */
export function formatResult({ id, result }: { id: number; result: unknown }): JsonRpcResponse {
  return { id, jsonrpc: '2.0', result };
}

/** @example formatError({ id, error: { code: -32601, message: 'Method not found' } }) */
export function formatError({ id, error }: { id: number; error: JsonRpcError }): JsonRpcResponse {
  return { id, jsonrpc: '2.0', error };
}

/** Reads one parsed JSON value as a request or a response, or undefined when it is neither. */
export function toJsonRpcPayload(value: unknown): JsonRpcPayload | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const payload = value as Record<string, unknown>;
  if (typeof payload.id !== 'number' && typeof payload.id !== 'string') return undefined;
  const id = Number(payload.id);
  if (typeof payload.method === 'string') return { id, jsonrpc: '2.0', method: payload.method, params: payload.params };
  // The error object goes on as it came: toProviderRpcError reads whatever code and message it has.
  if (typeof payload.error === 'object' && payload.error !== null)
    return { id, jsonrpc: '2.0', error: payload.error as JsonRpcError };
  return 'result' in payload ? { id, jsonrpc: '2.0', result: payload.result } : undefined;
}
