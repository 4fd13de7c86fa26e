import { expect } from '@open-wc/testing';
import { zeroize } from '../../../frame/src/custody/zeroize.js';

describe('zeroize', () => {
  it('overwrites every given buffer with zeros and skips undefined', () => {
    const first = new Uint8Array([1, 2, 3]);
    const second = new Uint16Array([400, 500]);
    const backing = new Uint8Array([9, 9, 9, 9]);
    zeroize(first, undefined, second, backing.subarray(1, 3));
    expect([...first]).to.deep.equal([0, 0, 0]);
    expect([...second]).to.deep.equal([0, 0]);
    // A view clears only its own bytes.
    expect([...backing]).to.deep.equal([9, 0, 0, 9]);
  });
});
