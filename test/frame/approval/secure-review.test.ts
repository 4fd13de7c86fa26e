import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { APPROVAL_ARM_DELAY_MS, createApprovalQueue } from '../../../frame/src/approval/create-approval-queue.js';
import type { ApprovalDetails } from '../../../frame/src/approval/render-approval.js';

// The secure review window (issue "Hardening" part 5): the real queue on this page opens the real
// review page script (fixtures/review-window.html) in a real popup on this page's origin, as the
// frame opens /frame/review on its own. Approving in that window takes a real click, which only
// Playwright can give a popup: test/e2e/embedded-wallet-clickjacking.e2e.test.ts does it.
const REVIEW_URL = new URL('/test/frame/fixtures/review-window.html', location.href).href;
const HOSTILE = '<img src=x onerror=window.pwn=1>';

const highRisk = (value = '1 ETH'): ApprovalDetails => ({
  title: 'Transaction request',
  origin: 'http://localhost:5173',
  rows: [
    { label: 'Value', value },
    { label: 'Data', value: HOSTILE, monospace: true },
  ],
  warnings: ['This moves funds'],
  highRisk: true,
});

type Outcome = { state: 'pending' } | { state: 'resolved'; value: boolean };
function track(promise: Promise<boolean>): { readonly outcome: Outcome } {
  const tracked = { outcome: { state: 'pending' } as Outcome };
  void promise.then((value) => (tracked.outcome = { state: 'resolved', value }));
  return tracked;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitUntil(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(10);
  }
}

const cleanups: Array<() => void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  await resetMouse();
});

/** The queue's screen, on top of this page; `obscured` lays a click-through decoy over it. */
function setup({ obscured }: { obscured: boolean }) {
  const root = document.createElement('main');
  root.style.cssText = 'position:fixed;top:0;left:0;width:420px;background:white;z-index:10';
  document.body.append(root);
  const decoy = document.createElement('div');
  decoy.style.cssText = 'position:fixed;inset:0;z-index:11;pointer-events:none;background:rgba(255,255,255,0.5)';
  if (obscured) document.body.append(decoy);
  const queue = createApprovalQueue({ root, reviewUrl: REVIEW_URL });
  cleanups.push(() => {
    queue.rejectAll();
    root.remove();
    decoy.remove();
  });
  const find = (testId: string) => {
    const found = root.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);
    if (!found) throw new Error(`no ${testId} on screen`);
    return found;
  };
  return { root, queue, find };
}

/** Clicks 'Review in a secure window' for real and returns the review window the frame opened. */
async function openReview(secure: HTMLButtonElement): Promise<Window> {
  const opened: Window[] = [];
  const original = window.open.bind(window);
  // Only to get hold of the window the queue opens; the call itself goes through unchanged.
  window.open = (...args: Parameters<Window['open']>) => {
    const popup = original(...args);
    if (popup) opened.push(popup);
    return popup;
  };
  try {
    const box = secure.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
    });
    await waitUntil(() => opened.length > 0, 'the review window opened');
  } finally {
    window.open = original;
  }
  const popup = opened[0]!;
  cleanups.push(() => popup.close());
  await waitUntil(
    () => Boolean(popup.document?.querySelector('[data-testid="approval"]')),
    'the review window shows the request',
  );
  return popup;
}

