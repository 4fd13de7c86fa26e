import { expect } from '@open-wc/testing';
import { formatUsd, sumTokenValues } from '../../../src/core/utils/format-usd.js';

describe('formatUsd', () => {
  it('shows dollars with separators and two-digit cents', () => {
    expect(formatUsd({ value: 1234.5 })).to.equal('$1,234.50');
    expect(formatUsd({ value: 0 })).to.equal('$0.00');
    expect(formatUsd({ value: 0.1 + 0.2 })).to.equal('$0.30');
    expect(formatUsd({ value: Number.NaN })).to.equal('$0.00');
    expect(formatUsd({ value: undefined })).to.equal('$0.00');
  });
});

describe('sumTokenValues', () => {
  it('adds values, falling back to quantity × price', () => {
    expect(
      sumTokenValues({
        balances: [
          { value: 2, quantity: { numeric: '1' } },
          { price: 3, quantity: { numeric: '2' } },
        ],
      }),
    ).to.equal(8);
    expect(
      sumTokenValues({ balances: [{ quantity: { numeric: 'x' }, price: 1 }, { quantity: { numeric: '5' } }] }),
    ).to.equal(0);
  });
});
