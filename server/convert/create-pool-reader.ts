import { zeroAddress, type Address, type PublicClient } from 'viem';
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from '../chains/uniswap-v2-abi.js';

/** A pool's reserves, ordered as asked: what goes in, what comes out. */
export interface PoolReserves {
  pair: Address;
  reserveIn: bigint;
  reserveOut: bigint;
}

export interface PoolReader {
  /**
   * The reserves of the `tokenIn`/`tokenOut` pool at `blockNumber` (latest without), or undefined
   * when the factory has no such pair. Throws what the node throws.
   */
  readReserves(parameters: {
    tokenIn: Address;
    tokenOut: Address;
    blockNumber?: bigint;
  }): Promise<PoolReserves | undefined>;
}

/**
 * Reads Uniswap V2 pools through one factory. A pair's address never changes once created, so
 * found pairs are remembered; a missing pair is asked again next time (it may be created).
 *
 * @example
 * const pools = createPoolReader({ client, factory });
 * const pool = await pools.readReserves({ tokenIn: weth, tokenOut: usdl });
 */
export function createPoolReader({ client, factory }: { client: PublicClient; factory: Address }): PoolReader {
  const pairs = new Map<string, Address>();
  async function findPair(tokenA: Address, tokenB: Address, blockNumber?: bigint): Promise<Address | undefined> {
    const key = [tokenA.toLowerCase(), tokenB.toLowerCase()].sort().join(':');
    const known = pairs.get(key);
    if (known) return known;
    const pair = await client.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [tokenA, tokenB],
      ...(blockNumber === undefined ? {} : { blockNumber }),
    });
    if (pair === zeroAddress) return undefined;
    pairs.set(key, pair);
    return pair;
  }
  return {
    async readReserves({ tokenIn, tokenOut, blockNumber }) {
      const pair = await findPair(tokenIn, tokenOut, blockNumber);
      if (!pair) return undefined;
      const [reserve0, reserve1] = await client.readContract({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: 'getReserves',
        ...(blockNumber === undefined ? {} : { blockNumber }),
      });
      // UniswapV2Factory sorts a pair's tokens by address: token0 is the lower one.
      const inIsToken0 = BigInt(tokenIn) < BigInt(tokenOut);
      return {
        pair,
        reserveIn: inIsToken0 ? reserve0 : reserve1,
        reserveOut: inIsToken0 ? reserve1 : reserve0,
      };
    },
  };
}
