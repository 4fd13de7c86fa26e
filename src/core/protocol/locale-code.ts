import * as v from 'valibot';

/**
 * The languages the embedded wallet's frame has built-in tables for: the modal's (a test holds
 * this list equal to src/core/messages/locale-codes.ts, which the protocol layer may not import).
 * The frame receives only one of these codes, never a text (issue 20 part 3).
 */
export const FRAME_LOCALE_CODES = ['en', 'de', 'es', 'ja', 'zh-CN', 'ar'] as const;

export type FrameLocaleCode = (typeof FRAME_LOCALE_CODES)[number];

/** A locale code of {@link FRAME_LOCALE_CODES} and nothing else. */
export const localeCodeSchema = v.picklist(FRAME_LOCALE_CODES);
