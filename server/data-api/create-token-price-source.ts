import { getAddress, type Address } from 'viem';
import { createPoolReader, type PoolReader } from '../convert/create-pool-reader.js';
import { DEFAULT_NATIVE_CURRENCY, type ServerChain } from '../server-chain.js';
import { createChainClients } from './create-chain-clients.js';
import type { TokenPrices } from './read-token-prices.js';

/**
 * The one price source of the server (issue 19): the fungible price API, the balances' `price` and
 * `value`, and the swap preview all read it, so they agree with the quotes.
 */
export interface TokenPriceSource {
  /**
   * USD per whole token on one chain, by upper-case symbol. Throws when the chain's node does not
   * answer (the callers answer 502).
   */
  pricesOf(parameters: { chainId: number }): Promise<TokenPrices>;
}

export interface CreateTokenPriceSourceParameters {
  chains: readonly ServerChain[];
  /** server/data/token-prices.json: the prices of chains without an exchange, and of tokens without a pool. */
  table: TokenPrices;
}

/** Digits kept when a reserve ratio becomes a number: well below what a price shows. */
const RATIO_SCALE = 10n ** 18n;

/** A price as an exact fraction until the end, so pools seeded at $3000 answer exactly 3000. */
interface Ratio {
  numerator: bigint;
  denominator: bigint;
}

/**
 * Prices from the pools of a chain whose `swap` names a `usdToken`: that token is $1, another
 * token's price is its pool's reserve ratio against it, or else against WETH times WETH's price
 * (the mid price, without fee or impact); the native coin is priced as WETH. Tokens without a pool,
 * and chains without an exchange, keep the table's price. Read live on each call: a swap moves them.
 *
 * @example
 * const source = createTokenPriceSource({ chains, table: readTokenPrices() });
 * (await source.pricesOf({ chainId: 31337 })).get('ETH'); // 3000 on a fresh dev chain
 */
export function createTokenPriceSource({ chains, table }: CreateTokenPriceSourceParameters): TokenPriceSource {
  const priced = chains.filter((chain) => chain.swap?.usdToken);
  const readers = new Map(
    [...createChainClients({ chains: priced }).values()].map(({ chain, client }) => [
      chain.chainId,
      { chain, pools: createPoolReader({ client, factory: chain.swap!.factory }) },
    ]),
  );
  return {
    async pricesOf({ chainId }) {
      const reader = readers.get(chainId);
      return reader ? readPoolPrices({ ...reader, table }) : table;
    },
  };
}

async function readPoolPrices({
  chain,
  pools,
  table,
}: {
  chain: ServerChain;
  pools: PoolReader;
  table: TokenPrices;
}): Promise<TokenPrices> {
  const { weth } = chain.swap!;
  const usd = getAddress(chain.swap!.usdToken!);
  const tokens = chain.tokens ?? [];
  const decimalsOf = (address: Address) =>
    tokens.find((token) => getAddress(token.address) === address)?.decimals ?? DEFAULT_NATIVE_CURRENCY.decimals;
  const usdDecimals = decimalsOf(usd);
  // Whole-token price of `token` in units of `quote`: (reserveQuote / 10^dq) / (reserveToken / 10^dt).
  async function ratioAgainst(token: Address, quote: Address, quoteDecimals: number): Promise<Ratio | undefined> {
    const pool = await pools.readReserves({ tokenIn: token, tokenOut: quote });
    if (!pool || pool.reserveIn === 0n || pool.reserveOut === 0n) return undefined;
    return {
      numerator: pool.reserveOut * 10n ** BigInt(decimalsOf(token)),
      denominator: pool.reserveIn * 10n ** BigInt(quoteDecimals),
    };
  }
  const wethPrice = await ratioAgainst(weth, usd, usdDecimals);
  async function priceOf(token: Address): Promise<Ratio | undefined> {
    if (token === usd) return { numerator: 1n, denominator: 1n };
    const direct = await ratioAgainst(token, usd, usdDecimals);
    if (direct || !wethPrice || token === weth) return direct;
    const inWeth = await ratioAgainst(token, weth, DEFAULT_NATIVE_CURRENCY.decimals);
    return (
      inWeth && {
        numerator: inWeth.numerator * wethPrice.numerator,
        denominator: inWeth.denominator * wethPrice.denominator,
      }
    );
  }
  const prices = new Map(table);
  const native = chain.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY;
  if (wethPrice) prices.set(native.symbol.toUpperCase(), toNumber(wethPrice));
  const tokenPrices = await Promise.all(tokens.map((token) => priceOf(getAddress(token.address))));
  tokens.forEach((token, index) => {
    const price = tokenPrices[index];
    if (price) prices.set(token.symbol.toUpperCase(), toNumber(price));
  });
  return prices;
}

function toNumber({ numerator, denominator }: Ratio): number {
  return Number((numerator * RATIO_SCALE) / denominator) / Number(RATIO_SCALE);
}
