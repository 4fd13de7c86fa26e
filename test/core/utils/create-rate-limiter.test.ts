import { expect } from '@open-wc/testing';
import { createRateLimiter } from '../../../src/core/utils/create-rate-limiter.js';

describe('createRateLimiter', () => {
  it('allows 5 per 60 s by default and frees a slot as the window slides (SPEC §9)', () => {
    let now = 0;
    const limiter = createRateLimiter({ now: () => now });
    const results = Array.from({ length: 7 }, () => limiter.tryAcquire());
    expect(results).to.deep.equal([true, true, true, true, true, false, false]);
    now = 59_999;
    expect(limiter.tryAcquire()).to.equal(false);
    now = 60_000;
    expect(limiter.tryAcquire()).to.equal(true);
    expect(limiter.tryAcquire()).to.equal(true);
    expect(limiter.tryAcquire()).to.equal(true);
    expect(limiter.tryAcquire()).to.equal(true);
    expect(limiter.tryAcquire()).to.equal(true);
    expect(limiter.tryAcquire()).to.equal(false);
  });
});
