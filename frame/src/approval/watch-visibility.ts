/** IntersectionObserver v2's smallest `delay` (ms): visibility is computed at most this often. */
export const VISIBILITY_CHECK_DELAY_MS = 100;
/** How much of the watched element must lie in the viewport: a frame clipped to its Approve button is not "visible". */
export const VISIBLE_AREA_RATIO = 0.99;
// Every threshold crossing is a geometry change the observer reports, and each report re-arms.
const THRESHOLDS = [0, 0.1, 0.25, 0.5, 0.75, 0.9, VISIBLE_AREA_RATIO, 1];

/**
 * Whether this browser has IntersectionObserver v2 (`trackVisibility`, `isVisible`): Chromium
 * does; Firefox and Safari do not (docs/SECURITY.md §3.3).
 *
 * @example
 * if (!isVisibilityTrackingSupported()) showSecureReview();
 */
export function isVisibilityTrackingSupported(): boolean {
  return (
    typeof IntersectionObserver === 'function' &&
    typeof IntersectionObserverEntry === 'function' &&
    'isVisible' in IntersectionObserverEntry.prototype
  );
}

export interface WatchVisibilityParameters {
  /** The element whose visibility counts: the frame's whole approval screen. */
  target: Element;
  /**
   * Called on every report of the observer: a change of visibility or of geometry (a move that
   * changes how much of the frame shows, a resize). `visible` is true only when the browser
   * vouches that the target is unobstructed, fully opaque, untransformed (but for translation
   * and upscaling), unfiltered and almost wholly in the viewport, across every ancestor frame.
   */
  onReport(report: { visible: boolean }): void;
}

/**
 * Watches an element with IntersectionObserver v2 (`trackVisibility: true, delay: 100`), the
 * only signal a cross-origin frame gets about what the embedding page does to it: opacity,
 * overlays (even `pointer-events: none` ones), transforms and filters make `isVisible` false.
 * Measured in this project's headless Chromium 156 (issue "Hardening" part 5; see the test
 * `frame-visibility.test.ts`). Returns a function that stops watching. Call only where
 * isVisibilityTrackingSupported() is true.
 *
 * @example
 * const stop = watchVisibility({ target: root, onReport: ({ visible }) => (visible ? armLater() : disarm()) });
 */
export function watchVisibility({ target, onReport }: WatchVisibilityParameters): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (!entry) return;
      onReport({
        visible: entry.isIntersecting && entry.isVisible === true && entry.intersectionRatio >= VISIBLE_AREA_RATIO,
      });
    },
    // `trackVisibility` and `delay` are not in TypeScript's DOM types yet.
    { threshold: THRESHOLDS, trackVisibility: true, delay: VISIBILITY_CHECK_DELAY_MS } as IntersectionObserverInit,
  );
  observer.observe(target);
  return () => observer.disconnect();
}

declare global {
  interface IntersectionObserverEntry {
    /** IntersectionObserver v2: whether the target is unoccluded and untouched by effects (Chromium only). */
    readonly isVisible?: boolean;
  }
}
