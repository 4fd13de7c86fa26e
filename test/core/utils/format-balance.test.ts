import { expect } from '@open-wc/testing';
import { formatBalance } from '../../../src/core/utils/format-balance.js';

describe('formatBalance', () => {
  it('floors to three decimals, never rounding up', () => {
    expect(formatBalance({ value: '1.23456' })).to.equal('1.234');
    expect(formatBalance({ value: '1.9999' })).to.equal('1.999');
    expect(formatBalance({ value: '0.0009' })).to.equal('0.000');
    expect(formatBalance({ value: 0.1 + 0.2 })).to.equal('0.300');
  });

  it('always shows three decimals', () => {
    expect(formatBalance({ value: '2' })).to.equal('2.000');
    expect(formatBalance({ value: 2 })).to.equal('2.000');
    expect(formatBalance({ value: '1.5' })).to.equal('1.500');
    expect(formatBalance({ value: '.5' })).to.equal('0.500');
    expect(formatBalance({ value: '5.' })).to.equal('5.000');
    expect(formatBalance({ value: '007.10' })).to.equal('7.100');
    expect(formatBalance({ value: 0 })).to.equal('0.000');
  });

  it("shows '0.000' for anything non-numeric", () => {
    for (const value of [
      undefined,
      null,
      '',
      '   ',
      'abc',
      '1.2.3',
      '1,000',
      '0x10',
      'Infinity',
      '.',
      '-',
      'e5',
      NaN,
      Infinity,
      -Infinity,
    ]) {
      expect(formatBalance({ value }), String(value)).to.equal('0.000');
    }
  });

  it('keeps every digit of large values', () => {
    expect(formatBalance({ value: '123456789012345678.9999' })).to.equal('123456789012345678.999');
    expect(formatBalance({ value: '1000000000000000000000000' })).to.equal('1000000000000000000000000.000');
  });

  it('expands exponent notation, as String(number) produces for very large and small numbers', () => {
    expect(formatBalance({ value: 1e21 })).to.equal('1000000000000000000000.000');
    expect(formatBalance({ value: 1e-7 })).to.equal('0.000');
    expect(formatBalance({ value: '1.2345e2' })).to.equal('123.450');
    expect(formatBalance({ value: '1.2345E-2' })).to.equal('0.012');
  });

  it('cuts negative values toward zero and never shows -0.000', () => {
    expect(formatBalance({ value: '-1.23456' })).to.equal('-1.234');
    expect(formatBalance({ value: -2 })).to.equal('-2.000');
    expect(formatBalance({ value: '-0.0001' })).to.equal('0.000');
  });

  it('takes another number of decimals', () => {
    expect(formatBalance({ value: '1.23456', decimals: 2 })).to.equal('1.23');
    expect(formatBalance({ value: '1.99', decimals: 0 })).to.equal('1');
    expect(formatBalance({ value: 'abc', decimals: 0 })).to.equal('0');
  });
});
