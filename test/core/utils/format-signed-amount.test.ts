import { expect } from '@open-wc/testing';
import { amountSign, formatSignedAmount } from '../../../src/core/utils/format-signed-amount.js';

describe('formatSignedAmount', () => {
  it('adds + for receive, deposit, borrow and claim (SPEC §9)', () => {
    for (const operationType of ['receive', 'deposit', 'borrow', 'claim'])
      expect(amountSign({ operationType })).to.equal('+');
    expect(formatSignedAmount({ operationType: 'receive', quantity: '10.12399' })).to.equal('+10.123');
  });

  it('adds - for withdraw, repay, burn and send', () => {
    for (const operationType of ['withdraw', 'repay', 'burn', 'send', 'Send'])
      expect(amountSign({ operationType })).to.equal('-');
    expect(formatSignedAmount({ operationType: 'send', quantity: '0.5' })).to.equal('-0.500');
  });

  it("leaves other operations unsigned and ignores the quantity's own sign", () => {
    expect(formatSignedAmount({ operationType: 'trade', quantity: '1.9999' })).to.equal('1.999');
    expect(formatSignedAmount({ operationType: 'burn', quantity: '-2' })).to.equal('-2.000');
    expect(formatSignedAmount({ operationType: 'receive', quantity: 3 })).to.equal('+3.000');
    expect(formatSignedAmount({ operationType: 'receive', quantity: undefined })).to.equal('+0.000');
  });
});
