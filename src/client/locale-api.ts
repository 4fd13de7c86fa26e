import type { LocaleController } from '../core/controllers/locale-controller.js';
import type { LocaleCode } from '../core/messages/locale-codes.js';
import { $locale, LOCALE_STORAGE_KEY } from '../core/messages/locale-store.js';

/** The language methods of the app `createAppKit` returns (issue 20 part 3). */
export interface LocaleApi {
  /**
   * Shows the modal and the buttons in `locale` (`en`, `de`, `es`, `ja`, `zh-CN`, `ar`; a tag of
   * one of them, like `de-AT`, works too), remembered for the visitor's next visit. Resolves once
   * the language's texts have loaded; rejects for a language without a table (nothing changes).
   * @example
   * await appKit.setLocale('de');
   */
  setLocale(locale: LocaleCode | (string & {})): Promise<void>;
  /** The language the modal shows. */
  getLocale(): LocaleCode;
}

export interface CreateLocaleApiParameters {
  /** createAppKit's `locale` option. */
  option?: string | undefined;
  /** The browser's languages (default: `navigator.languages`). */
  browser?: readonly string[] | undefined;
}

const language = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];

/**
 * Whether another language than English may be wanted: the option names one, the visitor chose
 * one before, or the browser lists one. Only then does the first paint wait for nothing more and
 * the language's chunk load: an English visitor downloads no language code at all.
 */
function mayWantAnotherLanguage({ option, browser }: CreateLocaleApiParameters): boolean {
  if (option) return language(option) !== 'en';
  try {
    if (globalThis.localStorage?.getItem(LOCALE_STORAGE_KEY)) return true;
  } catch {
    // Storage unreadable (a sandboxed frame): the browser's languages decide.
  }
  return (browser ?? []).some((tag) => language(tag) !== 'en');
}

/**
 * The public API's language methods. The LocaleController is a chunk of its own, loaded at once
 * when another language may be wanted (the buttons then switch when its table arrives), else on
 * the first `setLocale`. `reset` returns to English (createAppKit's destroy).
 */
export function createLocaleApi({
  option,
  browser = globalThis.navigator?.languages,
}: CreateLocaleApiParameters): LocaleApi & { reset(): void } {
  let controller: LocaleController | undefined;
  let stopped = false;
  let loading: Promise<LocaleController> | undefined;
  const load = () =>
    (loading ??= import('./locale-runtime.js').then((module) => {
      controller ??= module.createLocaleController();
      return controller;
    }));
  if (mayWantAnotherLanguage({ option, browser }))
    void load()
      .then((loaded) => (stopped ? undefined : loaded.start({ option, browser })))
      .catch(() => console.warn('[appkit] The language did not load; English is shown.'));
  return {
    setLocale: async (code) => (await load()).setLocale(code),
    getLocale: () => $locale.get(),
    reset() {
      stopped = true;
      controller?.reset();
    },
  };
}
