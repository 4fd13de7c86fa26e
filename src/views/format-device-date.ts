import { intlLocale } from '../core/messages/intl-locale.js';
import type { LocaleCode } from '../core/messages/locale-codes.js';

const formats = new Map<LocaleCode, Intl.DateTimeFormat>();

/**
 * An ISO time as the modal's language shows a date and time ("Nov 25, 2026, 2:03 PM",
 * "25.11.2026, 14:03"); the raw text when it is not a time.
 *
 * @example
 * formatDeviceDate({ iso: '2026-11-25T14:03:00.000Z', locale: 'de' });
 */
export function formatDeviceDate({ iso, locale }: { iso: string; locale: LocaleCode }): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(locale, format);
  }
  return format.format(time);
}
