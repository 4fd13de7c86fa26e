import { expect, fixture as render, html } from '@open-wc/testing';
import { createAppKit, type AppKit, type WalletProviders } from '../../src/index.js';
import { appChunks } from '../../src/client/app-chunks.js';
import { AppChunkLoadError } from '../../src/core/errors/app-chunk-load-error.js';
import { AppKitNotCreatedError } from '../../src/core/errors/app-kit-not-created-error.js';
import { $account, $network } from '../../src/core/stores/chain-store.js';
import { $modal } from '../../src/core/stores/modal-store.js';
import { connectorsStore } from '../../src/core/stores/connectors-store.js';
import type { Connector } from '../../src/core/types/connector.js';
import type { AppKitOptions } from '../../src/core/types/options.js';
import type { W3mButton } from '../../src/modal/w3m-button.js';
import type { W3mNetworkButton } from '../../src/modal/w3m-network-button.js';
import {
  OFFLINE_NETWORKS,
  queryDeep,
  requestAppControllers,
  setupAppKit,
  waitUntil,
} from '../helpers/setup-app-kit.js';

type ChunkName = keyof typeof appChunks;

/** Counts the loads of one chunk; `fail` makes the next loads reject, `hold` keeps them waiting until `release`. */
function watchChunk(name: ChunkName) {
  const original = appChunks[name];
  const watch = { calls: 0, failuresLeft: 0, held: undefined as Promise<void> | undefined, release: () => {} };
  appChunks[name] = (async () => {
    watch.calls++;
    if (watch.held) await watch.held;
    if (watch.failuresLeft > 0) {
      watch.failuresLeft--;
      throw new TypeError(`Failed to fetch dynamically imported module: ${name}`);
    }
    return original();
  }) as never;
  return {
    watch,
    hold() {
      watch.held = new Promise((resolve) => (watch.release = resolve));
    },
    restore: () => (appChunks[name] = original as never),
  };
}

/** The idle load never comes: what loads the chunks then is what the test does. */
function withoutIdle(): () => void {
  const original = window.requestIdleCallback;
  window.requestIdleCallback = () => 0;
  return () => (window.requestIdleCallback = original);
}

const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

function create(options: Partial<AppKitOptions> = {}): AppKit {
  return createAppKit({
    projectId: 'test-project',
    networks: OFFLINE_NETWORKS,
    metadata: { name: 'Test', description: 'Test dapp', url: location.origin, icons: [] },
    enableReconnect: false,
    ...options,
  });
}

