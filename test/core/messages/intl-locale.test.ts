import { expect } from '@open-wc/testing';
import { intlLocale, localizeDecimal } from '../../../src/core/messages/intl-locale.js';
import { formatBalance } from '../../../src/core/utils/format-balance.js';
import { formatRelativeTime } from '../../../src/core/utils/format-relative-time.js';
import { formatUsd } from '../../../src/core/utils/format-usd.js';
import { formatDeviceDate } from '../../../src/views/format-device-date.js';

describe('numbers, amounts and times in the modal’s language (issue 20 part 3)', () => {
  it('keeps SPEC §5’s digits and gives an amount the language’s decimal separator', () => {
    const amount = formatBalance({ value: '1234.56789' });
    expect(localizeDecimal({ value: amount, locale: 'en' })).to.equal('1234.567');
    expect(localizeDecimal({ value: amount, locale: 'de' })).to.equal('1234,567');
    expect(localizeDecimal({ value: amount, locale: 'es' })).to.equal('1234,567');
    expect(localizeDecimal({ value: '-0.500', locale: 'de' })).to.equal('-0,500');
    expect(localizeDecimal({ value: amount, locale: 'ja' })).to.equal('1234.567');
    expect(localizeDecimal({ value: amount, locale: 'ar' })).to.equal('1234.567');
  });

  it('formats dollars with the language’s separators, Latin digits in Arabic', () => {
    expect(formatUsd({ value: 1234.5 })).to.equal('$1,234.50');
    expect(formatUsd({ value: 1234.5, locale: 'de' }).replace(/\s/g, ' ')).to.equal('1.234,50 $');
    expect(formatUsd({ value: 1234.5, locale: 'ar' })).to.match(/1,234\.50/);
    expect(intlLocale('ar')).to.equal('ar-u-nu-latn');
  });

  it('keeps the English short forms and writes the other languages’ own', () => {
    const now = Date.parse('2026-11-22T10:30:00Z');
    const date = '2026-11-22T07:00:00Z';
    expect(formatRelativeTime({ date, now })).to.equal('3h');
    expect(formatRelativeTime({ date, now, locale: 'de' })).to.equal('vor 3 Std.');
    expect(formatRelativeTime({ date, now, locale: 'ja' })).to.equal('3時間前');
    expect(formatRelativeTime({ date: now, now, locale: 'es' })).to.not.equal('now');
  });

  it('writes a device date in the language', () => {
    const iso = '2026-11-25T14:03:00.000Z';
    expect(formatDeviceDate({ iso, locale: 'de' })).to.match(/25\.11\.2026/);
    expect(formatDeviceDate({ iso, locale: 'en' })).to.match(/Nov 25, 2026/);
    expect(formatDeviceDate({ iso: 'not a date', locale: 'de' })).to.equal('not a date');
  });
});
