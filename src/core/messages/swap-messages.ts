import { featureMessages } from './feature-messages.js';
import { swapEn } from './swap-en.js';

/** The texts of swap (swap-en.ts) in the active language; each translation is a chunk of its own. */
export const $swapMessages = featureMessages({
  en: swapEn,
  loaders: {
    de: () => import('./locales/de/swap.js'),
    es: () => import('./locales/es/swap.js'),
    ja: () => import('./locales/ja/swap.js'),
    'zh-CN': () => import('./locales/zh-CN/swap.js'),
    ar: () => import('./locales/ar/swap.js'),
  },
});
