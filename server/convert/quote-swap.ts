import type { Address } from 'viem';
import { ConvertNoQuoteReason } from '../../src/core/protocol/convert-api.js';
import { uniswapV2RouterAbi } from '../chains/uniswap-v2-abi.js';
import { isTransportError, nodeUnavailable } from './convert-refusal.js';
import type { PoolReserves } from './create-pool-reader.js';
import { priceImpactPercent } from './price-impact.js';
import type { SwapAsset, SwapChain } from './swap-chains.js';

/** The best route for an amount: what the router returns for it, and how far that is from the mid price. */
export interface SwapRoute {
  /** Router path: token addresses, WETH for the native coin. */
  path: Address[];
  /** `getAmountsOut(amount, path)`: the amount entering each hop, then the output. */
  amounts: bigint[];
  toAmount: bigint;
  /** Percent (price-impact.ts). */
  priceImpact: number;
}

export type QuoteSwapReturnType =
  { route: SwapRoute; reason?: never } | { route?: never; reason: ConvertNoQuoteReason };

export interface QuoteSwapParameters {
  swapChain: SwapChain;
  from: SwapAsset;
  to: SwapAsset;
  /** Base units of `from`, above 0. */
  amount: bigint;
  /** Every read at this block, so reserves and router agree. */
  blockNumber: bigint;
}

/**
 * Quotes a swap through the router's `getAmountsOut`: the direct pool, and the route through WETH
 * (unless one side is the native coin, whose direct pool is the WETH pool), answering the route
 * that returns more. A route is left out when a pool on it is missing (NO_POOL) or cannot fill the
 * amount (INSUFFICIENT_LIQUIDITY: an empty reserve, an amount entering a hop above that hop's input
 * reserve, or an output of 0). Throws a 502 refusal when the node does not answer.
 *
 * @example
 * const { route, reason } = await quoteSwap({ swapChain, from, to, amount: 10n ** 18n, blockNumber });
 */
export async function quoteSwap({
  swapChain,
  from,
  to,
  amount,
  blockNumber,
}: QuoteSwapParameters): Promise<QuoteSwapReturnType> {
  const { weth } = swapChain.swap;
  const paths: Address[][] = [[from.pathAddress, to.pathAddress]];
  if (from.pathAddress !== weth && to.pathAddress !== weth) paths.push([from.pathAddress, weth, to.pathAddress]);
  const results = await Promise.all(paths.map((path) => quotePath({ swapChain, path, amount, blockNumber })));
  const routes = results.flatMap((result) => (result.route ? [result.route] : []));
  const best = routes.reduce<SwapRoute | undefined>(
    (winner, route) => (!winner || route.toAmount > winner.toAmount ? route : winner),
    undefined,
  );
  if (best) return { route: best };
  const anyPool = results.some((result) => result.reason === ConvertNoQuoteReason.insufficientLiquidity);
  return { reason: anyPool ? ConvertNoQuoteReason.insufficientLiquidity : ConvertNoQuoteReason.noPool };
}

async function quotePath({
  swapChain,
  path,
  amount,
  blockNumber,
}: {
  swapChain: SwapChain;
  path: Address[];
  amount: bigint;
  blockNumber: bigint;
}): Promise<QuoteSwapReturnType> {
  const found = await Promise.all(
    path
      .slice(1)
      .map((tokenOut, index) => swapChain.pools.readReserves({ tokenIn: path[index]!, tokenOut, blockNumber })),
  );
  if (found.some((hop) => !hop)) return { reason: ConvertNoQuoteReason.noPool };
  const hops = found as PoolReserves[];
  const insufficient = { reason: ConvertNoQuoteReason.insufficientLiquidity } as const;
  if (hops.some((hop) => hop.reserveIn === 0n || hop.reserveOut === 0n) || amount > hops[0]!.reserveIn)
    return insufficient;
  let amounts: readonly bigint[];
  try {
    amounts = await swapChain.client.readContract({
      address: swapChain.swap.router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amount, path],
      blockNumber,
    });
  } catch (error) {
    // The router reverts (INSUFFICIENT_INPUT_AMOUNT, …) only for amounts no pool can take.
    if (isTransportError(error)) throw nodeUnavailable(error);
    return insufficient;
  }
  const toAmount = amounts[amounts.length - 1] ?? 0n;
  if (toAmount === 0n || amounts.some((entering, index) => index < hops.length && entering > hops[index]!.reserveIn))
    return insufficient;
  return {
    route: {
      path,
      amounts: [...amounts],
      toAmount,
      priceImpact: priceImpactPercent({ amountIn: amount, amountOut: toAmount, hops }),
    },
  };
}
