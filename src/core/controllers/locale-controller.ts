import type { WritableAtom } from 'nanostores';
import { UnsupportedLocaleError } from '../errors/unsupported-locale-error.js';
import type { LocaleLoaders } from '../messages/core-locale-loaders.js';
import type { Messages } from '../messages/en.js';
import { LOCALE_CODES, type LocaleCode } from '../messages/locale-codes.js';
import { matchLocale, resolveLocale } from '../messages/resolve-locale.js';
import { LOCALE_STORAGE_KEY as LOCALE_KEY } from '../messages/locale-store.js';

export interface LocaleControllerParameters {
  localeStore: WritableAtom<LocaleCode>;
  /** The active language's core table; undefined stands for English. */
  translationStore: WritableAtom<Messages | undefined>;
  loaders: LocaleLoaders<Messages>;
  /** Where the visitor's choice is kept; omitted: `localStorage` (looked up at each call), null: nowhere. */
  backend?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

export interface StartLocaleParameters {
  /** createAppKit's `locale` option. */
  option?: string | undefined;
  /** The browser's languages, preferred first. */
  browser?: readonly string[] | undefined;
}

/**
 * The modal's language (issue 20 part 3): the only writer of the locale stores. A language other
 * than English switches once its core table has loaded (its own chunk), so the modal never shows
 * half of one language and half of another; the last call wins when two overlap.
 */
export class LocaleController {
  private lastRequest = 0;

  constructor(private readonly parameters: LocaleControllerParameters) {}

  get locale(): LocaleCode {
    return this.parameters.localeStore.get();
  }

  /**
   * The first language: the option, else the stored choice, else the browser's, else English.
   * Resolves once its table has loaded (rejects if it could not: the modal stays in English).
   */
  start({ option, browser }: StartLocaleParameters): Promise<void> {
    const stored = this.readStored();
    return this.apply(resolveLocale({ option, stored, browser }));
  }

  /**
   * Switches to `locale` (a supported code, or a tag of its language: `de-AT`), remembered for the
   * next visit. Rejects with UnsupportedLocaleError for a language without a table, or when its
   * table could not load; the modal keeps its language then.
   * @example await appKit.setLocale('de');
   */
  async setLocale(locale: string): Promise<void> {
    const code = matchLocale(locale);
    if (!code) throw new UnsupportedLocaleError({ locale, supported: LOCALE_CODES });
    this.writeStored(code);
    await this.apply(code);
  }

  /** Back to English, a load under way forgotten (the app was destroyed). */
  reset(): void {
    this.lastRequest++;
    this.parameters.translationStore.set(undefined);
    this.parameters.localeStore.set('en');
  }

  private async apply(code: LocaleCode): Promise<void> {
    const request = ++this.lastRequest;
    const table = code === 'en' ? undefined : (await this.parameters.loaders[code]()).messages;
    if (request !== this.lastRequest) return;
    this.parameters.translationStore.set(table);
    this.parameters.localeStore.set(code);
  }

  private storage(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
    return this.parameters.backend === undefined ? globalThis.localStorage : (this.parameters.backend ?? undefined);
  }

  private readStored(): string | undefined {
    try {
      const value: unknown = JSON.parse(this.storage()?.getItem(LOCALE_KEY) ?? 'null');
      return typeof value === 'string' ? value : undefined;
    } catch {
      return undefined;
    }
  }

  private writeStored(code: LocaleCode): void {
    try {
      this.storage()?.setItem(LOCALE_KEY, JSON.stringify(code));
    } catch {
      // Storage refused (a sandboxed frame): the choice holds for this page's life.
    }
  }
}
