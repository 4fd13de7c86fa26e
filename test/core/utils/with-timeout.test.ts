import { expect } from '@open-wc/testing';
import { TimeoutError, withTimeout } from '../../../src/core/utils/with-timeout.js';
import { rejection } from '../../helpers/rejection.js';

describe('withTimeout', () => {
  it("resolves with the work's value in time", async () => {
    expect(await withTimeout({ timeoutMs: 1000, run: async () => 'done' })).to.equal('done');
  });

  it("rejects with the work's error in time", async () => {
    const error = await rejection(withTimeout({ timeoutMs: 1000, run: () => Promise.reject(new Error('boom')) }));
    expect(error.message).to.equal('boom');
  });

  it('rejects with a TimeoutError at the deadline and aborts the signal, even if the work ignores it', async () => {
    let signal: AbortSignal | undefined;
    const error = await rejection(
      withTimeout({
        timeoutMs: 20,
        run: (given) => {
          signal = given;
          return new Promise(() => undefined);
        },
      }),
    );
    expect(error).to.be.instanceOf(TimeoutError);
    expect(signal?.aborted).to.equal(true);
  });

  it('a fetch given the signal rejects with the TimeoutError', async () => {
    const error = await rejection(
      withTimeout({
        timeoutMs: 20,
        run: (signal) =>
          new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))),
      }),
    );
    expect(error).to.be.instanceOf(TimeoutError);
  });
});
