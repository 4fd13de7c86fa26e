import { InternalRpcError, toProviderRpcError } from '../../core/errors/provider-rpc-error.js';

/** A read that gets no answer by then fails (an unresponsive RPC must not hang a dapp's call). */
const READ_TIMEOUT_MS = 30_000;

/**
 * One JSON-RPC call to an RPC URL, the way the library's reads go (SPEC §7 "RPC host … POST
 * text/plain": a simple request, so a cross-origin RPC needs no preflight). Errors keep the node's
 * code; an HTTP failure is -32603 with the status in its details.
 *
 * @example
 * const block = await fetchJsonRpc({ url: 'http://127.0.0.1:8545', method: 'eth_blockNumber', params: [] });
 */
export async function fetchJsonRpc({
  url,
  method,
  params,
}: {
  url: string;
  method: string;
  params: unknown;
}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  if (!response.ok) throw new InternalRpcError({ details: `HTTP status code: ${response.status}` });
  const body = (await response.json()) as { result?: unknown; error?: unknown };
  if (body.error !== undefined) throw toProviderRpcError(body.error);
  return body.result;
}
