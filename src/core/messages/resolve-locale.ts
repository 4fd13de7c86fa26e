import { LOCALE_CODES, type LocaleCode } from './locale-codes.js';

/**
 * The supported code a language tag stands for, or undefined: an exact code first (`zh-CN`), then
 * by language (`de-AT` → `de`, `es-419` → `es`); Chinese only in its simplified script (`zh`,
 * `zh-Hans*`, `zh-CN`, `zh-SG` → `zh-CN`; `zh-TW`, `zh-Hant*` have no table).
 * @example matchLocale('de-AT'); // 'de'
 */
export function matchLocale(tag: string | undefined | null): LocaleCode | undefined {
  if (typeof tag !== 'string' || !tag) return undefined;
  const lower = tag.toLowerCase();
  const exact = LOCALE_CODES.find((code) => code.toLowerCase() === lower);
  if (exact) return exact;
  const [language, ...subtags] = lower.split(/[-_]/);
  if (language === 'zh') {
    const traditional = subtags.some((subtag) => ['hant', 'tw', 'hk', 'mo'].includes(subtag));
    return traditional ? undefined : 'zh-CN';
  }
  return LOCALE_CODES.find((code) => code === language);
}

export interface ResolveLocaleParameters {
  /** createAppKit's `locale` option: the dapp's explicit choice wins. */
  option?: string | undefined;
  /** The choice last made with `setLocale`, as stored. */
  stored?: string | undefined | null;
  /** The browser's languages, preferred first (`navigator.languages`). */
  browser?: readonly string[] | undefined;
}

/**
 * The language the modal starts in: the dapp's option, else the visitor's last `setLocale` choice,
 * else the first of the browser's languages with a table, else English.
 * @example resolveLocale({ browser: ['fr-FR', 'de-AT'] }); // 'de'
 */
export function resolveLocale({ option, stored, browser = [] }: ResolveLocaleParameters): LocaleCode {
  return (
    matchLocale(option) ??
    matchLocale(stored) ??
    browser.map((tag) => matchLocale(tag)).find((code) => code !== undefined) ??
    'en'
  );
}
