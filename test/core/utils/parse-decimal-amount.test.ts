import { expect } from '@open-wc/testing';
import { parseDecimalAmount } from '../../../src/core/utils/parse-decimal-amount.js';
import { formatUnits } from '../../../src/core/utils/format-units.js';

describe('parseDecimalAmount', () => {
  it('parses whole, fractional and leading-dot amounts into base units', () => {
    expect(parseDecimalAmount({ value: '0.5', decimals: 18 })).to.equal(500_000_000_000_000_000n);
    expect(parseDecimalAmount({ value: '10', decimals: 18 })).to.equal(10n * 10n ** 18n);
    expect(parseDecimalAmount({ value: '.25', decimals: 9 })).to.equal(250_000_000n);
    expect(parseDecimalAmount({ value: ' 1.000 ', decimals: 0 })).to.equal(1n);
  });

  it('refuses what is not a plain decimal, or has more fraction digits than the token', () => {
    for (const value of ['', '.', 'abc', '1e3', '-1', '1,5', '0x10'])
      expect(parseDecimalAmount({ value, decimals: 18 }), value).to.equal(undefined);
    expect(parseDecimalAmount({ value: '0.0000000001', decimals: 9 })).to.equal(undefined);
  });
});

describe('formatUnits', () => {
  it('is the inverse of parseDecimalAmount, without trailing zeros', () => {
    expect(formatUnits({ value: 21_000_000_000_000n, decimals: 18 })).to.equal('0.000021');
    expect(formatUnits({ value: 5000n, decimals: 9 })).to.equal('0.000005');
    expect(formatUnits({ value: 10n ** 18n, decimals: 18 })).to.equal('1');
    expect(formatUnits({ value: -15n, decimals: 1 })).to.equal('-1.5');
    expect(parseDecimalAmount({ value: formatUnits({ value: 123_456_789n, decimals: 6 }), decimals: 6 })).to.equal(
      123_456_789n,
    );
  });
});
