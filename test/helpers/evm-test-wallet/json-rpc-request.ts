import { ProviderRpcError } from './provider-rpc-error.js';

let nextId = 1;

/**
 * Sends one JSON-RPC 2.0 request over HTTP and returns its `result`.
 * A JSON-RPC error becomes a {@link ProviderRpcError} with the node's code, message and data.
 */
export async function jsonRpcRequest({
  url,
  method,
  params = [],
}: {
  url: string;
  method: string;
  params?: unknown;
}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    });
  } catch (cause) {
    // MetaMask reports an unreachable RPC as an internal error, not as a disconnect.
    throw ProviderRpcError.internal({ message: `Could not reach ${url}: ${String(cause)}` });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw ProviderRpcError.internal({ message: `RPC at ${url} answered HTTP ${response.status} without JSON` });
  }
  if (!isObject(body)) throw ProviderRpcError.internal({ message: `RPC at ${url} answered a non-object` });
  const { error } = body;
  if (isObject(error)) {
    const code = typeof error.code === 'number' ? error.code : -32603;
    const message = typeof error.message === 'string' ? error.message : 'Internal JSON-RPC error.';
    throw new ProviderRpcError({ code, message, data: error.data });
  }
  if (!('result' in body))
    throw ProviderRpcError.internal({ message: `RPC at ${url} answered HTTP ${response.status} without result` });
  return body.result;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
