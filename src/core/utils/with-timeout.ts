/** Thrown by {@link withTimeout} when the work did not finish in time. */
export class TimeoutError extends Error {
  override name = 'TimeoutError' as const;
  constructor({ timeoutMs }: { timeoutMs: number }) {
    super(`Timed out after ${timeoutMs} ms`);
  }
}

export interface WithTimeoutParameters<T> {
  /** The work; it receives a signal that aborts at the deadline (pass it to fetch). */
  run: (signal: AbortSignal) => Promise<T>;
  timeoutMs: number;
}

/**
 * Bounds a piece of work: after `timeoutMs` its signal aborts and the promise rejects with a
 * {@link TimeoutError}, whether or not the work listens to the signal (a viem call does not).
 * @example
 * const answer = await withTimeout({ timeoutMs: 10_000, run: (signal) => api.get({ path, signal }) });
 */
export function withTimeout<T>({ run, timeoutMs }: WithTimeoutParameters<T>): Promise<T> {
  const controller = new AbortController();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new TimeoutError({ timeoutMs });
      controller.abort(error);
      reject(error);
    }, timeoutMs);
    run(controller.signal).then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(controller.signal.aborted ? controller.signal.reason : error);
      },
    );
  });
}
