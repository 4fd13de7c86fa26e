import { featureMessages } from './feature-messages.js';
import { smartAccountEn } from './smart-account-en.js';

/** The texts of smart account (smart-account-en.ts) in the active language; each translation is a chunk of its own. */
export const $smartAccountMessages = featureMessages({
  en: smartAccountEn,
  loaders: {
    de: () => import('./locales/de/smart-account.js'),
    es: () => import('./locales/es/smart-account.js'),
    ja: () => import('./locales/ja/smart-account.js'),
    'zh-CN': () => import('./locales/zh-CN/smart-account.js'),
    ar: () => import('./locales/ar/smart-account.js'),
  },
});
