import { BALANCE_DISPLAY_DECIMALS } from '../constants.js';

export type FormatBalanceParameters = {
  /** A decimal amount (`'1.5'`, `1.5`, `'1.5e-3'`); anything else shows as zero. */
  value: string | number | null | undefined;
  /** Decimals shown. Defaults to 3 (SPEC §9 "Amounts 3 decimals"). */
  decimals?: number | undefined;
};

// sign, integer digits, fraction digits, exponent. The exponent is capped at 4 digits so that a
// hostile '1e999999999' cannot make us build a gigabyte of zeros.
const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d{1,4}))?$/i;

/**
 * Formats an amount for display (SPEC §5 "Balance display floors to 3 decimals, 0.000 for
 * non-numeric"): always `decimals` digits after the point, cut rather than rounded so a balance is
 * never shown larger than it is. Works on the decimal string, so 18-digit balances keep every
 * digit. Unknown input (`undefined`, `''`, `'abc'`, `NaN`, `Infinity`, hex) gives `'0.000'`.
 *
 * Negative values are cut toward zero (`'-1.2349'` → `'-1.234'`): the shown magnitude never
 * exceeds the real one, the same promise as for positive balances. A value that cuts to zero
 * shows as `'0.000'`, never `'-0.000'`.
 *
 * For on-chain integers (`bigint` in the token's smallest unit) use viem's `formatUnits` first.
 *
 * @example
 * formatBalance({ value: '1.23456' }); // '1.234'
 * formatBalance({ value: 2 }); // '2.000'
 * formatBalance({ value: formatUnits(1234567n, 6) }); // '1.234'
 */
export function formatBalance({ value, decimals = BALANCE_DISPLAY_DECIMALS }: FormatBalanceParameters): string {
  const shown = Math.max(0, Math.floor(decimals)) || 0;
  const zero = shown ? `0.${'0'.repeat(shown)}` : '0';
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : (value ?? '').trim();
  const match = DECIMAL.exec(text);
  const [, sign = '', integerDigits = '', fractionDigits = '', exponent = '0'] = match ?? [];
  if (!integerDigits && !fractionDigits) return zero;

  // Move the decimal point by the exponent: String(1e21) is '1e+21', String(1e-7) is '1e-7'.
  const digits = integerDigits + fractionDigits;
  const point = integerDigits.length + Number(exponent);
  const padded = point <= 0 ? '0'.repeat(-point) + digits : digits.padEnd(point, '0');
  const split = Math.max(point, 0);
  const integer = padded.slice(0, split).replace(/^0+/, '') || '0';
  const fraction = padded.slice(split, split + shown).padEnd(shown, '0');

  const negative = sign === '-' && /[1-9]/.test(integer + fraction);
  return `${negative ? '-' : ''}${integer}${shown ? `.${fraction}` : ''}`;
}
