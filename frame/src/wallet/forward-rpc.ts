import { InvalidRequestError } from '../approval/describe-evm-request.js';

/**
 * The frame's RPC URL for a network: its own server's RPC proxy (SPEC §7 "RPC host"), the only
 * network host the frame's CSP lets it reach (`connect-src 'self'`).
 *
 * @example
 * frameRpcUrl({ chainId: 'eip155:31337', projectId: 'demo-project' }); // 'http://127.0.0.1:8787/v1/?chainId=eip155%3A31337&projectId=demo-project'
 */
export function frameRpcUrl({ chainId, projectId, origin = location.origin }: { chainId: string; projectId: string; origin?: string | undefined }): string {
  return `${origin}/v1/?${new URLSearchParams({ chainId, projectId })}`;
}

let nextId = 1;

/**
 * Sends one JSON-RPC call to the chain through the frame's RPC proxy (a SPEC §6 "safe" read, an
 * estimate, a signed transaction) and returns its result; a JSON-RPC error keeps its code and message.
 *
 * @example
 * const balance = await forwardRpc({ rpcUrl, method: 'eth_getBalance', params: [address, 'latest'] });
 */
export async function forwardRpc({ rpcUrl, method, params }: { rpcUrl: string; method: string; params: unknown }): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    // A simple request: same-origin in the app; a page of another origin (a test) needs no preflight.
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params: params ?? [] }),
    credentials: 'omit',
  });
  const body = (await response.json().catch(() => undefined)) as { result?: unknown; error?: { code?: number; message?: string } } | undefined;
  if (body?.error) throw new InvalidRequestError(String(body.error.message ?? 'RPC error').slice(0, 512), typeof body.error.code === 'number' ? body.error.code : -32603);
  if (!response.ok || !body || !('result' in body)) throw new InvalidRequestError(`HTTP status code: ${response.status}`, -32603);
  return body.result;
}
