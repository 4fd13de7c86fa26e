// The frames the relay sends. Answers are built as text so the request's id goes back exactly as
// it came (read-json-rpc-id.ts); everything else is JSON.stringify'd.
import type { RelayRpcError } from './relay-rpc-error.js';

/**
 * A JSON-RPC result for the request whose id text is `idText`.
 *
 * @example
 * formatRelayResult({ idText: '1712345678901234567', result: true }); // '{"id":1712345678901234567,"jsonrpc":"2.0","result":true}'
 */
export function formatRelayResult({ idText, result }: { idText: string; result: unknown }): string {
  return `{"id":${idText},"jsonrpc":"2.0","result":${JSON.stringify(result)}}`;
}

/**
 * A JSON-RPC error; `idText` is 'null' when the request's id could not be read.
 *
 * @example
 * formatRelayError({ idText: '7', error: RelayRpcError.methodNotFound() });
 */
export function formatRelayError({ idText, error }: { idText: string; error: RelayRpcError }): string {
  return `{"id":${idText},"jsonrpc":"2.0","error":${JSON.stringify({ code: error.code, message: error.message })}}`;
}

/** One message as the relay hands it to a client (irn_subscription data, irn_batchFetchMessages). */
export interface RelayMessageData {
  topic: string;
  message: string;
  /** Unix time in milliseconds. */
  publishedAt: number;
  tag: number;
  attestation?: string;
}

/**
 * An `irn_subscription` push; the client acknowledges it with `result: true` under the same id.
 *
 * @example
 * formatRelayPush({ id: 1, subscriptionId, data: { topic, message, publishedAt, tag: 1100 } });
 */
export function formatRelayPush({
  id,
  subscriptionId,
  data,
}: {
  id: number;
  subscriptionId: string;
  data: RelayMessageData;
}): string {
  return JSON.stringify({ id, jsonrpc: '2.0', method: 'irn_subscription', params: { id: subscriptionId, data } });
}
