import { featureMessages } from './feature-messages.js';
import { siwxEmailCaptureEn } from './siwx-email-capture-en.js';

/** The texts of siwx email capture (siwx-email-capture-en.ts) in the active language; each translation is a chunk of its own. */
export const $siwxEmailCaptureMessages = featureMessages({
  en: siwxEmailCaptureEn,
  loaders: {
    de: () => import('./locales/de/siwx-email-capture.js'),
    es: () => import('./locales/es/siwx-email-capture.js'),
    ja: () => import('./locales/ja/siwx-email-capture.js'),
    'zh-CN': () => import('./locales/zh-CN/siwx-email-capture.js'),
    ar: () => import('./locales/ar/siwx-email-capture.js'),
  },
});
