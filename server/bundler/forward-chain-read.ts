import { BundlerRpcError } from './bundler-error.js';
import { NodeRpcError, type NodeRpc } from './node-rpc.js';

/**
 * Chain reads viem's bundler client makes on the bundler's URL when it has no public `client`
 * (prepareUserOperation's fee estimate: the latest block, then the priority fee). Both bundler
 * kinds answer them from the chain's own node, so an upstream bundler need not.
 */
export const CHAIN_READ_METHODS: ReadonlySet<string> = new Set(['eth_getBlockByNumber', 'eth_maxPriorityFeePerGas']);

/**
 * Forwards one of {@link CHAIN_READ_METHODS} to the node; the node's refusal keeps its code and message.
 *
 * @example
 * const block = await forwardChainRead({ node, method: 'eth_getBlockByNumber', params: ['latest', false] });
 */
export async function forwardChainRead({
  node,
  method,
  params,
}: {
  node: NodeRpc;
  method: string;
  params: unknown[];
}): Promise<unknown> {
  try {
    return await node.request({ method, params });
  } catch (error) {
    if (!(error instanceof NodeRpcError)) throw error;
    throw new BundlerRpcError({ code: error.code, message: error.message });
  }
}
