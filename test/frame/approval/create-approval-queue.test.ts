import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse, setViewport } from '@web/test-runner-commands';
import {
  APPROVAL_ARM_DELAY_MS,
  APPROVAL_QUEUE_LIMIT,
  createApprovalQueue,
} from '../../../frame/src/approval/create-approval-queue.js';
import { ApprovalQueueFullError } from '../../../frame/src/errors/approval-queue-full-error.js';
import type { ApprovalDetails } from '../../../frame/src/approval/render-approval.js';

// The secure review window's real page script, on this page's origin (the frame's, in production).
const REVIEW_URL = new URL('/test/frame/fixtures/review-window.html', location.href).href;

const details = (index: number, highRisk = false): ApprovalDetails => ({
  title: 'Signature request',
  origin: 'http://localhost:5173',
  rows: [{ label: 'Message', value: `request ${index}` }],
  warnings: [],
  highRisk,
});

type Outcome = { state: 'pending' } | { state: 'resolved'; value: boolean } | { state: 'rejected'; error: unknown };

/** Follows a promise's state without awaiting it. */
function track(promise: Promise<boolean>): { readonly outcome: Outcome } {
  const tracked = { outcome: { state: 'pending' } as Outcome };
  promise.then(
    (value) => (tracked.outcome = { state: 'resolved', value }),
    (error: unknown) => (tracked.outcome = { state: 'rejected', error }),
  );
  return tracked;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeoutMs) throw new Error('condition not met in time');
    await sleep(5);
  }
}

let root: HTMLElement | undefined;
function createRoot(): HTMLElement {
  root = document.createElement('main');
  // On top and in view, so real mouse clicks land on its buttons.
  root.style.cssText = 'position:fixed;top:0;left:0;width:420px;background:white;z-index:10';
  document.body.append(root);
  return root;
}

const screens = (element: HTMLElement) => element.querySelectorAll('[data-testid="approval"]');
const button = (element: HTMLElement, testId: 'approval-approve' | 'approval-reject' | 'approval-secure-review') => {
  const found = element.querySelector<HTMLButtonElement>(`[data-testid="${testId}"]`);
  if (!found) throw new Error(`no ${testId} on screen`);
  return found;
};

const centre = (target: HTMLElement): [number, number] => {
  const box = target.getBoundingClientRect();
  return [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)];
};

/** A real click through the browser's input pipeline, at the button's centre. */
async function realClick(target: HTMLElement): Promise<void> {
  await sendMouse({ type: 'click', position: centre(target) });
}

/** As a visitor: the pointer moves onto the button and rests past the pointer rule, then clicks. */
async function restAndClick(target: HTMLElement): Promise<void> {
  await sendMouse({ type: 'move', position: centre(target) });
  await sleep(APPROVAL_ARM_DELAY_MS + 100);
  await realClick(target);
}

/** Waits until Approve is armed (enabled and shown). */
const armed = (approve: HTMLButtonElement) => waitUntil(() => !approve.disabled && !approve.hidden);

