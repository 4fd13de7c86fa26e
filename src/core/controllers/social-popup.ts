/** The sign-in window's size (AppKit opens 600×800). */
const POPUP_FEATURES = 'width=600,height=800,popup=yes';
/** How often a closed popup is noticed (AppKit polls every 1 s). */
const POPUP_POLL_MS = 1000;

/**
 * Opens the social sign-in window, blank for now (its address comes from the frame a moment
 * later). Must run inside the click handler, before any await, or the browser blocks it.
 * Returns undefined when it was blocked anyway.
 *
 * @example
 * const popup = openSocialPopup({ window });
 */
export function openSocialPopup({ window: target }: { window: Window }): Window | undefined {
  try {
    return target.open('about:blank', 'w3m-social-login', POPUP_FEATURES) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Calls `onClosed` once when the visitor closes the popup. Returns the stop function.
 *
 * @example
 * const stop = watchPopupClosed({ popup, onClosed: () => attempt.abort() });
 */
export function watchPopupClosed({ popup, onClosed }: { popup: Window | undefined; onClosed: () => void }): () => void {
  if (!popup) return () => undefined;
  const timer = setInterval(() => {
    if (!popup.closed) return;
    clearInterval(timer);
    onClosed();
  }, POPUP_POLL_MS);
  return () => clearInterval(timer);
}
