import { expect } from '@open-wc/testing';
import { classifyReplacement } from '../../../src/core/utils/classify-replacement.js';

const SENDER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const original = { from: SENDER, to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: 5n, input: '0x' };

describe('classifyReplacement (SPEC §4 receipt wait)', () => {
  it('is repriced when to, value and input are the same (only the fee changed)', () => {
    expect(classifyReplacement({ original, replacement: { ...original } })).to.equal('repriced');
  });

  it('compares addresses and input without regard to case', () => {
    expect(
      classifyReplacement({
        original: { ...original, input: '0xABCD' },
        replacement: { ...original, to: original.to.toLowerCase(), input: '0xabcd' },
      }),
    ).to.equal('repriced');
  });

  it('is cancelled when the replacement sends zero to the sender itself', () => {
    expect(
      classifyReplacement({
        original,
        replacement: { from: SENDER, to: SENDER.toLowerCase(), value: 0n, input: '0x' },
      }),
    ).to.equal('cancelled');
  });

  it('is replaced when anything else changed', () => {
    expect(classifyReplacement({ original, replacement: { ...original, value: 6n } })).to.equal('replaced');
    expect(classifyReplacement({ original, replacement: { ...original, input: '0x01' } })).to.equal('replaced');
    expect(
      classifyReplacement({ original, replacement: { from: SENDER, to: SENDER, value: 1n, input: '0x' } }),
    ).to.equal('replaced');
  });
});