describe('createApprovalQueue', () => {
  afterEach(async () => {
    root?.remove();
    root = undefined;
    await resetMouse();
    await setViewport({ width: 800, height: 600 }); // web-test-runner's default
  });

  it(`T6: 30 requests at once show one screen at a time, refuse those beyond ${APPROVAL_QUEUE_LIMIT} waiting, and rejectAll settles the rest with false`, async () => {
    const element = createRoot();
    let idle = 0;
    const queue = createApprovalQueue({ root: element, onIdle: () => idle++ });
    let mostScreens = 0;
    const observer = new MutationObserver(() => (mostScreens = Math.max(mostScreens, screens(element).length)));
    observer.observe(element, { childList: true, subtree: true });

    const requests = Array.from({ length: 30 }, (_, index) => track(queue.request(details(index))));
    await settle();
    // One on screen plus APPROVAL_QUEUE_LIMIT waiting; the rest are refused at once.
    const accepted = 1 + APPROVAL_QUEUE_LIMIT;
    requests
      .slice(0, accepted)
      .forEach(({ outcome }, index) => expect(outcome.state, `request ${index}`).to.equal('pending'));
    for (const { outcome } of requests.slice(accepted)) {
      expect(outcome.state).to.equal('rejected');
      expect((outcome as { error: unknown }).error).to.be.instanceOf(ApprovalQueueFullError);
    }
    expect(screens(element).length).to.equal(1);
    expect(element.textContent).to.contain('request 0');

    // Rejecting the one on screen shows the next, still alone, and frees one place in the queue.
    button(element, 'approval-reject').click();
    await settle();
    expect(requests[0]!.outcome).to.deep.equal({ state: 'resolved', value: false });
    expect(screens(element).length).to.equal(1);
    expect(element.textContent).to.contain('request 1');
    const late = track(queue.request(details(30)));
    const overflow = track(queue.request(details(31)));
    await settle();
    expect(late.outcome.state).to.equal('pending');
    expect(overflow.outcome.state).to.equal('rejected');

    queue.rejectAll();
    await settle();
    for (const tracked of [...requests.slice(1, accepted), late])
      expect(tracked.outcome).to.deep.equal({ state: 'resolved', value: false });
    expect(screens(element).length).to.equal(0);
    expect(queue.busy).to.equal(false);
    expect(idle).to.equal(1);
    observer.disconnect();
    expect(mostScreens).to.equal(1);
  });

  it(`T7: Approve is disabled until ${APPROVAL_ARM_DELAY_MS} ms on a visible page, an earlier real click does nothing, and a resize disarms it again`, async function () {
    this.timeout(10_000);
    if (document.visibilityState !== 'visible')
      throw new Error('setup: the test page must be visible for the queue to arm');
    const element = createRoot();
    const queue = createApprovalQueue({ root: element });
    const shownAt = performance.now();
    const request = track(queue.request(details(0)));
    const approve = button(element, 'approval-approve');
    expect(approve.disabled).to.equal(true);

    // A click soon after the screen appears (the clickjacking case) is not an approval.
    await sleep(100);
    await realClick(approve);
    await settle();
    expect(request.outcome.state).to.equal('pending');
    expect(screens(element).length).to.equal(1);

    await waitUntil(() => !approve.disabled);
    expect(performance.now() - shownAt).to.be.at.least(APPROVAL_ARM_DELAY_MS);

    // The embedder moves or resizes the frame: Approve is disarmed and has to wait again.
    const resized = new Promise((resolve) => window.addEventListener('resize', resolve, { once: true }));
    await setViewport({ width: 700, height: 500 });
    await resized;
    const resizedAt = performance.now();
    expect(approve.disabled, 'Approve right after a resize').to.equal(true);
    await realClick(approve);
    await settle();
    expect(request.outcome.state).to.equal('pending');
    await waitUntil(() => !approve.disabled);
    // The queue's own resize listener ran just before resizedAt was taken.
    expect(performance.now() - resizedAt).to.be.at.least(APPROVAL_ARM_DELAY_MS - 20);

    // A resize forgets where the pointer was (the screen may have moved under it): a rest, then the click.
    await restAndClick(approve);
    await waitUntil(() => request.outcome.state !== 'pending');
    expect(request.outcome).to.deep.equal({ state: 'resolved', value: true });
  });
});

