import { parseEther, parseUnits } from 'viem';
import type { TokenPrices } from '../data-api/read-token-prices.js';

/** An ERC-20 the local exchange deploys (server/chains/contracts/DevErc20.sol); `supply` in whole tokens, minted to the deployer. */
export interface ExchangeTokenSpec {
  symbol: string;
  name: string;
  decimals: number;
  supply: bigint;
}

/** Deployed in this order, after WETH9, the factory and the router (the deployer's nonces 3 and 4). */
export const EXCHANGE_TOKENS = [
  // 6 decimals like USDC: the USD-like token prices are quoted against.
  { symbol: 'USDL', name: 'Local USD', decimals: 6, supply: 1_000_000_000n },
  { symbol: 'GLDL', name: 'Local Gold', decimals: 18, supply: 1_000_000n },
] as const satisfies readonly ExchangeTokenSpec[];

/** The chain's native coin in a pool: the router wraps it through WETH9. */
export const NATIVE_SYMBOL = 'ETH';

/**
 * The seeded pools. GLDL pairs only with ETH, so DEV → GLDL and USDL → GLDL are quoted through
 * WETH while the other pairs have a direct pool.
 */
export const EXCHANGE_POOLS = [
  ['ETH', 'DEV'],
  ['ETH', 'USDL'],
  ['DEV', 'USDL'],
  ['ETH', 'GLDL'],
] as const;

/**
 * USD value of each side of a seeded pool: deep enough that a dev account's whole balance moves
 * the price by a few percent, not more.
 */
export const POOL_SIDE_VALUE_USD = 300_000;

/** Ether the exchange's deployer keeps for gas beyond what goes into the pools (its deployments cost about 0.1 ETH at most). */
export const DEPLOYER_GAS_RESERVE_WEI = parseEther('10');

/**
 * How much of a token one pool side holds, in base units: {@link POOL_SIDE_VALUE_USD} at the price
 * of server/data/token-prices.json, so the pool's ratio is that table's price ratio.
 *
 * @example
 * poolSideAmount({ symbol: 'DEV', decimals: 18, prices }); // 600000n * 10n ** 18n at $0.50
 */
export function poolSideAmount({
  symbol,
  decimals,
  prices,
}: {
  symbol: string;
  decimals: number;
  prices: TokenPrices;
}): bigint {
  const price = prices.get(symbol.toUpperCase());
  if (!price) throw new Error(`The local exchange needs a price for ${symbol} in server/data/token-prices.json`);
  return parseUnits((POOL_SIDE_VALUE_USD / price).toFixed(decimals), decimals);
}
