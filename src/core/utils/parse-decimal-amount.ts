/**
 * Parses a decimal amount typed by a person ("0.5", "10", ".25") into base units, or undefined
 * when the text is not a plain non-negative decimal or has more fraction digits than `decimals`.
 *
 * @example
 * parseDecimalAmount({ value: '0.5', decimals: 18 }); // 500000000000000000n
 * parseDecimalAmount({ value: '1e3', decimals: 18 }); // undefined
 */
export function parseDecimalAmount({ value, decimals }: { value: string; decimals: number }): bigint | undefined {
  const text = value.trim();
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || text === '' || text === '.') return undefined;
  const whole = match[1] ?? '';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return undefined;
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}
