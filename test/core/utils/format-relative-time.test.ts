import { expect } from '@open-wc/testing';
import { formatRelativeTime } from '../../../src/core/utils/format-relative-time.js';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it('uses short forms, whole units cut down', () => {
    expect(formatRelativeTime({ date: ago(59_999), now })).to.equal('now');
    expect(formatRelativeTime({ date: ago(MIN), now })).to.equal('1m');
    expect(formatRelativeTime({ date: ago(5 * MIN + 59_000), now })).to.equal('5m');
    expect(formatRelativeTime({ date: ago(3 * HOUR + 59 * MIN), now })).to.equal('3h');
    expect(formatRelativeTime({ date: ago(2 * DAY), now })).to.equal('2d');
    expect(formatRelativeTime({ date: ago(29 * DAY), now })).to.equal('29d');
    expect(formatRelativeTime({ date: ago(95 * DAY), now })).to.equal('3mo');
    expect(formatRelativeTime({ date: ago(800 * DAY), now })).to.equal('2y');
  });

  it('says now for a future date and nothing for garbage', () => {
    expect(formatRelativeTime({ date: now + HOUR, now })).to.equal('now');
    expect(formatRelativeTime({ date: 'yesterday-ish', now })).to.equal('');
  });
});
