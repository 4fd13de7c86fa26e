/** How long the server waits for a Solana endpoint. */
const RPC_TIMEOUT_MS = 10_000;

/**
 * One JSON-RPC call to a Solana endpoint (the indexer and the data API read the cluster this way,
 * without web3.js's Connection and its retries). Throws on an error answer or a timeout.
 *
 * @example
 * await callSolanaRpc<{ value: number }>({ rpcUrl, method: 'getBalance', params: [address] });
 */
export async function callSolanaRpc<T>({
  rpcUrl,
  method,
  params,
}: {
  rpcUrl: string;
  method: string;
  params: unknown[];
}): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  });
  const body = (await response.json()) as { result?: T; error?: { message?: string } };
  if (body.error) throw new Error(`Solana ${method}: ${body.error.message ?? 'error'}`);
  return body.result as T;
}
