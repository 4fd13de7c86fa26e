import { expect } from '@open-wc/testing';
import { getRetryDelay } from '../../../src/core/utils/retry-delay.js';
import { withRetry } from '../../../src/core/utils/with-retry.js';

describe('getRetryDelay', () => {
  it('starts at 1 s, doubles per attempt and stops at 30 s (SPEC §4, §9)', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((attempt) => getRetryDelay({ attempt }))).to.deep.equal([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('withRetry', () => {
  it('retries 3 times by default, waiting base, 2×base, 4×base, then throws the last error', async () => {
    const started: number[] = [];
    const t0 = performance.now();
    let caught: unknown;
    try {
      await withRetry({
        baseDelayMs: 20,
        run: async (attempt) => {
          started.push(performance.now() - t0);
          throw new Error(`try ${attempt}`);
        },
      });
    } catch (error) {
      caught = error;
    }
    expect((caught as Error).message).to.equal('try 3');
    expect(started.length).to.equal(4);
    const gaps = started.slice(1).map((time, index) => time - started[index]!);
    // Lower bounds only: timers fire late on a loaded machine, never early. getRetryDelay's test pins the values.
    expect(gaps[0]).to.be.within(18, 1000);
    expect(gaps[1]).to.be.within(38, 1000);
    expect(gaps[2]).to.be.within(78, 1000);
  });

  it('returns the first success and does not retry what shouldRetry refuses', async () => {
    let calls = 0;
    expect(
      await withRetry({ baseDelayMs: 1, run: async () => (++calls < 3 ? Promise.reject(new Error('x')) : 'ok') }),
    ).to.equal('ok');
    expect(calls).to.equal(3);
    calls = 0;
    let caught: unknown;
    await withRetry({
      baseDelayMs: 1,
      shouldRetry: () => false,
      run: async () => {
        calls++;
        throw new Error('fatal');
      },
    }).catch((error: unknown) => {
      caught = error;
    });
    expect(calls).to.equal(1);
    expect((caught as Error).message).to.equal('fatal');
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const pending = withRetry({
      baseDelayMs: 10_000,
      signal: controller.signal,
      run: async () => {
        throw new Error('down');
      },
    });
    setTimeout(() => controller.abort(new Error('gone')), 20);
    let caught: unknown;
    await pending.catch((error: unknown) => {
      caught = error;
    });
    expect((caught as Error).message).to.equal('gone');
  });
});
