import { expect } from '@open-wc/testing';
import { InvalidRequestError } from '../../../frame/src/errors/invalid-request-error.js';
import { parseQuantity } from '../../../frame/src/approval/parse-quantity.js';

describe('parseQuantity', () => {
  it('reads hex and decimal strings and safe integers; leaves a missing field undefined', () => {
    expect(parseQuantity({ value: '0x10', field: 'gas' })).to.equal(16n);
    expect(parseQuantity({ value: '0xFF', field: 'gas' })).to.equal(255n);
    expect(parseQuantity({ value: '1000000000000000000', field: 'value' })).to.equal(10n ** 18n);
    expect(parseQuantity({ value: 21000, field: 'gas' })).to.equal(21000n);
    expect(parseQuantity({ value: undefined, field: 'gas' })).to.equal(undefined);
    expect(parseQuantity({ value: null, field: 'gas' })).to.equal(undefined);
  });

  it('refuses anything else, and amounts above its maximum, naming the field', () => {
    for (const value of [
      '',
      '0x',
      '1.5',
      '-1',
      '1e18',
      ' 1',
      1.5,
      -1,
      2 ** 53,
      true,
      {},
      [],
      `0x${'1'.repeat(65)}`,
      '9'.repeat(79),
    ]) {
      expect(() => parseQuantity({ value, field: 'value' }), JSON.stringify(value)).to.throw(
        InvalidRequestError,
        'Invalid value',
      );
    }
    expect(() => parseQuantity({ value: '0x100', field: 'nonce', max: 255n })).to.throw(
      InvalidRequestError,
      'Invalid nonce',
    );
    expect(parseQuantity({ value: '0xff', field: 'nonce', max: 255n })).to.equal(255n);
  });
});
