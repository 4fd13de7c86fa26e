import type { RpcProxyChain } from './routes/rpc-proxy.js';

/** An ERC-20 the data API reports balances and prices for. */
export interface ServerToken {
  address: `0x${string}`;
  name: string;
  symbol: string;
  decimals: number;
}

/**
 * An EVM chain the server serves: the RPC proxy forwards to `rpcUrl`; the data API reads the
 * native balance and the balances of `tokens` from it.
 */
export interface ServerChain extends RpcProxyChain {
  /** Drawn on its asset image (`/public/getAssetImage/eip155:{chainId}`). */
  name?: string;
  /** Defaults to Ether (ETH, 18 decimals). */
  nativeCurrency?: { name: string; symbol: string; decimals: number };
  tokens?: ServerToken[];
}

export const DEFAULT_NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;
