import { createPublicClient, custom, defineChain, type PublicClient } from 'viem';
import { rpcUrlFor } from '../../../../src/core/protocol/index.js';
import { bundlerUrlFor } from '../../../../src/core/protocol/smart-account-api.js';
import type { FrameContext } from '../../handlers/frame-context.js';
import { forwardRpc } from '../forward-rpc.js';

type ClientContext = Pick<FrameContext, 'projectId' | 'serverOrigin'>;

const baseUrlOf = (context: ClientContext) => context.serverOrigin ?? location.origin;

/**
 * A viem client for one EVM network that reads through the frame's own RPC proxy (forwardRpc, the
 * frame's one way to the chain), without retries: a revert is an answer, not a network hiccup.
 *
 * @example
 * const client = chainClientFor({ context, chainId: 'eip155:31337' });
 * await client.getCode({ address });
 */
export function chainClientFor({ context, chainId }: { context: ClientContext; chainId: string }): PublicClient {
  const rpcUrl = rpcUrlFor({ baseUrl: baseUrlOf(context), chainId, projectId: context.projectId });
  const id = Number(chainId.split(':')[1]);
  return createPublicClient({
    chain: defineChain({
      id,
      name: `Chain ${id}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    }),
    transport: custom({ request: ({ method, params }) => forwardRpc({ rpcUrl, method, params }) }, { retryCount: 0 }),
  });
}

/**
 * Sends one JSON-RPC call to the frame's own server's bundler for a network (bundlerUrlFor).
 *
 * @example
 * const receipt = await bundlerRpc({ context, chainId, method: 'eth_getUserOperationReceipt', params: [hash] });
 */
export function bundlerRpc({
  context,
  chainId,
  method,
  params,
}: {
  context: ClientContext;
  chainId: string;
  method: string;
  params: unknown;
}): Promise<unknown> {
  return forwardRpc({
    rpcUrl: bundlerUrlFor({ baseUrl: baseUrlOf(context), chainId, projectId: context.projectId }),
    method,
    params,
  });
}
