import { expect } from '@open-wc/testing';
import {
  formatPercent,
  isHighPriceImpact,
  minimumReceived,
  roundSignificant,
  swapPrice,
  usdValue,
} from '../../../src/core/utils/swap-math.js';

describe('minimumReceived', () => {
  it('keeps 99 % of the quote after the 1 % slippage, rounded down like the router call', () => {
    expect(minimumReceived({ toAmount: 1000n })).to.equal(990n);
    expect(minimumReceived({ toAmount: 1999n })).to.equal(1979n); // 1979.01 rounds down
    expect(minimumReceived({ toAmount: 0n })).to.equal(0n);
    expect(minimumReceived({ toAmount: 10n ** 24n + 7n })).to.equal(((10n ** 24n + 7n) * 99n) / 100n);
  });

  it('takes another slippage in percent', () => {
    expect(minimumReceived({ toAmount: 1000n, slippage: 0.5 })).to.equal(995n);
  });
});

describe('swapPrice', () => {
  it('gives the target per whole source token across different decimals', () => {
    // 1 ETH (18 decimals) buys 1995 USDL (6 decimals)
    expect(swapPrice({ fromAmount: 10n ** 18n, fromDecimals: 18, toAmount: 1_995_000_000n, toDecimals: 6 })).to.equal(
      '1995',
    );
    // 2000 USDL buy 0.99 ETH: 0.000495 ETH per USDL
    expect(
      swapPrice({ fromAmount: 2_000_000_000n, fromDecimals: 6, toAmount: 99n * 10n ** 16n, toDecimals: 18 }),
    ).to.equal('0.000495');
  });

  it('rounds to six significant digits', () => {
    expect(swapPrice({ fromAmount: 3n, fromDecimals: 0, toAmount: 10n, toDecimals: 0 })).to.equal('3.33333');
    expect(swapPrice({ fromAmount: 0n, fromDecimals: 18, toAmount: 1n, toDecimals: 18 })).to.equal('0');
  });
});

describe('roundSignificant', () => {
  it('rounds half up and drops trailing zeros', () => {
    expect(roundSignificant({ value: '1234.5678' })).to.equal('1234.57');
    expect(roundSignificant({ value: '0.000123456789' })).to.equal('0.000123457');
    expect(roundSignificant({ value: '999999.5' })).to.equal('1000000');
    expect(roundSignificant({ value: '12345678' })).to.equal('12345700');
    expect(roundSignificant({ value: '1.5' })).to.equal('1.5');
    expect(roundSignificant({ value: '0' })).to.equal('0');
  });
});

describe('isHighPriceImpact', () => {
  it('warns above 5 % only', () => {
    expect(isHighPriceImpact(5)).to.equal(false);
    expect(isHighPriceImpact(5.01)).to.equal(true);
    expect(isHighPriceImpact(undefined)).to.equal(false);
  });
});

describe('formatPercent', () => {
  it('shows two decimals, and tiny impacts as below 0.01 %', () => {
    expect(formatPercent(0.4234)).to.equal('0.42%');
    expect(formatPercent(0.004)).to.equal('<0.01%');
    expect(formatPercent(0)).to.equal('0.00%');
  });
});

describe('usdValue', () => {
  it('prices base units, or is undefined without a price', () => {
    expect(usdValue({ value: 5n * 10n ** 17n, decimals: 18, price: 2000 })).to.equal(1000);
    expect(usdValue({ value: 1n, decimals: 18, price: undefined })).to.equal(undefined);
  });
});
