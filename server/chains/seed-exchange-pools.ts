import { erc20Abi, maxUint256, zeroAddress, type Address } from 'viem';
import type { TokenPrices } from '../data-api/read-token-prices.js';
import type { ServerToken } from '../server-chain.js';
import { DEPLOYER_GAS_RESERVE_WEI, EXCHANGE_POOLS, NATIVE_SYMBOL, poolSideAmount } from './exchange-spec.js';
import { topUpEther, topUpToken } from './top-up-dev-account.js';
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './uniswap-v2-abi.js';
import { waitForSuccess, type DevPublicClient, type DevWalletClient } from './wait-for-success.js';

export interface SeedExchangePoolsParameters {
  publicClient: DevPublicClient;
  /** Adds the liquidity and keeps the pool shares (the exchange's deployer, dev account #18). */
  deployer: DevWalletClient;
  /** Pays what the deployer lacks: DEV, and ether on a chain that spent it (dev account #0). */
  funder: DevWalletClient;
  factory: Address;
  router: Address;
  weth: Address;
  /** Every token a pool names besides the native coin: DEV and the exchange's own. */
  tokens: readonly ServerToken[];
  prices: TokenPrices;
}

/** One side of a pool; `token` is undefined for the native coin (WETH in the pair). */
interface PoolSide {
  symbol: string;
  token: Address | undefined;
  amount: bigint;
}

/**
 * Seeds each pool of EXCHANGE_POOLS that has no liquidity yet with POOL_SIDE_VALUE_USD a side at
 * the price table's ratio; pools that already hold liquidity are left as they are, so a second
 * run sends nothing.
 *
 * @example
 * await seedExchangePools({ publicClient, deployer, funder, factory, router, weth, tokens, prices });
 */
export async function seedExchangePools({
  publicClient,
  deployer,
  funder,
  factory,
  router,
  weth,
  tokens,
  prices,
}: SeedExchangePoolsParameters): Promise<void> {
  const sideOf = (symbol: string): PoolSide => {
    if (symbol === NATIVE_SYMBOL)
      return { symbol, token: undefined, amount: poolSideAmount({ symbol, decimals: 18, prices }) };
    const token = tokens.find((candidate) => candidate.symbol === symbol);
    if (!token) throw new Error(`The local exchange's pool names ${symbol}, which is not among its tokens`);
    return { symbol, token: token.address, amount: poolSideAmount({ symbol, decimals: token.decimals, prices }) };
  };
  const unseeded: Array<readonly [PoolSide, PoolSide]> = [];
  for (const [symbolA, symbolB] of EXCHANGE_POOLS) {
    const pool = [sideOf(symbolA), sideOf(symbolB)] as const;
    const pair = { tokenA: pool[0].token ?? weth, tokenB: pool[1].token ?? weth };
    if (!(await hasLiquidity({ publicClient, factory, ...pair }))) unseeded.push(pool);
  }
  if (unseeded.length === 0) return;

  const owner = deployer.account.address;
  const needs = new Map<Address | undefined, bigint>();
  for (const side of unseeded.flat()) needs.set(side.token, (needs.get(side.token) ?? 0n) + side.amount);
  await topUpEther({
    publicClient,
    funder,
    address: owner,
    minimum: (needs.get(undefined) ?? 0n) + DEPLOYER_GAS_RESERVE_WEI,
  });
  for (const [token, need] of needs) {
    if (!token) continue;
    await topUpToken({ publicClient, funder, token, address: owner, minimum: need });
    await approveRouter({ publicClient, deployer, token, router, need });
  }
  for (const pool of unseeded) await addLiquidity({ publicClient, deployer, router, pool });
}

async function hasLiquidity({
  publicClient,
  factory,
  tokenA,
  tokenB,
}: {
  publicClient: DevPublicClient;
  factory: Address;
  tokenA: Address;
  tokenB: Address;
}): Promise<boolean> {
  const pair = await publicClient.readContract({
    address: factory,
    abi: uniswapV2FactoryAbi,
    functionName: 'getPair',
    args: [tokenA, tokenB],
  });
  if (pair === zeroAddress) return false;
  const [reserve0, reserve1] = await publicClient.readContract({
    address: pair,
    abi: uniswapV2PairAbi,
    functionName: 'getReserves',
  });
  return reserve0 > 0n && reserve1 > 0n;
}

async function approveRouter({
  publicClient,
  deployer,
  token,
  router,
  need,
}: {
  publicClient: DevPublicClient;
  deployer: DevWalletClient;
  token: Address;
  router: Address;
  need: bigint;
}): Promise<void> {
  const allowance = await publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [deployer.account.address, router],
  });
  if (allowance >= need) return;
  const hash = await deployer.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'approve',
    args: [router, maxUint256],
  });
  await waitForSuccess({ publicClient, hash, label: `Approving the router for ${token}` });
}

async function addLiquidity({
  publicClient,
  deployer,
  router,
  pool: [sideA, sideB],
}: {
  publicClient: DevPublicClient;
  deployer: DevWalletClient;
  router: Address;
  pool: readonly [PoolSide, PoolSide];
}): Promise<void> {
  const to = deployer.account.address;
  const [first, second] = [sideA, sideB].filter((side): side is PoolSide & { token: Address } => Boolean(side.token));
  if (!first) throw new Error(`${sideA.symbol}/${sideB.symbol} has no token side`);
  // One token side: the other is the native coin. The router wraps it into WETH.
  const ether = sideA.token ? sideB : sideA;
  // The pool is new, so the amounts go in exactly (desired = minimum), and a dev chain needs no deadline.
  const hash = second
    ? await deployer.writeContract({
        address: router,
        abi: uniswapV2RouterAbi,
        functionName: 'addLiquidity',
        args: [first.token, second.token, first.amount, second.amount, first.amount, second.amount, to, maxUint256],
      })
    : await deployer.writeContract({
        address: router,
        abi: uniswapV2RouterAbi,
        functionName: 'addLiquidityETH',
        args: [first.token, first.amount, first.amount, ether.amount, to, maxUint256],
        value: ether.amount,
      });
  await waitForSuccess({ publicClient, hash, label: `Seeding the ${sideA.symbol}/${sideB.symbol} pool` });
}
