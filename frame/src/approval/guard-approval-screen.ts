import type { ApprovalScreen } from './render-approval.js';
import { approvalText } from '../screens/frame-locale.js';
import type { PointerPresence } from './watch-pointer-presence.js';
import { isVisibilityTrackingSupported, watchVisibility } from './watch-visibility.js';

export interface GuardApprovalScreenParameters {
  screen: ApprovalScreen;
  /** The element whose visibility counts (the frame's approval root). */
  target: HTMLElement;
  /** From the describe functions: value moves, permits, approvals, non-transfer Solana instructions. */
  highRisk: boolean;
  armDelayMs: number;
  pointer: PointerPresence;
  /** False in the secure review window itself, which is never offered a second one. */
  offerSecureWindow: boolean;
  onApprove(): void;
  /** The visitor clicked 'Review in a secure window' (a user activation: open the window now). */
  onSecureReview(): void;
}

export interface ApprovalScreenGuard {
  /** While the secure window is open the screen shows only Reject and a line that says so. */
  setReviewing(reviewing: boolean): void;
  stop(): void;
}

/**
 * Decides when the approval screen's Approve may be used (T7, issue "Hardening" part 5):
 * - Approve arms only after the screen has been proven visible (IntersectionObserver v2) for
 *   `armDelayMs` without a break; every report of the observer (a loss of visibility, a move or
 *   resize it sees), a window resize or a hidden page disarms it and starts the delay again.
 * - A mouse click counts only when its press came while armed and at least `armDelayMs` after
 *   the pointer came into the frame (watch-pointer-presence.ts; forgotten whenever the frame loses
 *   visibility or is resized): a frame slid under a resting pointer gets no approval.
 * - Visibility unproven (no IntersectionObserver v2, or not visible once the delay has passed):
 *   Approve gives way to 'Review in a secure window' for a high-risk request, and for any request
 *   while the browser reports the screen obscured. A normal request in a browser without
 *   IntersectionObserver v2 arms on the delay alone, as before.
 *
 * @example
 * const guard = guardApprovalScreen({ screen, target: root, highRisk, armDelayMs: 700, pointer, offerSecureWindow: true, onApprove, onSecureReview });
 */
export function guardApprovalScreen({
  screen,
  target,
  highRisk,
  armDelayMs,
  pointer,
  offerSecureWindow,
  onApprove,
  onSecureReview,
}: GuardApprovalScreenParameters): ApprovalScreenGuard {
  const { approve, secureReview, status } = screen;
  const supported = isVisibilityTrackingSupported();
  const shownAt = performance.now();
  let visible = false;
  let armed = false;
  let reviewing = false;
  let pressAccepted = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A new screen (the frame was hidden in between, or the last one answered under the pointer):
  // the frame heard nothing of what the pointer did meanwhile, so its count starts again.
  pointer.forget();

  const show = ({ secure, text }: { secure: boolean; text: string }) => {
    approve.hidden = secure || reviewing;
    approve.disabled = !armed;
    secureReview.hidden = !secure || reviewing;
    status.textContent = text;
  };

  // Recomputes the screen from scratch: any call disarms and restarts the delay.
  const update = () => {
    clearTimeout(timer);
    armed = false;
    if (reviewing) return show({ secure: false, text: approvalText().reviewing });
    const pageVisible = document.visibilityState === 'visible';
    if (!supported) {
      if (highRisk && offerSecureWindow) return show({ secure: true, text: approvalText().unverifiable });
      if (pageVisible) timer = setTimeout(arm, armDelayMs);
      return show({ secure: false, text: '' });
    }
    if (visible && pageVisible) {
      timer = setTimeout(arm, armDelayMs);
      return show({ secure: false, text: '' });
    }
    const waited = performance.now() - shownAt;
    if (waited < armDelayMs || !offerSecureWindow) {
      // Not visible yet (the page may still be placing the frame): look again when the delay is over.
      if (waited < armDelayMs) timer = setTimeout(update, armDelayMs - waited);
      return show({ secure: false, text: waited < armDelayMs ? '' : approvalText().waitVisible });
    }
    show({ secure: true, text: approvalText().obscured });
  };
  const arm = () => {
    armed = true;
    show({ secure: false, text: '' });
  };

  const stopWatching = supported
    ? watchVisibility({
        target,
        onReport: (report) => {
          visible = report.visible;
          // A frame hidden or covered under the pointer hears nothing of it: forget where it was.
          if (!visible) pointer.forget();
          update();
        },
      })
    : () => undefined;

  const onPointerDown = (event: PointerEvent) => {
    // The press decides: it must come while armed, and a mouse must have been inside a while.
    pressAccepted = armed && (event.pointerType !== 'mouse' || (pointer.insideForMs() ?? 0) >= armDelayMs);
  };
  const onApproveClick = (event: MouseEvent) => {
    if (!event.isTrusted || !armed) return;
    // detail 0: Enter or Space on the focused button, which no embedding page can send into the frame.
    const accepted = event.detail === 0 || pressAccepted;
    pressAccepted = false;
    if (!accepted) {
      status.textContent = approvalText().refused;
      return;
    }
    onApprove();
  };
  const onSecureClick = (event: MouseEvent) => {
    if (event.isTrusted && !secureReview.hidden) onSecureReview();
  };
  const onVisibilityChange = () => update();
  // A resized frame lays its screen out again: Approve may now lie under a pointer that never moved.
  const onResize = () => {
    pointer.forget();
    update();
  };
  approve.addEventListener('pointerdown', onPointerDown);
  approve.addEventListener('click', onApproveClick);
  secureReview.addEventListener('click', onSecureClick);
  document.addEventListener('visibilitychange', onVisibilityChange);
  window.addEventListener('resize', onResize);
  update();

  return {
    setReviewing(next) {
      reviewing = next;
      update();
    },
    stop() {
      clearTimeout(timer);
      stopWatching();
      approve.removeEventListener('pointerdown', onPointerDown);
      approve.removeEventListener('click', onApproveClick);
      secureReview.removeEventListener('click', onSecureClick);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('resize', onResize);
    },
  };
}
