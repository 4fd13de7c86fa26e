import { featureMessages } from './feature-messages.js';
import { namesEn } from './names-en.js';

/** The texts of names (names-en.ts) in the active language; each translation is a chunk of its own. */
export const $namesMessages = featureMessages({
  en: namesEn,
  loaders: {
    de: () => import('./locales/de/names.js'),
    es: () => import('./locales/es/names.js'),
    ja: () => import('./locales/ja/names.js'),
    'zh-CN': () => import('./locales/zh-CN/names.js'),
    ar: () => import('./locales/ar/names.js'),
  },
});
