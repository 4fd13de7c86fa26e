/** Percent, rounded to this many decimals: finer is noise next to the 0.3 % fee. */
const IMPACT_DECIMALS = 4;
const SCALE = 10n ** 12n;

export interface PriceImpactParameters {
  amountIn: bigint;
  /** What the route returns for `amountIn` (the router's `getAmountsOut`, fees included). */
  amountOut: bigint;
  /** Each hop's reserves before the swap, in route order. */
  hops: ReadonlyArray<{ reserveIn: bigint; reserveOut: bigint }>;
}

/**
 * How much less than the pools' mid price a swap receives, in percent: `1 − amountOut / midOut`
 * with `midOut = amountIn × Π reserveOut / Π reserveIn`. It includes the 0.3 % fee of each hop, so
 * a tiny swap through one pool shows 0.3.
 *
 * @example
 * priceImpactPercent({ amountIn: 1n, amountOut: 0n, hops: [{ reserveIn: 10n, reserveOut: 10n }] }); // 100
 */
export function priceImpactPercent({ amountIn, amountOut, hops }: PriceImpactParameters): number {
  const reservesIn = hops.reduce((product, hop) => product * hop.reserveIn, 1n);
  const reservesOut = hops.reduce((product, hop) => product * hop.reserveOut, 1n);
  const denominator = amountIn * reservesOut;
  if (denominator === 0n) return 0;
  // amountOut / midOut, scaled: exact integer maths until the last step.
  const received = (amountOut * reservesIn * SCALE) / denominator;
  const impact = 100 - (Number(received) / Number(SCALE)) * 100;
  const factor = 10 ** IMPACT_DECIMALS;
  return Math.max(0, Math.round(impact * factor) / factor);
}
