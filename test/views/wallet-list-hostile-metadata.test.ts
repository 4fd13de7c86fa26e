import { expect } from '@open-wc/testing';
import { createEvmTestWallet } from '../helpers/evm-test-wallet/index.js';
import { queryDeep, setupAppKit, TEST_DEV_KEY, waitUntil, type AppKitFixture } from '../helpers/setup-app-kit.js';

// docs/SECURITY.md T20: wallet names and icons come from EIP-6963 announcements (any extension or
// script on the page) and the directory; they must stay text and `<img>` sources.
const HOSTILE_NAME = '<img src=x onerror=window.pwn=1>';
// An SVG icon with handlers and a script: harmless inside <img>, script if ever inlined.
const HOSTILE_ICON = `data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' onload='window.pwn=2'><script>window.pwn=3</script></svg>")}`;
const RDNS = 'dev.hostile';

type PwnWindow = Window & { pwn?: unknown };

/** Announces a real test wallet's provider under hostile metadata, now and on every request. */
function announceHostileWallet(): () => void {
  const { provider } = createEvmTestWallet({
    privateKey: TEST_DEV_KEY,
    chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:9' }],
    storageKey: 'hostile-wallet',
  });
  const info = Object.freeze({ uuid: crypto.randomUUID(), name: HOSTILE_NAME, icon: HOSTILE_ICON, rdns: RDNS });
  const announce = () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => window.removeEventListener('eip6963:requestProvider', announce);
}

/** Waits until an image with the name's `src=x` has failed here (and a little more), so its handler would have run. */
async function letHandlersRun(): Promise<void> {
  const control = new Image();
  const failed = new Promise((resolve) => control.addEventListener('error', resolve, { once: true }));
  control.src = 'x';
  await failed;
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** Every element below `root`, through open shadow roots. */
function deepElements(root: ParentNode): Element[] {
  return [...root.querySelectorAll('*')].flatMap((element) => [
    element,
    ...(element.shadowRoot ? deepElements(element.shadowRoot) : []),
  ]);
}

describe('wallet list (<w3m-connect-view>) with hostile wallet metadata', () => {
  let app: AppKitFixture | undefined;
  let stopAnnouncing: (() => void) | undefined;

  beforeEach(() => localStorage.clear());
  afterEach(() => {
    app?.teardown();
    app = undefined;
    stopAnnouncing?.();
    delete (window as PwnWindow).pwn;
  });

  it('T20: shows a wallet named <img src=x onerror=…> as text and its SVG icon only through <img>; window.pwn stays undefined', async () => {
    delete (window as PwnWindow).pwn;
    stopAnnouncing = announceHostileWallet();
    app = await setupAppKit({ wallet: false });
    await app.appKit.open();
    const view = () =>
      app!.modal.shadowRoot!.querySelector('w3m-router')!.shadowRoot!.querySelector('w3m-connect-view')!;
    await waitUntil(() => expect(queryDeep(`wallet-${RDNS}`, view().shadowRoot!)).to.exist);
    await letHandlersRun();

    expect((window as PwnWindow).pwn).to.equal(undefined);
    const item = queryDeep(`wallet-${RDNS}`, view().shadowRoot!)!;
    const elements = deepElements(item.shadowRoot ?? item);
    expect(elements.filter((element) => element.localName === 'svg' || element.localName === 'script')).to.have.length(
      0,
    );
    // The name is text: the only images are the icon's, with the icon as their source.
    const images = elements.filter((element): element is HTMLImageElement => element.localName === 'img');
    expect(images.length).to.be.greaterThan(0);
    for (const image of images) expect(image.getAttribute('src')).to.equal(HOSTILE_ICON);
    expect(
      deepElements(item.shadowRoot ?? item)
        .map((element) => element.textContent ?? '')
        .join(' '),
    ).to.contain(HOSTILE_NAME);
  });
});
