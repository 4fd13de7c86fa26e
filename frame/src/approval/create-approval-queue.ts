import { ApprovalQueueFullError } from '../errors/approval-queue-full-error.js';
import { guardApprovalScreen } from './guard-approval-screen.js';
import { openSecureReview, type SecureReview } from './open-secure-review.js';
import { renderApproval, type ApprovalDetails } from './render-approval.js';
import { watchPointerPresence } from './watch-pointer-presence.js';
import { approvalText } from '../screens/frame-locale.js';

/** Approvals waiting behind the one on screen (docs/SECURITY.md §3.2 "bounded queue, e.g. 20"). */
export const APPROVAL_QUEUE_LIMIT = 20;
/** Approve works only after the screen was visible this long (docs/SECURITY.md §3.3, clickjacking). */
export const APPROVAL_ARM_DELAY_MS = 700;

/** What the queue's `request` rejects with: more requests wait than the queue holds (EIP-1474 -32005). */
export type RequestApprovalErrorType = ApprovalQueueFullError;

interface Entry {
  details: ApprovalDetails;
  settle(approved: boolean): void;
}

export interface CreateApprovalQueueParameters {
  /** Where the screen is drawn; its visibility is what IntersectionObserver v2 watches. */
  root: HTMLElement;
  armDelayMs?: number;
  /** The secure review page on the frame's origin; defaults to `review` beside the frame page (`/frame/review`). */
  reviewUrl?: string;
  onIdle?: () => void;
  /** The line under the buttons, read for each screen: who holds the recovery key changes (render-approval.ts). */
  note?: () => string | undefined;
}

/**
 * One approval on screen at a time (T6); the rest wait in order, up to a limit. Approve is
 * guarded against clickjacking (T7, guard-approval-screen.ts): armed only after the screen has
 * been proven visible for APPROVAL_ARM_DELAY_MS, a mouse click only after the pointer has been in
 * the frame as long, and where visibility cannot be proven the request goes to a secure review
 * window on the frame's origin (open-secure-review.ts). Resolves true when approved, false when
 * rejected, cancelled, or the secure window was closed.
 *
 * @example
 * const approvals = createApprovalQueue({ root: document.getElementById('frame-root')! });
 * if (!(await approvals.request(details))) return { error: { message: 'User rejected the request.', code: 4001 } };
 */
export function createApprovalQueue({
  root,
  armDelayMs = APPROVAL_ARM_DELAY_MS,
  reviewUrl = new URL('review', location.href).href,
  onIdle,
  note = () => undefined,
}: CreateApprovalQueueParameters) {
  const waiting: Entry[] = [];
  // For the whole life of the frame: when the pointer came in is known before any screen shows.
  const pointer = watchPointerPresence({ area: root });
  let current: Entry | undefined;
  let disarm: (() => void) | undefined;

  function show(entry: Entry) {
    current = entry;
    const line = note();
    const screen = renderApproval({ root, details: entry.details, ...(line ? { note: line } : {}) });
    let review: SecureReview | undefined;
    const guard = guardApprovalScreen({
      screen,
      target: root,
      highRisk: entry.details.highRisk === true,
      armDelayMs,
      pointer,
      offerSecureWindow: true,
      onApprove: () => finish(entry, true),
      onSecureReview: () => {
        if (review) return;
        review = openSecureReview({ details: entry.details, url: reviewUrl });
        if (!review) {
          screen.status.textContent = approvalText().popupBlocked;
          return;
        }
        guard.setReviewing(true);
        void review.outcome.then((outcome) => finish(entry, outcome === 'approve'));
      },
    });
    // Escape rejects, as closing the modal would (keyboard access inside the frame).
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(entry, false);
    };
    document.addEventListener('keydown', onKeydown);
    disarm = () => {
      guard.stop();
      review?.close();
      document.removeEventListener('keydown', onKeydown);
    };
    screen.reject.addEventListener('click', () => finish(entry, false), { once: true });
    screen.reject.focus();
  }

  function finish(entry: Entry, approved: boolean) {
    if (current !== entry) return;
    disarm?.();
    current = undefined;
    root.replaceChildren();
    entry.settle(approved);
    const next = waiting.shift();
    if (next) show(next);
    else onIdle?.();
  }

  return {
    request(details: ApprovalDetails): Promise<boolean> {
      if (waiting.length >= APPROVAL_QUEUE_LIMIT) return Promise.reject(new ApprovalQueueFullError());
      return new Promise((settle) => {
        const entry = { details, settle };
        if (current) waiting.push(entry);
        else show(entry);
      });
    },
    /** Rejects what is on screen and everything waiting (RPC_ABORT, sign-out). */
    rejectAll() {
      for (const entry of waiting.splice(0)) entry.settle(false);
      if (current) finish(current, false);
    },
    get busy() {
      return Boolean(current);
    },
  };
}
