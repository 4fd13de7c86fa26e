import { createPublicClient, http, type PublicClient } from 'viem';
import type { ServerChain } from '../server-chain.js';

/** How long the data API waits for a chain before answering 502. */
const CHAIN_TIMEOUT_MS = 10_000;

export interface ChainClient {
  chain: ServerChain;
  client: PublicClient;
}

/**
 * One viem public client per served chain, by chain id; made once per app.
 *
 * @example
 * createChainClients({ chains }).get(31337)?.client.getBlockNumber();
 */
export function createChainClients({ chains }: { chains: readonly ServerChain[] }): ReadonlyMap<number, ChainClient> {
  return new Map(
    chains.map((chain) => {
      const transport = http(chain.rpcUrl, { timeout: CHAIN_TIMEOUT_MS, retryCount: 0 });
      return [chain.chainId, { chain, client: createPublicClient({ transport }) as PublicClient }];
    }),
  );
}

/**
 * The token image URL the data API puts in `iconUrl`: absolute, on this server, with the project
 * id the image route requires.
 *
 * @example
 * tokenIconUrl({ requestUrl: c.req.url, projectId, symbol: 'ETH' });
 */
export function tokenIconUrl({
  requestUrl,
  projectId,
  symbol,
}: {
  requestUrl: string;
  projectId: string;
  symbol: string;
}): string {
  const { origin } = new URL(requestUrl);
  return `${origin}/public/getTokenImage/${encodeURIComponent(symbol)}?projectId=${encodeURIComponent(projectId)}`;
}
