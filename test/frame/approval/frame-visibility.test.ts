import { expect } from '@open-wc/testing';
import { createFrameElement } from '../../../src/connectors/auth/create-frame-element.js';

// Issue "Hardening" part 5, step 1: what IntersectionObserver v2 (trackVisibility, delay 100)
// reports inside a cross-origin frame, in this project's headless Chromium (web-test-runner's
// launcher; the Playwright launcher is exercised by test/e2e/embedded-wallet-clickjacking). The
// frame is the real wallet iframe element (createFrameElement: sandbox, fixed position) with a
// stand-in document running the real watchVisibility; this page embeds it and does to it what a
// hostile page would. The clickjacking defence rests on these answers: if Chromium stops giving
// them, this test says so.
const FIXTURE = `http://127.0.0.1:${location.port}/test/frame/fixtures/visibility-frame.html`;
// Long enough for a report after a change (the observer's delay is 100 ms; it reports on the next frames).
const SETTLE_MS = 600;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let frame: HTMLIFrameElement | undefined;
const decoys: HTMLElement[] = [];

afterEach(() => {
  frame?.remove();
  frame = undefined;
  for (const decoy of decoys.splice(0)) decoy.remove();
});

async function embedFrame(): Promise<HTMLIFrameElement> {
  const iframe = createFrameElement({ src: FIXTURE });
  Object.assign(iframe.style, { display: 'block', top: '40px', left: '40px', width: '360px', height: '300px' });
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  document.body.append(iframe);
  await loaded;
  frame = iframe;
  return iframe;
}

async function reportsOf(iframe: HTMLIFrameElement): Promise<{ supported: boolean; reports: boolean[] }> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the visibility fixture did not answer')), 2000);
    const onMessage = (event: MessageEvent) => {
      if (event.source !== iframe.contentWindow) return;
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(event.data as { supported: boolean; reports: boolean[] });
    };
    window.addEventListener('message', onMessage);
    iframe.contentWindow!.postMessage('reports?', new URL(FIXTURE).origin);
  });
}

/** Embeds the frame, checks it is reported visible, applies `change`, and returns the last report after it. */
async function visibleAfter(change: (iframe: HTMLIFrameElement) => void): Promise<boolean> {
  const iframe = await embedFrame();
  await sleep(SETTLE_MS);
  const before = await reportsOf(iframe);
  if (!before.supported) throw new Error('setup: this Chromium has no IntersectionObserver v2');
  if (before.reports.at(-1) !== true)
    throw new Error(`setup: the untouched frame is not reported visible (${JSON.stringify(before.reports)})`);
  change(iframe);
  await sleep(SETTLE_MS);
  const after = await reportsOf(iframe);
  return after.reports.at(-1)!;
}

function addDecoy(style: string): void {
  const decoy = document.createElement('div');
  decoy.textContent = 'Click to claim';
  decoy.style.cssText = `position:fixed;z-index:2147483647;pointer-events:none;${style}`;
  document.body.append(decoy);
  decoys.push(decoy);
}

describe('IntersectionObserver v2 in a cross-origin wallet frame (headless Chromium)', () => {
  it('reports an unobstructed frame visible, and still visible after a plain move (translate)', async () => {
    expect(await visibleAfter(() => undefined)).to.equal(true);
    expect(await visibleAfter((iframe) => (iframe.style.transform = 'translate(10px, 10px)'))).to.equal(true);
  });

  it('reports the frame not visible at opacity 0, and at any opacity below 1', async () => {
    expect(await visibleAfter((iframe) => (iframe.style.opacity = '0'))).to.equal(false);
    expect(await visibleAfter((iframe) => (iframe.style.opacity = '0.99'))).to.equal(false);
  });

  it('reports the frame not visible under a decoy that lets clicks through (pointer-events: none), opaque or transparent, whole or a corner', async () => {
    expect(await visibleAfter(() => addDecoy('inset:0;background:#fff'))).to.equal(false);
    for (const decoy of decoys.splice(0)) decoy.remove();
    expect(await visibleAfter(() => addDecoy('inset:0;background:transparent'))).to.equal(false);
    for (const decoy of decoys.splice(0)) decoy.remove();
    expect(await visibleAfter(() => addDecoy('top:0;left:0;width:60px;height:60px;background:#fff'))).to.equal(false);
  });

  it('reports the frame not visible when transformed (rotate, scale down) or filtered, or clipped to a part', async () => {
    expect(await visibleAfter((iframe) => (iframe.style.transform = 'rotate(5deg)'))).to.equal(false);
    expect(await visibleAfter((iframe) => (iframe.style.transform = 'scale(0.5)'))).to.equal(false);
    expect(await visibleAfter((iframe) => (iframe.style.filter = 'blur(1px)'))).to.equal(false);
    expect(await visibleAfter((iframe) => (iframe.style.clipPath = 'inset(70% 0 0 0)'))).to.equal(false);
  });
});
