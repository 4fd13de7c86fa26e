import { assertSeed, readSeedFile, seedFiles } from '../db/seed-files.js';

/** USD per whole token, by upper-case symbol. */
export type TokenPrices = ReadonlyMap<string, number>;

/**
 * The data API's price table (server/data/token-prices.json). Local tokens have no market, so
 * prices are configuration; a symbol missing from the table is priced 0.
 *
 * @example
 * readTokenPrices().get('ETH'); // 3000
 */
export function readTokenPrices({ url = seedFiles.tokenPrices }: { url?: URL } = {}): TokenPrices {
  const { json } = readSeedFile({ url });
  const { currency, prices } = json as { currency?: unknown; prices?: unknown };
  assertSeed(currency === 'usd', url, 'currency must be "usd"');
  assertSeed(prices && typeof prices === 'object', url, 'expected prices: {SYMBOL: number}');
  const entries = Object.entries(prices as Record<string, unknown>);
  for (const [symbol, price] of entries) {
    assertSeed(
      typeof price === 'number' && Number.isFinite(price) && price >= 0,
      url,
      `${symbol}: price must be a number ≥ 0`,
    );
  }
  return new Map(entries.map(([symbol, price]) => [symbol.toUpperCase(), price as number]));
}
