import { expect } from '@open-wc/testing';
import { $account } from '../../src/core/stores/chain-store.js';
import { $modal } from '../../src/core/stores/modal-store.js';
import { $alert } from '../../src/core/stores/alert-store.js';
import { $toast } from '../../src/core/stores/toast-store.js';
import { $route } from '../../src/core/stores/router-store.js';
import type { WalletListEntry } from '../../src/core/types/wallet.js';
import { WalletConnectRelayRefusedError } from '../../src/connectors/walletconnect/walletconnect-errors.js';
import { queryDeep, waitUntil } from '../helpers/setup-app-kit.js';
import {
  setupWalletConnectApp,
  WC_EVM_ACCOUNT,
  type WalletConnectAppFixture,
} from '../helpers/walletconnect-fixture.js';

const TEST_WALLET: WalletListEntry = {
  id: 'dev-wc-wallet',
  name: 'Dev WC Wallet',
  webapp_link: 'http://127.0.0.1:8787/dev/wc-wallet/',
  homepage: 'https://wallet.example',
};
const EVM_NAMESPACE = {
  eip155: {
    chains: ['eip155:31337'],
    accounts: [WC_EVM_ACCOUNT],
    methods: ['personal_sign'],
    events: ['accountsChanged', 'chainChanged'],
  },
};

function wcView(app: WalletConnectAppFixture) {
  const view = app.modal.shadowRoot!.querySelector('w3m-router')!.shadowRoot!.querySelector('w3m-connecting-wc-view');
  if (!view) throw new Error('ConnectingWalletConnect is not on screen');
  return view;
}

function inView<T extends HTMLElement = HTMLElement>(app: WalletConnectAppFixture, testId: string): T | undefined {
  return queryDeep<T>(testId, wcView(app).shadowRoot!);
}

function clickButton(element: HTMLElement | undefined): void {
  const button = element?.shadowRoot?.querySelector('button');
  if (!button) throw new Error('no button to click');
  button.click();
}

/** Waits for the fake client's offer number `count` and for the view to show its URI as the QR code. */
async function waitForOffer(app: WalletConnectAppFixture, count: number): Promise<string> {
  await waitUntil(() => expect(app.fake.offers).to.have.length(count));
  const { uri } = app.fake.offers[count - 1]!;
  await waitUntil(() => expect(inView<HTMLElement & { value: string }>(app, 'wc-qr')?.value).to.equal(uri));
  return uri;
}

