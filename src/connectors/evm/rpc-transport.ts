import { http, type HttpTransport } from 'viem';
import { RPC_BATCH_MAX_CALLS } from '../../core/constants.js';

export interface RpcTransportParameters {
  /** The chain's JSON-RPC URL (the RPC proxy, a custom URL or the network's own). */
  url: string;
  /** Retries of a failed request; viem's default (3) when absent. */
  retryCount?: number;
}

/**
 * The HTTP transport of every read the library sends to an RPC URL (SPEC §7 "RPC host … POST
 * text/plain"). viem sends `application/json`, which makes each cross-origin call a preflighted
 * request (an OPTIONS round trip before the POST); `text/plain` keeps it a simple request, one round
 * trip. Calls started in the same tick share one POST as a JSON-RPC batch.
 *
 * @example
 * const client = createClient({ transport: rpcTransport({ url: 'http://127.0.0.1:8545', retryCount: 1 }) });
 */
export function rpcTransport({ url, retryCount }: RpcTransportParameters): HttpTransport {
  return http(url, {
    // Ours override viem's Content-Type (viem/utils/rpc/http.ts merges the caller's headers last).
    fetchOptions: { headers: { 'Content-Type': 'text/plain' } },
    batch: { batchSize: RPC_BATCH_MAX_CALLS },
    ...(retryCount === undefined ? {} : { retryCount }),
  });
}
