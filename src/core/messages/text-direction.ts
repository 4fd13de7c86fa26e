import { RIGHT_TO_LEFT_LOCALES, type LocaleCode } from './locale-codes.js';

/**
 * `rtl` for a language written right to left (Arabic), else `ltr`: the value of the `dir`
 * attribute of the modal's root. Its own module: the first chunk does not need it.
 * @example textDirection('ar'); // 'rtl'
 */
export function textDirection(locale: LocaleCode): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
