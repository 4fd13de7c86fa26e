import { rpcUrlFor } from '../protocol/rpc-url-for.js';
import type { Network } from '../types/network.js';

export interface ResolveRpcUrlParameters {
  network: Network;
  projectId: string;
  /** Base URL of the RPC proxy (SPEC §7 "RPC host"). */
  rpcProxyUrl?: string;
  /** The dapp's own RPC URLs by CAIP-2 id; they win and are never overridden. */
  customRpcUrls?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Picks the URL for chain reads: the dapp's custom URL, else the RPC proxy, else the network's own.
 * @example resolveRpcUrl({ network, projectId: 'p', rpcProxyUrl: 'http://127.0.0.1:8787' })
 * // 'http://127.0.0.1:8787/v1/?chainId=eip155%3A31337&projectId=p'
 */
export function resolveRpcUrl({ network, projectId, rpcProxyUrl, customRpcUrls }: ResolveRpcUrlParameters): string {
  const custom = customRpcUrls?.[network.caipNetworkId]?.[0];
  if (custom) return custom;
  if (rpcProxyUrl) return rpcUrlFor({ baseUrl: rpcProxyUrl, chainId: network.caipNetworkId, projectId });
  const own = network.rpcUrls.default.http[0];
  if (!own) throw new Error(`No RPC URL for ${network.caipNetworkId}`);
  return own;
}
