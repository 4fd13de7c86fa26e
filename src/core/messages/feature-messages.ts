import { atom, readonlyType, type ReadableAtom } from 'nanostores';
import type { LocaleLoaders } from './core-locale-loaders.js';
import { $locale } from './locale-store.js';
import type { Translation } from './translation.js';

export interface FeatureMessagesParameters<Table> {
  /** The English table: the source, and what shows until a translation has loaded. */
  en: Table;
  /** One lazy chunk per language. */
  loaders: LocaleLoaders<Translation<Table>>;
}

/**
 * A feature's texts (names, swap, …) in the active language: a store its views and controllers read,
 * whose value follows `$locale`, each translation loaded as its own chunk when first needed. Until
 * it has arrived the store keeps the language it had (a translation that fails to load leaves the
 * previous one: a page offline shows its texts in English rather than nothing).
 *
 * @example
 * export const $swapMessages = featureMessages({ en: swapEn, loaders: { de: () => import('./locales/de/swap.js'), … } });
 * $swapMessages.get().pay; // 'Sie zahlen' once German has loaded
 */
export function featureMessages<Table>({
  en,
  loaders,
}: FeatureMessagesParameters<Table>): ReadableAtom<Translation<Table>> {
  const store = atom<Translation<Table>>(en as Translation<Table>);
  let lastRequest = 0;
  const follow = (locale: ReturnType<typeof $locale.get>) => {
    const request = ++lastRequest;
    if (locale === 'en') return store.set(en as Translation<Table>);
    loaders[locale]().then(
      ({ messages }) => {
        if (request === lastRequest) store.set(messages);
      },
      () => undefined,
    );
  };
  // For the page's life: the feature's chunk loads once, and a table per language at most once.
  $locale.subscribe(follow);
  return readonlyType(store);
}
