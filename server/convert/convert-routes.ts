import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import { requireProject } from '../directory/require-project.js';
import type { RpcProxyNetwork } from '../routes/rpc-proxy.js';
import type { ServerChain } from '../server-chain.js';
import { convertBuildRoutes } from './convert-build-routes.js';
import { convertReadRoutes } from './convert-read-routes.js';
import { createSwapChains } from './swap-chains.js';

export interface ConvertRoutesParameters {
  database: Database.Database;
  /** The chains with `swap` are the ones the API serves (SPEC §5 "supported network"). */
  chains: readonly ServerChain[];
  /** Non-EVM networks (the local Solana cluster): gas-price answers for them, nothing else does. */
  networks?: readonly RpcProxyNetwork[];
  /** Server clock in ms, for the swap deadline (tests move it). */
  now?: () => number;
}

/**
 * The swap API (SPEC §7 `/v1/convert/*`, issue 19; shapes and codes in core/protocol/convert-api.ts,
 * README "Swaps"), over each chain's Uniswap V2 exchange (`ServerChain.swap`). Every call needs
 * `?projectId` (build-transaction: or in its body). Amounts are base-unit integer strings, tokens
 * CAIP-10 (the native coin `0xeeee…eeee`):
 * - `GET /v1/convert/networks` → `{ networks: caip2[] }`: the chains with an exchange,
 * - `GET /v1/convert/tokens?chainId` → `{ tokens }`: the native coin and the configured tokens in a pool,
 * - `GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice` → `{ quotes: [quote] }` from
 *   `getAmountsOut`, the better of the direct pool and the route through WETH; `{ quotes: [], reason }`
 *   when no pool can fill the amount,
 * - `GET /v1/convert/allowance?tokenAddress&userAddress` → `{ allowance }` for the router,
 * - `GET /v1/convert/gas-price?chainId` → `{ standard, fast, instant }` (Solana: one estimate),
 * - `GET /v1/convert/build-approve?userAddress&from&to&amount` → `{ tx }`: approve(router, amount),
 * - `POST /v1/convert/build-transaction` `{ amount, userAddress, from, to, eip155: { slippage }, disableEstimate }`
 *   → `{ tx, quote }`: the router's swap call.
 * Refusals are `{ error, code }`: 400 NETWORK_NOT_SUPPORTED ('Network not supported for Gas Price or
 * Swaps'), INVALID_PARAMETER, INVALID_BODY, INVALID_PAIR, INSUFFICIENT_LIQUIDITY, GAS_ESTIMATE_FAILED;
 * 502 NODE_UNAVAILABLE; and the project check's 400/401.
 *
 * @example
 * app.route('/', convertRoutes({ database, chains }));
 */
export function convertRoutes({ database, chains, networks = [], now = Date.now }: ConvertRoutesParameters): Hono {
  const swapChains = createSwapChains({ chains });
  const project = requireProject({ database });
  return new Hono()
    .route('/', convertReadRoutes({ swapChains, networks, project, now }))
    .route('/', convertBuildRoutes({ database, swapChains, project, now }));
}
