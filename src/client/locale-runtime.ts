// The language's chunk (issue 20 part 3): the LocaleController and the import map of the core
// tables. The first chunk loads it only when a language other than English may be wanted (see
// locale-api.ts), or when the dapp calls setLocale.
import { LocaleController } from '../core/controllers/locale-controller.js';
import { coreLocaleLoaders } from '../core/messages/core-locale-loaders.js';
import { coreTranslationStore, localeStore } from '../core/messages/locale-store.js';

/** The app's one LocaleController, over the locale stores and the core tables' chunks. */
export function createLocaleController(): LocaleController {
  return new LocaleController({ localeStore, translationStore: coreTranslationStore, loaders: coreLocaleLoaders });
}
