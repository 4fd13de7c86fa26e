import { expect } from '@open-wc/testing';
import { WalletConnectController } from '../../../src/core/controllers/walletconnect-controller.js';
import { UserRejectedRequestError } from '../../../src/core/errors/provider-rpc-error.js';
import { $account } from '../../../src/core/stores/chain-store.js';
import { $modal } from '../../../src/core/stores/modal-store.js';
import { $route } from '../../../src/core/stores/router-store.js';
import { walletConnectStore, $walletConnect } from '../../../src/core/stores/walletconnect-store.js';
import type { WalletListEntry } from '../../../src/core/types/wallet.js';
import { buildProposalNamespaces } from '../../../src/connectors/walletconnect/build-proposal-namespaces.js';
import { createWalletConnectConnectors } from '../../../src/connectors/walletconnect/create-walletconnect-connectors.js';
import { WalletConnectProposalExpiredError } from '../../../src/connectors/walletconnect/walletconnect-errors.js';
import { OFFLINE_NETWORKS, setupAppKit, waitUntil, type AppKitFixture } from '../../helpers/setup-app-kit.js';
import {
  createFakeWalletConnectClient,
  WC_EVM_ACCOUNT,
  type FakeWalletConnectClient,
} from '../../helpers/walletconnect-fixture.js';

