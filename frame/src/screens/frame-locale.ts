import type { FrameLocaleCode } from '../../../src/core/protocol/index.js';
import { approvalMessages } from '../approval/approval-messages.js';
import { frameMessages } from './frame-messages.js';
import type { Translation } from './translation.js';

/** The frame's two tables in one language: its screens' (recovery key) and the approval screen's. */
export interface FrameTables {
  screens: Translation<typeof frameMessages>;
  approval: Translation<typeof approvalMessages>;
}

const english: FrameTables = { screens: frameMessages, approval: approvalMessages };

// One chunk per language and table, by explicit imports (a template-literal import() is not split).
const loaders: { [Code in Exclude<FrameLocaleCode, 'en'>]: () => Promise<FrameTables> } = {
  de: async () => ({
    screens: (await import('./locales/de.js')).frameMessages,
    approval: (await import('../approval/locales/de.js')).approvalMessages,
  }),
  es: async () => ({
    screens: (await import('./locales/es.js')).frameMessages,
    approval: (await import('../approval/locales/es.js')).approvalMessages,
  }),
  ja: async () => ({
    screens: (await import('./locales/ja.js')).frameMessages,
    approval: (await import('../approval/locales/ja.js')).approvalMessages,
  }),
  'zh-CN': async () => ({
    screens: (await import('./locales/zh-CN.js')).frameMessages,
    approval: (await import('../approval/locales/zh-CN.js')).approvalMessages,
  }),
  ar: async () => ({
    screens: (await import('./locales/ar.js')).frameMessages,
    approval: (await import('../approval/locales/ar.js')).approvalMessages,
  }),
};

let current: FrameTables = english;
let currentLocale: FrameLocaleCode = 'en';
let lastRequest = 0;

/** The language the frame shows (the secure review window is told it). */
export function frameLocale(): FrameLocaleCode {
  return currentLocale;
}

/** The frame's screens' texts in the modal's language (English until SET_LOCALE said otherwise). */
export function frameText(): FrameTables['screens'] {
  return current.screens;
}

/** The approval screen's texts in the modal's language. */
export function approvalText(): FrameTables['approval'] {
  return current.approval;
}

/**
 * Switches the frame's texts to `locale` (a checked code: SET_LOCALE's schema allows only
 * FRAME_LOCALE_CODES) and the document's `lang` and `dir` with them. Resolves once the tables have
 * loaded; a screen open meanwhile keeps its texts, the next one shows the new language.
 * @example await setFrameLocale({ locale: 'ar' }); // document.dir === 'rtl'
 */
export async function setFrameLocale({
  locale,
  document = globalThis.document,
}: {
  locale: FrameLocaleCode;
  document?: Document;
}): Promise<void> {
  const request = ++lastRequest;
  const tables = locale === 'en' ? english : await loaders[locale]();
  if (request !== lastRequest) return;
  current = tables;
  currentLocale = locale;
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === 'ar' ? 'rtl' : 'ltr';
}
