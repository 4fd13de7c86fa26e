import { intlLocale } from '../messages/intl-locale.js';
import type { LocaleCode } from '../messages/locale-codes.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
// Calendar months and years vary; 30 and 365 days are close enough for a short label.
const MONTH_MS = 30 * DAY_MS;
const YEAR_MS = 365 * DAY_MS;

export interface FormatRelativeTimeParameters {
  /** An ISO date (`metadata.minedAt`) or epoch milliseconds. */
  date: string | number;
  now?: number;
  /** The modal's language; English keeps SPEC §9's short forms, the others the language's narrow ones. */
  locale?: LocaleCode | undefined;
}

/**
 * Short relative-time label of an activity row (SPEC §9 "Relative-time labels use short forms"),
 * whole units cut down: under a minute (or in the future) `'now'`, then `'5m'`, `'3h'`, `'2d'`,
 * `'4mo'` (30-day months), `'2y'` (365-day years). An unparsable date gives `''`.
 * @example
 * formatRelativeTime({ date: '2026-11-22T07:00:00Z', now: Date.parse('2026-11-22T10:30:00Z') }); // '3h'
 */
export function formatRelativeTime({ date, now = Date.now(), locale = 'en' }: FormatRelativeTimeParameters): string {
  const time = typeof date === 'number' ? date : Date.parse(date);
  if (!Number.isFinite(time)) return '';
  const elapsed = now - time;
  if (locale !== 'en') return formatInLocale({ elapsed, locale });
  if (elapsed < MINUTE_MS) return 'now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h`;
  if (elapsed < MONTH_MS) return `${Math.floor(elapsed / DAY_MS)}d`;
  if (elapsed < YEAR_MS) return `${Math.floor(elapsed / MONTH_MS)}mo`;
  return `${Math.floor(elapsed / YEAR_MS)}y`;
}

/** The same whole units in another language, as Intl writes them short (`vor 3 Std.`, `3時間前`). */
function formatInLocale({ elapsed, locale }: { elapsed: number; locale: LocaleCode }): string {
  const format = new Intl.RelativeTimeFormat(intlLocale(locale), { style: 'narrow', numeric: 'auto' });
  if (elapsed < MINUTE_MS) return format.format(0, 'second');
  if (elapsed < HOUR_MS) return format.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < MONTH_MS) return format.format(-Math.floor(elapsed / DAY_MS), 'day');
  if (elapsed < YEAR_MS) return format.format(-Math.floor(elapsed / MONTH_MS), 'month');
  return format.format(-Math.floor(elapsed / YEAR_MS), 'year');
}