// The attacks of docs/SECURITY.md T7 on this page's own screen: IntersectionObserver v2 sees the
// same effects on an element of the top document as on a cross-origin frame (frame-visibility.test.ts).
describe('createApprovalQueue: clickjacking (T7, issue "Hardening" part 5)', () => {
  let decoy: HTMLElement | undefined;
  afterEach(async () => {
    decoy?.remove();
    decoy = undefined;
    root?.remove();
    root = undefined;
    await resetMouse();
  });

  it('refuses a click less than the delay after the pointer came in, even on an armed Approve; after a rest the click approves', async () => {
    const element = createRoot();
    await sendMouse({ type: 'move', position: [700, 500] }); // on the page, outside the screen
    const queue = createApprovalQueue({ root: element, reviewUrl: REVIEW_URL });
    const request = track(queue.request(details(0)));
    const approve = button(element, 'approval-approve');
    await armed(approve);
    await sleep(APPROVAL_ARM_DELAY_MS);

    await realClick(approve); // moves in and clicks at once
    await sleep(100);
    expect(request.outcome.state, 'a click right after the pointer came in').to.equal('pending');
    expect(button(element, 'approval-approve').disabled).to.equal(false);

    await sleep(APPROVAL_ARM_DELAY_MS + 100);
    await realClick(approve);
    await waitUntil(() => request.outcome.state !== 'pending');
    expect(request.outcome).to.deep.equal({ state: 'resolved', value: true });
  });

  it('refuses the click on a screen slid under the resting pointer', async () => {
    const element = createRoot();
    element.style.width = '300px'; // room to slide it right and keep it whole in the viewport
    const queue = createApprovalQueue({ root: element, reviewUrl: REVIEW_URL });
    const request = track(queue.request(details(0)));
    const approve = button(element, 'approval-approve');
    const [x, y] = centre(approve);
    // The pointer rests on the page to the right of the screen while Approve arms.
    const restX = x + 320;
    await sendMouse({ type: 'move', position: [restX, y] });
    await armed(approve);
    await sleep(APPROVAL_ARM_DELAY_MS);
    element.style.left = `${restX - x}px`;
    await sleep(150);
    if (Math.abs(centre(approve)[0] - restX) > 1 || approve.disabled)
      throw new Error('setup: an armed Approve is not under the pointer');
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    await sleep(200);
    expect(request.outcome.state).to.equal('pending');
    queue.rejectAll();
  });

  const attacks: Array<[string, (element: HTMLElement) => void]> = [
    ['opacity 0', (element) => (element.style.opacity = '0')],
    [
      'a decoy over it with pointer-events: none',
      () => {
        decoy = document.createElement('div');
        decoy.textContent = 'Claim your prize';
        decoy.style.cssText = 'position:fixed;inset:0;z-index:100;pointer-events:none;background:#fff';
        document.body.append(decoy);
      },
    ],
    ['a transform (rotate)', (element) => (element.style.transform = 'rotate(3deg)')],
  ];
  for (const [attack, apply] of attacks) {
    it(`disarms Approve under ${attack}: a rested click where Approve was does not approve; undone, it arms again`, async () => {
      const element = createRoot();
      const queue = createApprovalQueue({ root: element, reviewUrl: REVIEW_URL });
      const request = track(queue.request(details(0)));
      const approve = button(element, 'approval-approve');
      const spot = centre(approve);
      await armed(approve);
      apply(element);
      await waitUntil(() => approve.disabled);
      await sendMouse({ type: 'move', position: spot });
      await sleep(APPROVAL_ARM_DELAY_MS + 300);
      expect(approve.disabled, 'Approve re-armed while the attack lasts').to.equal(true);
      // Obscured past the delay: Approve gives way to the secure window, the only way on.
      expect(approve.hidden).to.equal(true);
      expect(button(element, 'approval-secure-review').hidden).to.equal(false);
      await sendMouse({ type: 'down' });
      await sendMouse({ type: 'up' });
      await sleep(200);
      expect(request.outcome.state).to.equal('pending');

      element.style.opacity = '';
      element.style.transform = '';
      decoy?.remove();
      const undoneAt = performance.now();
      await armed(approve);
      expect(performance.now() - undoneAt).to.be.at.least(APPROVAL_ARM_DELAY_MS - 20);
      await restAndClick(approve);
      await waitUntil(() => request.outcome.state !== 'pending');
      expect(request.outcome).to.deep.equal({ state: 'resolved', value: true });
    });
  }

  it('arms a high-risk request on a visible screen like any other: no secure window is offered', async () => {
    const element = createRoot();
    const queue = createApprovalQueue({ root: element, reviewUrl: REVIEW_URL });
    const request = track(queue.request(details(0, true)));
    const approve = button(element, 'approval-approve');
    await armed(approve);
    await sleep(APPROVAL_ARM_DELAY_MS);
    expect(button(element, 'approval-secure-review').hidden).to.equal(true);
    await restAndClick(approve);
    await waitUntil(() => request.outcome.state !== 'pending');
    expect(request.outcome).to.deep.equal({ state: 'resolved', value: true });
  });
});