describe('<w3m-connecting-wc-view>', () => {
  let app: WalletConnectAppFixture | undefined;

  beforeEach(() => localStorage.clear());
  afterEach(() => {
    app?.teardown();
    app = undefined;
  });

  it('is the Connect view\'s first row, and shows the pairing URI as a QR code with "Copy link"', async () => {
    app = await setupWalletConnectApp();
    await app.appKit.open();
    const connectView = () =>
      app!.modal.shadowRoot!.querySelector('w3m-router')!.shadowRoot!.querySelector('w3m-connect-view')!.shadowRoot!;
    await waitUntil(() => expect(queryDeep('wallet-walletConnect', connectView())).to.exist);
    const rows = [...connectView().querySelectorAll('wui-list-item')];
    expect(rows[0]?.dataset.testid).to.equal('wallet-walletConnect');
    expect(rows[0]?.dataset.group).to.equal('walletConnect');
    queryDeep('wallet-walletConnect', connectView())!.click();
    expect($route.get()?.view).to.equal('ConnectingWalletConnect');
    await waitForOffer(app, 1);
    expect(inView(app, 'wc-copy-link')?.textContent?.trim()).to.equal('Copy link');
    expect(inView(app, 'wc-wallet')).to.equal(undefined);
    expect(inView(app, 'wc-open-wallet')).to.equal(undefined);
    expect(app.fake.proposals[0]?.optionalNamespaces?.eip155?.chains).to.deep.equal(['eip155:31337', 'eip155:31338']);
  });

  it("connects the session's namespace once the wallet approves, and closes the modal", async () => {
    app = await setupWalletConnectApp();
    await app.appKit.open();
    app.controllers.walletConnect!.connect({});
    await waitForOffer(app, 1);
    app.fake.offers[0]!.approve(EVM_NAMESPACE);
    await waitUntil(() => expect($account.get().status).to.equal('connected'));
    expect($account.get().address).to.equal('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect($account.get().connectorId).to.equal('walletConnect');
    expect($modal.get().open).to.equal(false);
  });

  it('copies the link and says so', async () => {
    app = await setupWalletConnectApp();
    await app.appKit.open();
    app.controllers.walletConnect!.connect({});
    await waitForOffer(app, 1);
    const original = navigator.clipboard.writeText;
    const written: string[] = [];
    try {
      Object.defineProperty(navigator.clipboard, 'writeText', {
        configurable: true,
        value: async (value: string) => void written.push(value),
      });
      clickButton(inView(app, 'wc-copy-link'));
      await waitUntil(() =>
        expect($toast.get()).to.include({ open: true, message: 'Link copied', variant: 'success' }),
      );
      expect(written).to.deep.equal([app.fake.offers[0]!.uri]);
    } finally {
      Object.defineProperty(navigator.clipboard, 'writeText', { configurable: true, value: original });
    }
  });

  it('shows a declined proposal with "Try again", which offers a new URI', async () => {
    app = await setupWalletConnectApp();
    await app.appKit.open();
    app.controllers.walletConnect!.connect({});
    await waitUntil(() => expect(app!.fake.offers).to.have.length(1));
    app.fake.offers[0]!.decline();
    await waitUntil(() => expect(inView(app!, 'wc-error')?.textContent).to.equal('Connection declined'));
    expect(inView(app, 'wc-qr')).to.equal(undefined);
    clickButton(inView(app, 'wc-retry'));
    await waitForOffer(app, 2);
    expect(app.fake.offers[1]!.uri).not.to.equal(app.fake.offers[0]!.uri);
  });

  it("shows a relay refusal's APKT alert and the failure with a retry", async () => {
    app = await setupWalletConnectApp();
    app.fake.failNextPropose(new WalletConnectRelayRefusedError({ reason: 'Unauthorized: invalid key' }));
    await app.appKit.open();
    app.controllers.walletConnect!.connect({});
    await waitUntil(() =>
      expect($alert.get()).to.include({ open: true, message: 'Invalid Project ID', variant: 'error' }),
    );
    expect(inView(app, 'wc-error')?.textContent).to.equal('Connection failed');
    expect(inView(app, 'wc-error-hint')?.textContent).to.equal('Invalid Project ID');
    clickButton(inView(app, 'wc-retry'));
    await waitForOffer(app, 1);
  });

  it('replaces the URI when under 10 s of it remain (SPEC §4), withdrawing the old offer', async () => {
    app = await setupWalletConnectApp();
    app.fake.setOfferLifetime(10_300);
    await app.appKit.open();
    app.controllers.walletConnect!.connect({});
    await waitUntil(() => expect(app!.fake.offers).to.have.length(1));
    app.fake.setOfferLifetime(240_000);
    await waitForOffer(app, 2);
    expect(app.fake.offers[0]!.cancelled).to.equal(true);
  });

  it('for a directory wallet shows its name, opens its web app with the URI, and reaches its downloads', async () => {
    app = await setupWalletConnectApp();
    await app.appKit.open();
    app.controllers.walletConnect!.connect({ wallet: TEST_WALLET });
    const uri = await waitForOffer(app, 1);
    expect(inView(app, 'wc-wallet')?.textContent).to.contain('Dev WC Wallet');
    const originalOpen = window.open;
    const opened: Array<[string | URL | undefined, string | undefined]> = [];
    window.open = (url, target) => {
      opened.push([url, target]);
      return null;
    };
    try {
      expect(inView(app, 'wc-open-wallet')?.textContent?.trim()).to.equal('Open Dev WC Wallet');
      clickButton(inView(app, 'wc-open-wallet'));
    } finally {
      window.open = originalOpen;
    }
    expect(opened).to.deep.equal([[`http://127.0.0.1:8787/dev/wc-wallet/wc?uri=${encodeURIComponent(uri)}`, '_blank']]);
    expect(JSON.parse(localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE')!)).to.deep.equal({
      href: 'http://127.0.0.1:8787/dev/wc-wallet/',
      name: 'Dev WC Wallet',
    });
    expect(inView(app, 'wc-get-wallet')?.textContent?.trim()).to.equal('Get Dev WC Wallet');
    clickButton(inView(app, 'wc-get-wallet'));
    expect($route.get()).to.deep.include({ view: 'Downloads' });
    await waitUntil(() => expect(app!.fake.offers[0]!.cancelled).to.equal(true));
  });

  it('offers keyboard access: its actions are buttons reached by Tab', async () => {
    app = await setupWalletConnectApp();
    await app.appKit.open();
    app.controllers.walletConnect!.connect({ wallet: TEST_WALLET });
    await waitForOffer(app, 1);
    for (const testId of ['wc-open-wallet', 'wc-copy-link', 'wc-get-wallet']) {
      const button = inView(app, testId)?.shadowRoot?.querySelector('button');
      expect(button, testId).to.exist;
      expect(button!.tabIndex, testId).to.equal(0);
    }
  });
});
