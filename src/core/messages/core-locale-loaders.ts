import type { Messages } from './en.js';
import type { LocaleCode } from './locale-codes.js';

/** Loads one language's translation of a table: its own lazy chunk (DESIGN §11). */
export type LocaleLoaders<Table> = {
  readonly [Code in Exclude<LocaleCode, 'en'>]: () => Promise<{ messages: Table }>;
};

// One explicit import per language: a template-literal import() is not split into chunks by the
// bundlers (capabilities.md §8.2). English is the modal chunk's own table (en.ts).
export const coreLocaleLoaders: LocaleLoaders<Messages> = {
  de: () => import('./locales/de/core.js'),
  es: () => import('./locales/es/core.js'),
  ja: () => import('./locales/ja/core.js'),
  'zh-CN': () => import('./locales/zh-CN/core.js'),
  ar: () => import('./locales/ar/core.js'),
};
