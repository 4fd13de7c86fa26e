import { expect } from '@open-wc/testing';
import { queryDeep, setupAppKit, waitUntil, type AppKitFixture } from '../helpers/setup-app-kit.js';

// The frame URL points at a closed port: these tests only render the Connect view, and nothing
// may load the frame before the visitor uses email or social sign-in.
const FRAME_URL = 'http://127.0.0.1:9/frame/';

function connectView(app: AppKitFixture) {
  return app.modal.shadowRoot!.querySelector('w3m-router')!.shadowRoot!.querySelector('w3m-connect-view')!.shadowRoot!;
}

/** The test ids of the view's top-level blocks, in order. */
function blockOrder(app: AppKitFixture): string[] {
  return [...connectView(app).children]
    .map((element) => (element as HTMLElement).dataset.testid ?? element.tagName.toLowerCase())
    .filter((id) => id !== 'style');
}

describe('<w3m-connect-view> with the embedded wallet', () => {
  let app: AppKitFixture | undefined;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    app?.teardown();
    app = undefined;
  });

  it('puts installed wallets first, then email and socials (SPEC §2 "wallet, email, social")', async () => {
    app = await setupAppKit({ options: { frameUrl: FRAME_URL } });
    await app.appKit.open();
    await waitUntil(() => expect(queryDeep(`wallet-${app!.wallet!.info.rdns}`, connectView(app!))).to.exist);
    const order = blockOrder(app);
    expect(order.indexOf('connect-list')).to.be.lessThan(order.indexOf('connect-embedded'));
    expect(queryDeep('email-input', connectView(app))).to.exist;
    expect(queryDeep('social-google', connectView(app))).to.exist;
    expect(document.querySelector('iframe#w3m-iframe'), 'the frame waits for the first use').to.equal(null);
  });

  it('puts email and socials first when no wallet is installed', async () => {
    app = await setupAppKit({ wallet: false, options: { frameUrl: FRAME_URL, enableInjected: false } });
    await app.appKit.open();
    await waitUntil(() => expect(queryDeep('connect-embedded', connectView(app!))).to.exist);
    expect(blockOrder(app)[0]).to.equal('connect-embedded');
  });

  it('lists the socials in the configured order without farcaster (not built), and hides them with socials: false', async () => {
    app = await setupAppKit({
      options: { frameUrl: FRAME_URL, features: { socials: ['discord', 'farcaster', 'github'] } },
    });
    await app.appKit.open();
    await waitUntil(() => expect(queryDeep('social-discord', connectView(app!))).to.exist);
    const buttons = [
      ...connectView(app).querySelector('w3m-social-login-widget')!.shadowRoot!.querySelectorAll('wui-social-button'),
    ].map((button) => (button as HTMLElement & { provider: string }).provider);
    expect(buttons).to.deep.equal(['discord', 'github']);
    app.teardown();
    app = await setupAppKit({ options: { frameUrl: FRAME_URL, features: { socials: false } } });
    await app.appKit.open();
    await waitUntil(() => expect(queryDeep('email-input', connectView(app!))).to.exist);
    expect(connectView(app).querySelector('w3m-social-login-widget')).to.equal(null);
  });

  it('offers neither email nor socials with pay on (SPEC §5), or without a frame URL', async () => {
    app = await setupAppKit({ options: { frameUrl: FRAME_URL, features: { pay: true } } });
    await app.appKit.open();
    await waitUntil(() => expect(queryDeep('connect-list', connectView(app!))).to.exist);
    expect(queryDeep('connect-embedded', connectView(app))).to.equal(undefined);
    app.teardown();
    app = await setupAppKit();
    await app.appKit.open();
    await waitUntil(() => expect(queryDeep('connect-list', connectView(app!))).to.exist);
    expect(queryDeep('connect-embedded', connectView(app))).to.equal(undefined);
  });
});
