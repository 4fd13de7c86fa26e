import { atom, readonlyType } from 'nanostores';
import type { Messages } from './en.js';
import { enButtons } from './en-buttons.js';
import { buttonMessagesStore } from './button-messages-store.js';
import type { LocaleCode } from './locale-codes.js';
import type { STORAGE_KEYS } from '../storage/storage.js';

// In the first chunk: the buttons follow the locale before the modal's chunk (which holds the
// English table) has loaded. Written only by the LocaleController.

/**
 * Where the visitor's `setLocale` choice is kept. Read without the storage module (the core chunk's):
 * whether the language's chunk is needed is decided in the first chunk. Typed by storage.ts's key.
 */
export const LOCALE_STORAGE_KEY: (typeof STORAGE_KEYS)['locale'] = '@appkit/locale';

/** The language the modal shows; it changes once that language's core table has loaded. */
export const localeStore = atom<LocaleCode>('en');
/** The active language, read-only. */
export const $locale = readonlyType(localeStore);

/** The active language's core table once loaded; undefined for English (the modal's chunk holds it). */
export const coreTranslationStore = atom<Messages | undefined>(undefined);
/** The loaded core table of the active language, read-only (undefined: English). */
export const $coreTranslation = readonlyType(coreTranslationStore);

coreTranslationStore.subscribe((table) => buttonMessagesStore.set(table ?? enButtons));
