/**
 * Base units as a plain decimal string without trailing zeros (the inverse of parseDecimalAmount).
 *
 * @example
 * formatUnits({ value: 21000000000000n, decimals: 18 }); // '0.000021'
 */
export function formatUnits({ value, decimals }: { value: bigint; decimals: number }): string {
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  const base = 10n ** BigInt(decimals);
  const fraction = (absolute % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  const text = fraction ? `${absolute / base}.${fraction}` : String(absolute / base);
  return negative ? `-${text}` : text;
}