describe('createAppKit loads its core after the first paint (issue 14 part 1)', () => {
  const cleanups: Array<() => void> = [];
  let core: ReturnType<typeof watchChunk>;
  let modal: ReturnType<typeof watchChunk>;
  let appKit: AppKit | undefined;

  beforeEach(() => {
    core = watchChunk('core');
    modal = watchChunk('modal');
    cleanups.push(core.restore, modal.restore);
  });

  afterEach(() => {
    core.watch.release();
    modal.watch.release();
    appKit?.destroy();
    appKit = undefined;
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    localStorage.clear();
  });

  it('returns at once with the networks in the stores, before any chunk has loaded', async () => {
    cleanups.push(withoutIdle());
    const networkButton = await render<W3mNetworkButton>(html`<w3m-network-button></w3m-network-button>`);
    appKit = create();
    expect(core.watch.calls).to.equal(0);
    expect(() => requestAppControllers()).to.throw('no app provides controllers');
    expect(appKit.getCaipNetwork()?.caipNetworkId).to.equal('eip155:31337');
    expect(appKit.getState().initialized).to.equal(true);
    expect(appKit.getWalletProvider()).to.equal(undefined);
    appKit.setThemeMode('light');
    expect(appKit.getThemeMode()).to.equal('light');
    await networkButton.updateComplete;
    const button = networkButton.shadowRoot!.querySelector<HTMLButtonElement>('[data-testid="network-button"]')!;
    expect(button.textContent?.trim()).to.equal('Localchain A');
    expect(button.disabled).to.equal(false);
  });

  it('subscribeProviders before the core loads no chunk, and hears the providers once the core has started', async () => {
    cleanups.push(withoutIdle());
    appKit = create();
    const calls: WalletProviders[] = [];
    const stop = appKit.subscribeProviders((providers) => calls.push(providers));
    await afterPaint();
    expect(core.watch.calls, 'a subscription is no reason to load the core').to.equal(0);
    await appKit.ready();
    await Promise.resolve();
    const provider = { request: async () => null };
    const connector = { id: 'test-wallet', name: 'Test', type: 'INJECTED', chain: 'eip155', provider } as const;
    connectorsStore.set([...connectorsStore.get(), connector as unknown as Connector]);
    requestAppControllers().chains.patchAccount({
      namespace: 'eip155',
      patch: { status: 'connected', connectorId: 'test-wallet', address: '0x0000000000000000000000000000000000000001' },
    });
    expect(calls.at(-1)).to.deep.equal({ eip155: provider });
    expect(appKit.getWalletProvider('eip155')).to.equal(provider);
    stop();
  });

  it('loads the core and the modal once the page is idle after its first paint', async () => {
    appKit = create();
    await waitUntil(() => expect(core.watch.calls).to.equal(1));
    await waitUntil(() => expect(customElements.get('w3m-modal')).to.exist);
    expect(modal.watch.calls).to.equal(1);
    await waitUntil(() => expect(document.querySelector('w3m-modal')).to.exist);
    expect(requestAppControllers().chains.getChain('eip155')?.networks.length).to.equal(2);
  });

  for (const intent of ['pointerenter', 'focus', 'pointerdown'] as const) {
    it(`starts loading on ${intent} of <w3m-button>, before the page is idle`, async () => {
      cleanups.push(withoutIdle());
      const button = await render<W3mButton>(html`<w3m-button></w3m-button>`);
      appKit = create();
      await afterPaint();
      expect(core.watch.calls, 'nothing loads before the intent').to.equal(0);
      const inner = queryDeep('connect-button', button.shadowRoot!)!;
      if (intent === 'focus') inner.shadowRoot!.querySelector('button')!.focus();
      // pointerenter goes to each element the pointer enters (it does not bubble); pointerdown bubbles out of the shadow roots.
      else if (intent === 'pointerenter') button.dispatchEvent(new PointerEvent('pointerenter'));
      else inner.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
      expect(core.watch.calls).to.equal(1);
      expect(modal.watch.calls).to.equal(1);
      await appKit.ready();
      inner.click();
      expect($modal.get().open, 'the click finds the chunks ready and opens in its task').to.equal(true);
    });
  }

  it('starts loading on pointerenter of <w3m-network-button>', async () => {
    cleanups.push(withoutIdle());
    const networkButton = await render<W3mNetworkButton>(html`<w3m-network-button></w3m-network-button>`);
    appKit = create();
    await afterPaint();
    expect(core.watch.calls).to.equal(0);
    networkButton.dispatchEvent(new PointerEvent('pointerenter'));
    expect(core.watch.calls).to.equal(1);
  });

  it('a click before the chunks arrived opens the modal when they do', async () => {
    cleanups.push(withoutIdle());
    core.hold();
    const button = await render<W3mButton>(html`<w3m-button></w3m-button>`);
    appKit = create();
    queryDeep('connect-button', button.shadowRoot!)!.click();
    expect($modal.get().open).to.equal(false);
    core.watch.release();
    await waitUntil(() => expect($modal.get().open).to.equal(true));
    expect(requestAppControllers().router.current?.view).to.equal('Connect');
  });

  it("a returning visitor's wallet reconnects at once, without the modal's chunk", async () => {
    const first = await setupAppKit();
    cleanups.push(() => first.wallet?.uninstall());
    await requestAppControllers().connection.connect({ connectorId: first.wallet!.info.rdns });
    first.appKit.destroy(); // the reload: storage and the wallet's permission stay
    core.watch.calls = 0;
    modal.watch.calls = 0;
    cleanups.push(withoutIdle());

    appKit = create({ enableReconnect: true });
    expect(core.watch.calls).to.equal(1);
    await waitUntil(() => expect($account.get().status).to.equal('connected'));
    expect($account.get().address).to.equal(first.wallet!.address);
    expect(modal.watch.calls, 'the modal waits for idle or a click').to.equal(0);
  });

  it('a first-time visitor loads nothing before the page is idle, even with reconnect on', async () => {
    cleanups.push(withoutIdle());
    appKit = create({ enableReconnect: true });
    await afterPaint();
    expect(core.watch.calls).to.equal(0);
  });

  it('open() rejects with AppChunkLoadError when the core fails to load, and the next open loads it', async () => {
    cleanups.push(withoutIdle());
    core.watch.failuresLeft = 1;
    const button = await render<W3mButton>(html`<w3m-button></w3m-button>`);
    appKit = create();
    const error = await appKit.open().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).to.be.instanceOf(AppChunkLoadError);
    expect((error as AppChunkLoadError).chunk).to.equal('core');
    expect((error as AppChunkLoadError).shortMessage).to.equal(
      'The modal could not be loaded. Check your connection and try again.',
    );
    expect($modal.get().open).to.equal(false);
    // The button stays usable: its click loads the core again and opens.
    queryDeep('connect-button', button.shadowRoot!)!.click();
    await waitUntil(() => expect($modal.get().open).to.equal(true));
    expect(core.watch.calls).to.equal(2);
  });

  it("open() rejects when the modal's chunk fails to load, and the next open loads it", async () => {
    cleanups.push(withoutIdle());
    modal.watch.failuresLeft = 1;
    appKit = create();
    const error = await appKit.open().catch((reason: unknown) => reason);
    expect((error as AppChunkLoadError).chunk).to.equal('modal');
    expect($modal.get().open).to.equal(false);
    await appKit.open();
    expect($modal.get().open).to.equal(true);
    expect(modal.watch.calls).to.equal(2);
  });

  it('actions wait for the core: switchNetwork before it loaded switches once it has', async () => {
    cleanups.push(withoutIdle());
    appKit = create();
    await appKit.switchNetwork(OFFLINE_NETWORKS[1]);
    expect($network.get()?.caipNetworkId).to.equal('eip155:31338');
    expect(core.watch.calls).to.equal(1);
  });

  it('removeAdapter before the core loaded removes once it has; after, before it returns', async () => {
    cleanups.push(withoutIdle());
    appKit = create();
    const removing = appKit.removeAdapter('eip155');
    expect(core.watch.calls).to.equal(1);
    expect(appKit.getCaipNetwork()?.caipNetworkId, 'nothing changes before the core arrived').to.equal('eip155:31337');
    await removing;
    expect(appKit.getCaipNetwork()).to.equal(undefined);
    expect(requestAppControllers().chains.namespaces).to.deep.equal([]);

    appKit.destroy();
    appKit = create();
    await appKit.ready();
    void appKit.removeAdapter('eip155');
    expect(appKit.getCaipNetwork()).to.equal(undefined);
  });

  it("the core's ChainController resets accounts to the account types createAppKit registered the networks with", async () => {
    cleanups.push(withoutIdle());
    appKit = create({ defaultAccountTypes: { eip155: 'eoa' } });
    expect($account.get().preferredAccountType, 'before the core').to.equal('eoa');
    await appKit.ready();
    const { chains } = requestAppControllers();
    chains.patchAccount({ namespace: 'eip155', patch: { preferredAccountType: 'smartAccount' } });
    chains.resetAccount('eip155');
    expect($account.get().preferredAccountType).to.equal('eoa');
  });

  it('a close asked for while an open waits for the chunks cancels that open', async () => {
    cleanups.push(withoutIdle());
    core.hold();
    appKit = create();
    const opening = appKit.open();
    await appKit.close();
    core.watch.release();
    await opening;
    expect($modal.get().open).to.equal(false);
  });

  it('destroy() before the core arrived: nothing starts, the stores reset, a waiting open rejects', async () => {
    cleanups.push(withoutIdle());
    core.hold();
    const created = create();
    const opening = created.open().catch((reason: unknown) => reason);
    created.destroy();
    expect($modal.get().initialized).to.equal(false);
    expect(created.getCaipNetwork()).to.equal(undefined);
    core.watch.release();
    expect(await opening).to.be.instanceOf(AppKitNotCreatedError);
    expect(() => requestAppControllers()).to.throw('no app provides controllers');
    expect(document.querySelector('w3m-modal')).to.equal(null);
  });
});
