const DATE_FORMAT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * An ISO time as the visitor's locale shows a date and time ("25 Nov 2026, 14:03"); the raw text
 * when it is not a time.
 *
 * @example
 * formatDeviceDate({ iso: '2026-11-25T14:03:00.000Z' });
 */
export function formatDeviceDate({ iso }: { iso: string }): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso : DATE_FORMAT.format(time);
}