const RAINBOW: WalletListEntry = { id: 'rainbow', name: 'Rainbow', mobile_link: 'rainbow://' };
const WEB_WALLET: WalletListEntry = { id: 'web', name: 'Web Wallet', webapp_link: 'https://web.wallet.example/app' };
const EVM_NAMESPACE = {
  eip155: { chains: ['eip155:31337'], accounts: [WC_EVM_ACCOUNT], methods: ['personal_sign'], events: [] },
};
const readChoice = () => JSON.parse(localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE') ?? 'null') as unknown;

interface Setup {
  app: AppKitFixture;
  fake: FakeWalletConnectClient;
  controller: WalletConnectController;
  opened: Array<[string, string]>;
  stop: () => void;
}

/** The real app with a WalletConnectController of the test's own (mobile or not) over the fake client. */
async function setup({ mobile = false, proposeTimeoutMs }: { mobile?: boolean; proposeTimeoutMs?: number } = {}) {
  const app = await setupAppKit({ wallet: false, options: { enableInjected: false } });
  const fake = createFakeWalletConnectClient();
  const { eip155 } = createWalletConnectConnectors({ client: fake.client, rpcUrl: () => 'http://127.0.0.1:9' });
  app.controllers.connectors.add(eip155);
  const opened: Array<[string, string]> = [];
  const { chains, connection, modal, router, alert } = app.controllers;
  const controller = new WalletConnectController({
    store: walletConnectStore,
    loadPairing: async () => ({
      propose: () => fake.client.propose(buildProposalNamespaces({ networks: OFFLINE_NETWORKS })),
    }),
    route: $route,
    modalState: $modal,
    chains,
    connection,
    modal,
    router,
    alert,
    isMobile: () => mobile,
    openUrl: (href, target) => void opened.push([href, target]),
    ...(proposeTimeoutMs ? { proposeTimeoutMs } : {}),
  });
  const stopWatching = controller.watch();
  return {
    app,
    fake,
    controller,
    opened,
    stop: () => {
      stopWatching();
      app.teardown();
    },
  } satisfies Setup;
}

/** Waits for the fake client's offer number `count` and for the store to offer its URI. */
async function waitForOffer(current: Setup, count: number): Promise<void> {
  await waitUntil(() => expect(current.fake.offers).to.have.length(count));
  await waitUntil(() =>
    expect($walletConnect.get()).to.include({ status: 'offered', uri: current.fake.offers[count - 1]!.uri }),
  );
}

async function showView(current: Setup, wallet?: WalletListEntry): Promise<void> {
  await current.app.appKit.open();
  current.app.controllers.router.push({ view: 'ConnectingWalletConnect', params: wallet ? { wallet } : {} });
}

describe('WalletConnectController', () => {
  let current: Setup | undefined;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    current?.stop();
    current = undefined;
  });

  it('ends the wait for a relay that gives no URI in time, and withdraws a URI that comes late', async () => {
    current = await setup({ proposeTimeoutMs: 100 });
    const held = current.fake.holdProposals();
    await showView(current);
    expect($walletConnect.get().status).to.equal('loading');
    await waitUntil(() => expect($walletConnect.get()).to.include({ status: 'failed', failure: 'unreachable' }));
    held.release();
    await waitUntil(() => expect(current!.fake.offers).to.have.length(1));
    await waitUntil(() => expect(current!.fake.offers[0]!.cancelled).to.equal(true));
    expect($walletConnect.get().status).to.equal('failed');
    current.controller.retry();
    await waitForOffer(current, 2);
  });

  it('withdraws the offer when the view is left or the modal closes', async () => {
    current = await setup();
    await showView(current);
    await waitUntil(() => expect($walletConnect.get().status).to.equal('offered'));
    current.app.controllers.router.goBack();
    expect(current.fake.offers[0]!.cancelled).to.equal(true);
    expect($walletConnect.get()).to.deep.equal({ status: 'idle' });
    current.app.controllers.router.push({ view: 'ConnectingWalletConnect', params: {} });
    await waitForOffer(current, 2);
    current.app.controllers.modal.close();
    expect(current.fake.offers[1]!.cancelled).to.equal(true);
    expect($walletConnect.get().status).to.equal('idle');
  });

  it("on mobile opens a wallet's app scheme at once in the same tab, remembers it, and not again for a refreshed URI", async () => {
    current = await setup({ mobile: true });
    current.fake.setOfferLifetime(10_200);
    await showView(current, RAINBOW);
    await waitUntil(() => expect(current!.opened).to.have.length(1));
    const [first] = current.fake.offers;
    expect(current.opened[0]).to.deep.equal([`rainbow://wc?uri=${encodeURIComponent(first!.uri)}`, '_self']);
    expect(JSON.parse(localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE')!)).to.deep.equal({
      href: 'rainbow://',
      name: 'Rainbow',
    });
    current.fake.setOfferLifetime(240_000);
    await waitForOffer(current, 2);
    expect(current.opened).to.have.length(1);
    expect($walletConnect.get().link?.href).to.equal(
      `rainbow://wc?uri=${encodeURIComponent(current.fake.offers[1]!.uri)}`,
    );
  });

  it('opens a web link only from the Open button (a new tab needs the click), on mobile too', async () => {
    current = await setup({ mobile: true });
    await showView(current, WEB_WALLET);
    await waitUntil(() => expect($walletConnect.get().status).to.equal('offered'));
    expect(current.opened).to.deep.equal([]);
    current.controller.openWallet();
    const { uri } = current.fake.offers[0]!;
    expect(current.opened).to.deep.equal([
      [`https://web.wallet.example/app/wc?uri=${encodeURIComponent(uri)}`, '_blank'],
    ]);
  });

  it('forgets the wallet opened in an earlier view when the session comes another way (QR code, copied link)', async () => {
    current = await setup({ mobile: true });
    await showView(current, RAINBOW);
    await waitUntil(() => expect(current!.opened).to.have.length(1));
    expect(readChoice()).to.deep.equal({ href: 'rainbow://', name: 'Rainbow' });
    current.app.controllers.router.goBack();
    current.app.controllers.router.push({ view: 'ConnectingWalletConnect', params: {} });
    await waitForOffer(current, 2);
    current.fake.offers[1]!.approve(EVM_NAMESPACE);
    await waitUntil(() => expect($account.get().status).to.equal('connected'));
    expect(readChoice()).to.equal(null);
  });

  it('keeps the wallet opened through its link when a retry of the same view connects it', async () => {
    current = await setup({ mobile: true });
    await showView(current, WEB_WALLET);
    await waitForOffer(current, 1);
    current.controller.openWallet();
    current.fake.offers[0]!.decline();
    await waitUntil(() => expect($walletConnect.get().status).to.equal('declined'));
    current.controller.retry();
    await waitForOffer(current, 2);
    current.fake.offers[1]!.approve(EVM_NAMESPACE); // paired in the tab already open, without a second click
    await waitUntil(() => expect($account.get().status).to.equal('connected'));
    expect(readChoice()).to.deep.equal({ href: 'https://web.wallet.example/app/', name: 'Web Wallet' });
  });

  it('fails as unsupported when the session has none of the namespaces the app configured', async () => {
    current = await setup();
    await showView(current);
    await waitUntil(() => expect(current!.fake.offers).to.have.length(1));
    current.fake.offers[0]!.approve({
      solana: {
        accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'],
        methods: [],
        events: [],
      },
    });
    await waitUntil(() => expect($walletConnect.get()).to.include({ status: 'failed', failure: 'unsupported' }));
    expect($account.get().status).to.equal('disconnected');
    expect($modal.get().open).to.equal(true);
  });

  it('treats an EIP-1193 rejection as declined, and a proposal that expired by itself as a reason for a new URI', async () => {
    current = await setup();
    await showView(current);
    await waitUntil(() => expect(current!.fake.offers).to.have.length(1));
    current.fake.offers[0]!.fail(new WalletConnectProposalExpiredError());
    await waitForOffer(current, 2);
    current.fake.offers[1]!.fail(new UserRejectedRequestError());
    await waitUntil(() => expect($walletConnect.get().status).to.equal('declined'));
  });
});
