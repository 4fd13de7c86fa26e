import { renderApproval, type ApprovalDetails } from './render-approval.js';

/** Approvals waiting behind the one on screen (notes/security.md §3.2 "bounded queue, e.g. 20"). */
export const APPROVAL_QUEUE_LIMIT = 20;
/** Approve works only after the screen was visible this long (notes/security.md §3.3, clickjacking). */
export const APPROVAL_ARM_DELAY_MS = 700;

/** Thrown when more requests wait than the queue holds; the frame answers it with EIP-1474 -32005. */
export class ApprovalQueueFullError extends Error {
  override name = 'ApprovalQueueFullError' as const;
  constructor() {
    super('Too many requests are waiting for approval');
  }
}

interface Entry {
  details: ApprovalDetails;
  settle(approved: boolean): void;
}

/**
 * One approval on screen at a time (T6); the rest wait in order, up to a limit. Approve is armed
 * only after the screen has been shown and the page visible for APPROVAL_ARM_DELAY_MS, and is
 * disarmed again when the page is hidden or resized. Resolves true when approved, false when
 * rejected or cancelled.
 *
 * @example
 * const approvals = createApprovalQueue({ root: document.getElementById('frame-root')! });
 * if (!(await approvals.request(details))) return { error: { message: 'User rejected the request.', code: 4001 } };
 */
export function createApprovalQueue({ root, armDelayMs = APPROVAL_ARM_DELAY_MS, onIdle }: { root: HTMLElement; armDelayMs?: number; onIdle?: () => void }) {
  const waiting: Entry[] = [];
  let current: Entry | undefined;
  let armTimer: ReturnType<typeof setTimeout> | undefined;
  let disarm: (() => void) | undefined;

  function show(entry: Entry) {
    current = entry;
    const { approve, reject } = renderApproval({ root, details: entry.details });
    approve.disabled = true;
    const arm = () => {
      approve.disabled = true;
      clearTimeout(armTimer);
      if (document.visibilityState === 'visible') armTimer = setTimeout(() => (approve.disabled = false), armDelayMs);
    };
    // Escape rejects, as closing the modal would (keyboard access inside the frame).
    const onKeydown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') finish(entry, false);
    };
    document.addEventListener('visibilitychange', arm);
    window.addEventListener('resize', arm);
    document.addEventListener('keydown', onKeydown);
    disarm = () => {
      clearTimeout(armTimer);
      document.removeEventListener('visibilitychange', arm);
      window.removeEventListener('resize', arm);
      document.removeEventListener('keydown', onKeydown);
    };
    arm();
    approve.addEventListener('click', () => finish(entry, true), { once: true });
    reject.addEventListener('click', () => finish(entry, false), { once: true });
    reject.focus();
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
