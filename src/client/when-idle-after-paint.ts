/** The longest a busy page waits for an idle period before the callback runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;
/** Where there is no requestIdleCallback (Safari): this long after the paint. */
export const NO_IDLE_CALLBACK_DELAY_MS = 50;

/**
 * Runs `callback` once the page has painted and is idle: a frame callback, a task after that
 * frame's paint, then an idle period (at most {@link IDLE_TIMEOUT_MS} later). Returns its
 * cancellation. What it loads then never delays the first paint (issue 14 part 1).
 *
 * @example
 * const cancel = whenIdleAfterPaint(() => void loader.loadAll());
 */
export function whenIdleAfterPaint(callback: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) callback();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idleId = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      else timer = setTimeout(run, NO_IDLE_CALLBACK_DELAY_MS);
    });
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idleId !== undefined) cancelIdleCallback(idleId);
  };
}
