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
  /** ERC-4337 on this chain (issue 17): `POST /v1/bundler?chainId=eip155:{id}` serves these entry points. */
  accountAbstraction?: ServerAccountAbstraction;
}

/** The bundler's setup on one chain (server/bundler/). */
export interface ServerAccountAbstraction {
  /** EntryPoint addresses served, v0.7 first (the canonical 0x0000000071727De22E5E9d8BAf0edAc6f37da032). */
  entryPoints: `0x${string}`[];
  /** The smart-account factory the embedded wallet derives its account from (LocalAccountFactory, viem's toSoladySmartAccount); without it the chain has a bundler but no embedded smart account. */
  accountFactory?: `0x${string}`;
  /** The key that sends `handleOps` and receives the fees (a funded dev account locally). */
  bundlerPrivateKey: `0x${string}`;
}

export const DEFAULT_NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;
