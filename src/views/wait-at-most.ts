/** What {@link waitAtMost} answers when the promise has not settled in time. */
export const TIMED_OUT: unique symbol = Symbol('timed out');

/**
 * The promise's value, or TIMED_OUT once `timeoutMs` has passed without it: a view's wait always
 * ends, so it can offer Try again. A rejection before the time passes through; the late settling
 * of a promise given up on is ignored.
 * @example
 * const answer = await waitAtMost({ promise: names.getSuggestions({ label }), timeoutMs: 15_000 });
 * if (answer === TIMED_OUT) showTryAgain();
 */
export async function waitAtMost<T>({
  promise,
  timeoutMs,
}: {
  promise: Promise<T>;
  timeoutMs: number;
}): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    return await Promise.race([promise, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
