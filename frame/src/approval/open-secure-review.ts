import { frameLocale } from '../screens/frame-locale.js';
import type { ApprovalDetails } from './render-approval.js';
import {
  REVIEW_ANSWER_TYPE,
  REVIEW_REQUEST_TYPE,
  parseReviewMessage,
  reviewAnswerSchema,
  reviewReadySchema,
  type ReviewAnswer,
} from '../review/review-messages.js';

/** The review window's size: an approval screen's, like the modal's. */
const REVIEW_WINDOW_FEATURES = 'popup,width=440,height=720';
/** How often the frame looks whether the visitor closed the window (no event tells a closed popup). */
const CLOSED_POLL_MS = 250;
/** The window must say it is ready within this; a page that never loads ends the wait. */
export const REVIEW_READY_TIMEOUT_MS = 20_000;

/** How a secure review ended: the visitor's answer, or 'closed' (window closed, never ready, or cancelled), which counts as a refusal. */
export type SecureReviewOutcome = ReviewAnswer | 'closed';

export interface OpenSecureReviewParameters {
  details: ApprovalDetails;
  /** The review page on this frame's own origin (server: `GET /frame/review`). */
  url: string;
  window?: Window;
}

export interface SecureReview {
  outcome: Promise<SecureReviewOutcome>;
  /** Closes the window; the outcome becomes 'closed' unless an answer came first. */
  close(): void;
}

/**
 * Opens the secure review window: a top-level window on the frame's own origin, which no
 * embedding page can cover, make transparent or move (issue "Hardening" part 5). Call it from a
 * click inside the frame (a popup needs the visitor's activation, and the frame's sandbox
 * `allow-popups`). The window gets the request's description only, never a key: once it says it
 * is ready (a message whose source is the window just opened and whose origin is ours), it is
 * handed the description and one end of a MessageChannel; its only answer, on that port, is
 * approve or reject. Closing the window, or a window that never gets ready, is a refusal.
 * Returns undefined when the browser did not open the window.
 *
 * @example
 * const review = openSecureReview({ details, url: new URL('review', location.href).href });
 * if (review && (await review.outcome) === 'approve') sign();
 */
export function openSecureReview({
  details,
  url,
  window: opener = globalThis.window,
}: OpenSecureReviewParameters): SecureReview | undefined {
  const ownOrigin = opener.location.origin;
  let settle!: (outcome: SecureReviewOutcome) => void;
  const outcome = new Promise<SecureReviewOutcome>((resolve) => (settle = resolve));
  const popup = opener.open(url, '_blank', REVIEW_WINDOW_FEATURES);
  // Blocked (no user activation, or the browser's pop-up setting): the caller says so and waits.
  if (!popup) return undefined;
  const channel = new MessageChannel();
  let handedOver = false;
  let done = false;

  const onMessage = (event: MessageEvent) => {
    // Only the window opened here, on our own origin, and only once: nothing else gets the port.
    if (handedOver || event.source !== popup || event.origin !== ownOrigin) return;
    if (!parseReviewMessage({ schema: reviewReadySchema, data: event.data })) return;
    handedOver = true;
    clearTimeout(readyTimer);
    const { title, origin, rows, warnings, highRisk } = details;
    const request = {
      type: REVIEW_REQUEST_TYPE,
      details: {
        title,
        origin,
        rows: rows.map(({ label, value, monospace }) => ({
          label,
          value,
          ...(monospace === undefined ? {} : { monospace }),
        })),
        warnings: [...warnings],
        ...(highRisk === undefined ? {} : { highRisk }),
      },
      locale: frameLocale(),
    };
    popup.postMessage(request, ownOrigin, [channel.port2]);
  };
  channel.port1.onmessage = (event: MessageEvent) => {
    const answer = parseReviewMessage({ schema: reviewAnswerSchema, data: event.data });
    if (answer?.type === REVIEW_ANSWER_TYPE) finish(answer.answer);
  };
  const finish = (result: SecureReviewOutcome) => {
    if (done) return;
    done = true;
    opener.removeEventListener('message', onMessage);
    clearInterval(closedPoll);
    clearTimeout(readyTimer);
    channel.port1.close();
    if (!popup.closed) popup.close();
    settle(result);
  };
  opener.addEventListener('message', onMessage);
  const closedPoll = setInterval(() => popup.closed && finish('closed'), CLOSED_POLL_MS);
  const readyTimer = setTimeout(() => finish('closed'), REVIEW_READY_TIMEOUT_MS);
  return { outcome, close: () => finish('closed') };
}
