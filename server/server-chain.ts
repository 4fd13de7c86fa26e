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
  /** A Uniswap V2 exchange on this chain (issue 19): without it `/v1/convert/*` answers "Network not supported for Gas Price or Swaps". */
  swap?: ServerSwap;
}

/**
 * A Uniswap V2 deployment the swap API (server/convert/) quotes and builds transactions against.
 * The tokens it offers are the chain's native coin and its `tokens` that have a pool.
 */
export interface ServerSwap {
  /** UniswapV2Router02: `getAmountsOut`, `swapExact*`; users approve it. */
  router: `0x${string}`;
  /** UniswapV2Factory: `getPair`, to find pools and read their reserves. */
  factory: `0x${string}`;
  /** The router's wrapped native coin (WETH9): native coin in a path, and the hop of indirect routes. */
  weth: `0x${string}`;
  /**
   * A USD-like token (one of `tokens`): prices on this chain are the pools' reserve ratios against it,
   * directly or through WETH (server/data-api/create-token-price-source.ts). Without it prices come from the table.
   */
  usdToken?: `0x${string}`;
}

/**
 * ERC-4337 on one chain: the built-in bundler (server/bundler/create-chain-bundler.ts, "unsafe
 * mode", for local chains and tests) or an upstream ERC-4337 bundler that `/v1/bundler` forwards
 * to (create-upstream-bundler.ts), since the wallet frame may reach its own server only (CSP).
 */
export type ServerAccountAbstraction = BuiltInBundlerSetup | UpstreamBundlerSetup;

interface AccountAbstractionSetup {
  /**
   * EntryPoint addresses served, v0.7 first (the canonical 0x0000000071727De22E5E9d8BAf0edAc6f37da032):
   * the embedded wallet's account uses the first. Operations for any other entry point are refused.
   */
  entryPoints: `0x${string}`[];
  /** The smart-account factory the embedded wallet derives its account from (LocalAccountFactory, viem's toSoladySmartAccount); without it the chain has a bundler but no embedded smart account. */
  accountFactory?: `0x${string}`;
}

/** The bundler inside this server: it simulates and sends `handleOps` itself. */
export interface BuiltInBundlerSetup extends AccountAbstractionSetup {
  /** The key that sends `handleOps` and receives the fees (a funded dev account locally). */
  bundlerPrivateKey: `0x${string}`;
  bundlerUrl?: never;
}

/** Any ERC-4337 bundler, reached by the server: only the ERC-4337 methods are forwarded to it. */
export interface UpstreamBundlerSetup extends AccountAbstractionSetup {
  /** The bundler's JSON-RPC URL (https, or http on loopback); it may hold an API key, so it never leaves the server. */
  bundlerUrl: string;
  bundlerPrivateKey?: never;
}

/**
 * Whether a chain's bundler is an upstream one.
 *
 * @example
 * if (isUpstreamBundler(chain.accountAbstraction)) createUpstreamBundler({ ... });
 */
export function isUpstreamBundler(setup: ServerAccountAbstraction): setup is UpstreamBundlerSetup {
  return typeof setup.bundlerUrl === 'string';
}

export const DEFAULT_NATIVE_CURRENCY = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;
