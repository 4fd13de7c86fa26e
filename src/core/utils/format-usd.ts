import { intlLocale } from '../messages/intl-locale.js';
import type { LocaleCode } from '../messages/locale-codes.js';

export interface FormatUsdParameters {
  /** Dollars; anything not finite shows as $0.00. */
  value: number | undefined;
  /** The modal's language: its separators and the place of the sign (default English). */
  locale?: LocaleCode | undefined;
}

const formats = new Map<LocaleCode, Intl.NumberFormat>();
const usdFormat = (locale: LocaleCode) => {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(locale, format);
  }
  return format;
};

/**
 * A dollar amount with thousands separators and two-digit cents (issue 6 "total balance in dollars
 * and two-digit cents").
 * @example
 * formatUsd({ value: 1234.5 }); // '$1,234.50'
 * formatUsd({ value: 1234.5, locale: 'de' }); // '1.234,50 $'
 */
export function formatUsd({ value, locale = 'en' }: FormatUsdParameters): string {
  return usdFormat(locale).format(typeof value === 'number' && Number.isFinite(value) ? value : 0);
}

/**
 * The dollar total of token balances: each token's `value`, or quantity × price when the value is absent.
 * @example
 * sumTokenValues({ balances: [{ value: 2 }, { price: 3, quantity: { numeric: '2' } }] }); // 8
 */
export function sumTokenValues({
  balances,
}: {
  balances: ReadonlyArray<{ value?: number | undefined; price?: number | undefined; quantity: { numeric: string } }>;
}): number {
  return balances.reduce((total, balance) => {
    const value = balance.value ?? Number(balance.quantity.numeric) * (balance.price ?? 0);
    return Number.isFinite(value) ? total + value : total;
  }, 0);
}
