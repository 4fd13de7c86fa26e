/**
 * Runs `callback` in a task after the next frame has painted: a frame callback, then a task queued
 * from it. Work moved here leaves the frame that answers an interaction (issue 14 part 2). Returns
 * its cancellation.
 *
 * @example
 * const cancel = afterNextPaint(() => preloadView('Account'));
 */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
