// The secure review window (issue "Hardening" part 5): a top-level page on the frame's own origin
// that the frame opens when it cannot prove the embedding page shows its approval screen as it
// is. It shows the description the frame posts to it, as text, and answers only approve or
// reject over the port the frame handed it. It holds no key and talks to no server.
import { APPROVAL_ARM_DELAY_MS } from '../approval/create-approval-queue.js';
import { guardApprovalScreen } from '../approval/guard-approval-screen.js';
import { renderApproval } from '../approval/render-approval.js';
import { watchPointerPresence } from '../approval/watch-pointer-presence.js';
import { approvalText, setFrameLocale } from '../screens/frame-locale.js';
import {
  REVIEW_ANSWER_TYPE,
  REVIEW_READY_TYPE,
  parseReviewMessage,
  reviewRequestSchema,
  type ReviewAnswer,
} from './review-messages.js';

const root = document.getElementById('review-root')!;
const opener = window.opener as Window | null;
const pointer = watchPointerPresence({ area: root });

function say(text: string) {
  const line = document.createElement('p');
  line.className = 'review-message';
  line.dataset.testid = 'review-message';
  line.textContent = text;
  root.replaceChildren(line);
}

if (!opener) {
  say(approvalText().nothingToReview);
} else {
  let received = false;
  window.addEventListener('message', async (event) => {
    // Only the frame that opened this window, on our own origin, and only its first request.
    if (received || event.source !== opener || event.origin !== location.origin || event.ports.length !== 1) return;
    const request = parseReviewMessage({ schema: reviewRequestSchema, data: event.data });
    if (!request) return;
    received = true;
    const port = event.ports[0]!;
    // The frame's language, a checked code; the window's texts are its own tables.
    if (request.locale) await setFrameLocale({ locale: request.locale }).catch(() => undefined);
    const screen = renderApproval({
      root,
      details: request.details,
      note: approvalText().secureWindowNote,
    });
    let answered = false;
    const answer = (result: ReviewAnswer) => {
      if (answered) return;
      answered = true;
      guard.stop();
      port.postMessage({ type: REVIEW_ANSWER_TYPE, answer: result });
      port.close();
      window.close();
    };
    const guard = guardApprovalScreen({
      screen,
      target: root,
      highRisk: request.details.highRisk === true,
      armDelayMs: APPROVAL_ARM_DELAY_MS,
      pointer,
      offerSecureWindow: false,
      onApprove: () => answer('approve'),
      onSecureReview: () => undefined,
    });
    screen.reject.addEventListener('click', () => answer('reject'), { once: true });
    document.addEventListener('keydown', (event) => event.key === 'Escape' && answer('reject'));
    screen.reject.focus();
  });
  say(approvalText().loadingRequest);
  opener.postMessage({ type: REVIEW_READY_TYPE }, location.origin);
}
