import { BaseError, type BaseErrorParameters } from './base-error.js';

export type UnsupportedLocaleErrorParameters = BaseErrorParameters & {
  /** What the dapp asked for. */
  locale: string;
  /** The languages the modal has tables for. */
  supported: readonly string[];
};

/**
 * `setLocale` was given a language the modal has no table for; the modal keeps its language.
 *
 * @example
 * throw new UnsupportedLocaleError({ locale: 'fr', supported: LOCALE_CODES });
 */
export class UnsupportedLocaleError extends BaseError {
  override name = 'UnsupportedLocaleError' as const;
  readonly locale: string;

  constructor({ locale, supported, ...parameters }: UnsupportedLocaleErrorParameters) {
    super(`Unsupported locale "${locale}": use one of ${supported.join(', ')}.`, parameters);
    this.locale = locale;
  }
}
