import { isProxiedRpcMethod } from './rpc-proxy-methods.js';
import { JsonRpcErrorCode, jsonRpcError, type JsonRpcErrorBody, type JsonRpcId } from './json-rpc-error.js';

export interface SplitRpcCallsParameters {
  /** The calls of one request (a single request is a list of one). */
  calls: readonly unknown[];
  /** The CAIP-2 namespace of the network asked for (`eip155`, `solana`). */
  namespace: string;
}

export interface SplitRpcCallsReturnType {
  /** Calls to send to the node, as they came. */
  forward: unknown[];
  /** The answers for the others: -32601 for a method the proxy does not forward, -32600 for a call that is not one. */
  refused: JsonRpcErrorBody[];
}

/**
 * Sorts calls into those the proxy forwards (rpc-proxy-methods.ts) and the refusals it answers
 * itself, so a refused method never reaches the node, even inside a batch.
 *
 * @example
 * splitRpcCalls({ calls: [{ jsonrpc: '2.0', id: 1, method: 'hardhat_setBalance' }], namespace: 'eip155' }).refused;
 * // [{ jsonrpc: '2.0', id: 1, error: { code: -32601, message: 'Method not found: hardhat_setBalance' } }]
 */
export function splitRpcCalls({ calls, namespace }: SplitRpcCallsParameters): SplitRpcCallsReturnType {
  const forward: unknown[] = [];
  const refused: JsonRpcErrorBody[] = [];
  for (const call of calls) {
    const { id, method } = (call && typeof call === 'object' && !Array.isArray(call) ? call : {}) as {
      id?: unknown;
      method?: unknown;
    };
    const echoId: JsonRpcId = typeof id === 'string' || typeof id === 'number' ? id : null;
    if (typeof method !== 'string')
      refused.push(jsonRpcError({ id: echoId, code: JsonRpcErrorCode.invalidRequest, message: 'Invalid Request' }));
    else if (!isProxiedRpcMethod({ namespace, method }))
      refused.push(
        jsonRpcError({
          id: echoId,
          code: JsonRpcErrorCode.methodNotFound,
          message: `Method not found: ${method.slice(0, 64)}`,
        }),
      );
    else forward.push(call);
  }
  return { forward, refused };
}
