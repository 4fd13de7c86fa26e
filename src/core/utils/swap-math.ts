import { SLIPPAGE_TOLERANCE } from '../protocol/convert-api.js';
import { formatUnits } from '../utils/format-units.js';
import { SWAP_PRICE_IMPACT_WARNING, SWAP_PRICE_SIGNIFICANT_DIGITS } from '../controllers/swap-constants.js';

// The swap's arithmetic, on base units (bigint) so every figure the preview shows equals what the
// router returns; only the price and the dollar values are rounded for display.

/**
 * The least a swap may receive: `toAmount × (100 − slippage) / 100`, rounded down, as the server
 * builds `amountOutMin` (SPEC §9 "Swap slippage tolerance 1").
 * @example minimumReceived({ toAmount: 1000n }); // 990n
 */
export function minimumReceived({
  toAmount,
  slippage = SLIPPAGE_TOLERANCE,
}: {
  toAmount: bigint;
  slippage?: number;
}): bigint {
  const basisPoints = BigInt(Math.round((100 - slippage) * 100));
  return (toAmount * basisPoints) / 10_000n;
}

/**
 * How much of the target one whole source token buys at the quote, rounded to six significant digits.
 * @example swapPrice({ fromAmount: 10n ** 18n, fromDecimals: 18, toAmount: 1_995_000_000n, toDecimals: 6 }); // '1995'
 */
export function swapPrice({
  fromAmount,
  fromDecimals,
  toAmount,
  toDecimals,
}: {
  fromAmount: bigint;
  fromDecimals: number;
  toAmount: bigint;
  toDecimals: number;
}): string {
  if (fromAmount <= 0n) return '0';
  // Enough extra digits that six significant ones survive for any pair of decimals.
  const extra = 36;
  const scaled = (toAmount * 10n ** BigInt(fromDecimals + extra)) / (fromAmount * 10n ** BigInt(toDecimals));
  return roundSignificant({ value: formatUnits({ value: scaled, decimals: extra }) });
}

/**
 * A decimal string rounded (half up) to `digits` significant digits, without trailing zeros.
 * @example roundSignificant({ value: '1234.5678' }); // '1234.57'
 */
export function roundSignificant({
  value,
  digits = SWAP_PRICE_SIGNIFICANT_DIGITS,
}: {
  value: string;
  digits?: number;
}): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const all = `${whole}${fraction}`;
  const first = all.search(/[1-9]/);
  if (first === -1) return '0';
  const keep = first + digits;
  if (keep >= all.length) return trimFraction(value);
  let digitsKept = BigInt(all.slice(0, keep) || '0');
  if (Number(all[keep]) >= 5) digitsKept += 1n;
  // Back to the original scale, then drop the digits beyond `keep`.
  const text = formatUnits({
    value: digitsKept * 10n ** BigInt(Math.max(0, whole.length - keep)),
    decimals: Math.max(0, keep - whole.length),
  });
  return trimFraction(text);
}

function trimFraction(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** Whether a price impact (percent) deserves the warning: above 5 (issue 19). */
export function isHighPriceImpact(priceImpact: number | undefined): boolean {
  return priceImpact !== undefined && priceImpact > SWAP_PRICE_IMPACT_WARNING;
}

/**
 * A percentage for display, two decimals ("0.42%"); below 0.01 says so.
 * @example formatPercent(0.004); // '<0.01%'
 */
export function formatPercent(value: number): string {
  if (value > 0 && value < 0.01) return '<0.01%';
  return `${value.toFixed(2)}%`;
}

/**
 * A base-unit amount's dollar value at a USD price, or undefined without one.
 * @example usdValue({ value: 5n * 10n ** 17n, decimals: 18, price: 2000 }); // 1000
 */
export function usdValue({
  value,
  decimals,
  price,
}: {
  value: bigint;
  decimals: number;
  price: number | undefined;
}): number | undefined {
  if (price === undefined) return undefined;
  return Number(formatUnits({ value, decimals })) * price;
}
