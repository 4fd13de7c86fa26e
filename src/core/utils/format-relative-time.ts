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
}

/**
 * Short relative-time label of an activity row (SPEC §9 "Relative-time labels use short forms"),
 * whole units cut down: under a minute (or in the future) `'now'`, then `'5m'`, `'3h'`, `'2d'`,
 * `'4mo'` (30-day months), `'2y'` (365-day years). An unparsable date gives `''`.
 * @example
 * formatRelativeTime({ date: '2026-11-22T07:00:00Z', now: Date.parse('2026-11-22T10:30:00Z') }); // '3h'
 */
export function formatRelativeTime({ date, now = Date.now() }: FormatRelativeTimeParameters): string {
  const time = typeof date === 'number' ? date : Date.parse(date);
  if (!Number.isFinite(time)) return '';
  const elapsed = now - time;
  if (elapsed < MINUTE_MS) return 'now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h`;
  if (elapsed < MONTH_MS) return `${Math.floor(elapsed / DAY_MS)}d`;
  if (elapsed < YEAR_MS) return `${Math.floor(elapsed / MONTH_MS)}mo`;
  return `${Math.floor(elapsed / YEAR_MS)}y`;
}
