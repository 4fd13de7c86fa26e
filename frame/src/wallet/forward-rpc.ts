import type { ErrorType } from '../../../src/core/errors/error-type.js';
import { InvalidRequestError } from '../errors/invalid-request-error.js';

let nextId = 1;

/** What forwardRpc throws: the node's JSON-RPC error with its code, -32603 for an answer that is not JSON-RPC, or fetch's TypeError when the proxy cannot be reached. */
export type ForwardRpcErrorType = InvalidRequestError | ErrorType;

/**
 * Sends one JSON-RPC call to the chain through the frame's RPC proxy (a SPEC §6 "safe" read, an
 * estimate, a signed transaction) and returns its result; a JSON-RPC error keeps its code and message.
 *
 * @example
 * const balance = await forwardRpc({ rpcUrl, method: 'eth_getBalance', params: [address, 'latest'] });
 */
export async function forwardRpc({
  rpcUrl,
  method,
  params,
}: {
  rpcUrl: string;
  method: string;
  params: unknown;
}): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    // A simple request: same-origin in the app; a page of another origin (a test) needs no preflight.
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    credentials: 'omit',
  });
  const body = (await response.json().catch(() => undefined)) as
    { result?: unknown; error?: { code?: number; message?: string } } | undefined;
  if (body?.error)
    throw new InvalidRequestError({
      message: String(body.error.message ?? 'RPC error').slice(0, 512),
      code: typeof body.error.code === 'number' ? body.error.code : -32603,
    });
  if (!response.ok || !body || !('result' in body))
    throw new InvalidRequestError({ message: `HTTP status code: ${response.status}`, code: -32603 });
  return body.result;
}
