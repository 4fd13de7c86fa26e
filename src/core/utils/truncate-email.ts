import { EMAIL_DISPLAY_MAX_CHARS, EMAIL_TRUNCATION_DOTS } from '../constants.js';

export type TruncateEmailParameters = {
  email: string;
  /** Longest result, dots included (SPEC §9 "Email display truncated at 30 characters"). */
  maxLength?: number | undefined;
};

/**
 * Shortens an email for display (SPEC §9 "Email display truncated at 30 characters (last 3
 * dots)"): an email of at most `maxLength` characters comes back unchanged; a longer one keeps its
 * first `maxLength - 3` characters and ends with `...`, so the result is exactly `maxLength` long.
 * Characters are code points, so an emoji is never cut in half.
 *
 * @example
 * truncateEmail({ email: 'ada@example.com' }); // 'ada@example.com'
 * truncateEmail({ email: 'ada.lovelace.countess@analytical-engine.org' }); // 'ada.lovelace.countess@analy...'
 */
export function truncateEmail({ email, maxLength = EMAIL_DISPLAY_MAX_CHARS }: TruncateEmailParameters): string {
  const limit = Math.max(0, Math.floor(maxLength)) || 0; // `|| 0` turns NaN into 0
  const characters = Array.from(email);
  if (characters.length <= limit) return email;
  const dots = '.'.repeat(Math.min(EMAIL_TRUNCATION_DOTS, limit));
  return characters.slice(0, limit - dots.length).join('') + dots;
}
