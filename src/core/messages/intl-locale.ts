import type { LocaleCode } from './locale-codes.js';

/**
 * The Intl locale of a modal language: US English for `en` (the formats the tests and SPEC's
 * examples show), Latin digits for Arabic (amounts and addresses read alike in every language).
 * @example new Intl.NumberFormat(intlLocale('de')).format(1.5); // '1,5'
 */
export function intlLocale(locale: LocaleCode): string {
  if (locale === 'en') return 'en-US';
  if (locale === 'ar') return 'ar-u-nu-latn';
  return locale;
}

const decimalSeparators = new Map<LocaleCode, string>();

/**
 * A decimal amount as formatted by SPEC §5's rules (`formatBalance`: digits cut, not rounded, a
 * `.` point) with the language's decimal separator: the digits stay exactly those, only the point
 * changes (`1.234` → `1,234` in German).
 * @example localizeDecimal({ value: '1.234', locale: 'de' }); // '1,234'
 */
export function localizeDecimal({ value, locale }: { value: string; locale: LocaleCode }): string {
  if (locale === 'en') return value;
  let separator = decimalSeparators.get(locale);
  if (separator === undefined) {
    separator =
      new Intl.NumberFormat(intlLocale(locale)).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ??
      '.';
    decimalSeparators.set(locale, separator);
  }
  return separator === '.' ? value : value.replace('.', separator);
}
