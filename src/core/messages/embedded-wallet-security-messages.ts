import { featureMessages } from './feature-messages.js';
import { embeddedWalletSecurityEn } from './embedded-wallet-security-en.js';

/** The texts of embedded wallet security (embedded-wallet-security-en.ts) in the active language; each translation is a chunk of its own. */
export const $embeddedWalletSecurityMessages = featureMessages({
  en: embeddedWalletSecurityEn,
  loaders: {
    de: () => import('./locales/de/embedded-wallet-security.js'),
    es: () => import('./locales/es/embedded-wallet-security.js'),
    ja: () => import('./locales/ja/embedded-wallet-security.js'),
    'zh-CN': () => import('./locales/zh-CN/embedded-wallet-security.js'),
    ar: () => import('./locales/ar/embedded-wallet-security.js'),
  },
});
