/** The languages the modal ships tables for (issue 20 part 3); English is the source. */
export const LOCALE_CODES = ['en', 'de', 'es', 'ja', 'zh-CN', 'ar'] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

/** Languages written right to left: the modal's root gets `dir="rtl"` for them. */
export const RIGHT_TO_LEFT_LOCALES: readonly LocaleCode[] = ['ar'];
