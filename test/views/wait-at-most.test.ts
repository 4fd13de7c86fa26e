import { expect } from '@open-wc/testing';
import { TIMED_OUT, waitAtMost } from '../../src/views/wait-at-most.js';

describe('waitAtMost', () => {
  it('answers the value when it comes in time', async () => {
    expect(await waitAtMost({ promise: Promise.resolve(7), timeoutMs: 50 })).to.equal(7);
  });

  it('answers TIMED_OUT when the promise never settles', async () => {
    expect(await waitAtMost({ promise: new Promise(() => undefined), timeoutMs: 20 })).to.equal(TIMED_OUT);
  });

  it('passes an early rejection through', async () => {
    const error = new Error('refused');
    let caught: unknown;
    await waitAtMost({ promise: Promise.reject(error), timeoutMs: 50 }).catch((reason: unknown) => (caught = reason));
    expect(caught).to.equal(error);
  });
});