describe('secure review window (T7)', () => {
  it('is the only way on for a high-risk request on an obscured screen; it shows the request as text, ignores forged and untrusted answers, and Reject there refuses', async () => {
    const { queue, find } = setup({ obscured: true });
    const request = track(queue.request(highRisk()));
    const secure = find('approval-secure-review');
    await waitUntil(() => !secure.hidden, 'the secure window is offered');
    expect(find('approval-approve').hidden).to.equal(true);

    const popup = await openReview(secure);
    expect(new URL(popup.location.href).pathname).to.equal(new URL(REVIEW_URL).pathname);
    const text = (testId: string) => popup.document.querySelector(`[data-testid="${testId}"]`)?.textContent;
    expect(text('approval-title')).to.equal('Transaction request');
    expect(text('approval-row-value')).to.equal('1 ETH');
    expect(text('approval-row-data')).to.equal(HOSTILE);
    expect(
      popup.document.getElementById('review-root')!.querySelectorAll('img, script, svg').length,
      'markup from the request',
    ).to.equal(0);
    expect(find('approval-approve').hidden, 'Approve in the frame while the window is open').to.equal(true);
    expect(find('approval-status').textContent).to.contain('secure window');

    // A forged answer from this page (the wrong source) and a scripted click in the window: nothing.
    window.postMessage({ type: 'w3m-review-answer', answer: 'approve' }, location.origin);
    const popupApprove = popup.document.querySelector<HTMLButtonElement>('[data-testid="approval-approve"]')!;
    await waitUntil(() => !popupApprove.disabled, 'Approve arms in the review window', 3000);
    popupApprove.click();
    await sleep(300);
    expect(request.outcome.state).to.equal('pending');
    expect(popup.closed).to.equal(false);

    popup.document.querySelector<HTMLButtonElement>('[data-testid="approval-reject"]')!.click();
    await waitUntil(() => request.outcome.state !== 'pending', 'the answer reaches the queue');
    expect(request.outcome).to.deep.equal({ state: 'resolved', value: false });
    await waitUntil(() => popup.closed, 'the review window closes itself');
  });

  it('counts a closed review window as a refusal: nothing waits on', async () => {
    const { queue, find } = setup({ obscured: true });
    const request = track(queue.request(highRisk()));
    const secure = find('approval-secure-review');
    await waitUntil(() => !secure.hidden, 'the secure window is offered');
    const popup = await openReview(secure);
    popup.close();
    await waitUntil(() => request.outcome.state !== 'pending', 'the closed window ends the wait');
    expect(request.outcome).to.deep.equal({ state: 'resolved', value: false });
  });

  it('the review window takes a request only from its opener: a same-origin window that is not its opener is ignored', async () => {
    const review = window.open(REVIEW_URL, '_blank', 'popup');
    if (!review) throw new Error('setup: the review window did not open');
    cleanups.push(() => review.close());
    await waitUntil(
      () => Boolean(review.document?.querySelector('[data-testid="review-message"]')),
      'the review page loads',
    );
    // A window of our origin that is not the opener posts a well-formed request with a port, from its own script.
    const stranger = document.createElement('iframe');
    stranger.src = '/test/frame/fixtures/blank.html';
    const loaded = new Promise((resolve) => stranger.addEventListener('load', resolve, { once: true }));
    document.body.append(stranger);
    cleanups.push(() => stranger.remove());
    await loaded;
    const details = {
      title: 'From a stranger',
      origin: location.origin,
      rows: [{ label: 'Message', value: 'hi' }],
      warnings: [],
    };
    const strangerWindow = stranger.contentWindow as Window & { review?: Window; eval(code: string): unknown };
    strangerWindow.review = review;
    strangerWindow.eval(
      `{ const channel = new MessageChannel(); review.postMessage({ type: 'w3m-review-request', details: ${JSON.stringify(details)} }, location.origin, [channel.port2]); }`,
    );
    await sleep(300);
    expect(
      review.document.querySelector('[data-testid="approval"]'),
      'a request from a window that is not the opener',
    ).to.equal(null);

    // The opener itself is heard (so the refusal above was the source check).
    const own = new MessageChannel();
    review.postMessage(
      { type: 'w3m-review-request', details: { ...details, title: 'From the opener' } },
      location.origin,
      [own.port2],
    );
    await waitUntil(
      () => Boolean(review.document.querySelector('[data-testid="approval"]')),
      'the opener’s request is shown',
    );
    expect(review.document.querySelector('[data-testid="approval-title"]')?.textContent).to.equal('From the opener');
  });

  describe('without IntersectionObserver v2 (Firefox, Safari)', () => {
    let descriptor: PropertyDescriptor | undefined;
    beforeEach(() => {
      descriptor = Object.getOwnPropertyDescriptor(IntersectionObserverEntry.prototype, 'isVisible');
      if (!descriptor) throw new Error('setup: this Chromium has no IntersectionObserver v2 to take away');
      delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible;
    });
    afterEach(() => {
      if (descriptor) Object.defineProperty(IntersectionObserverEntry.prototype, 'isVisible', descriptor);
    });

    it('offers only the secure window for a high-risk request, at once', async () => {
      const { queue, find } = setup({ obscured: false });
      void queue.request(highRisk());
      expect(find('approval-secure-review').hidden).to.equal(false);
      expect(find('approval-approve').hidden).to.equal(true);
      await sleep(APPROVAL_ARM_DELAY_MS + 200);
      expect(find('approval-approve').hidden).to.equal(true);
    });

    it('arms a normal request on the delay alone, and still applies the pointer rule', async () => {
      const { queue, find } = setup({ obscured: false });
      const request = track(queue.request({ ...highRisk(), title: 'Signature request', highRisk: false }));
      const approve = find('approval-approve');
      expect(approve.disabled).to.equal(true);
      await waitUntil(() => !approve.disabled, 'Approve arms', 2000);
      expect(find('approval-secure-review').hidden).to.equal(true);
      const centre = (): [number, number] => {
        const box = approve.getBoundingClientRect();
        return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
      };
      await sendMouse({ type: 'click', position: centre() });
      await sleep(100);
      expect(request.outcome.state, 'a click right as the pointer came in').to.equal('pending');
      // The refusal says why in a line above the buttons (this screen has no fixed height, so they move).
      await sendMouse({ type: 'move', position: centre() });
      await sleep(APPROVAL_ARM_DELAY_MS + 100);
      await sendMouse({ type: 'click', position: centre() });
      await waitUntil(() => request.outcome.state !== 'pending', 'the approval');
      expect(request.outcome).to.deep.equal({ state: 'resolved', value: true });
    });
  });
});
