import { expect } from '@open-wc/testing';
import { $modal } from '../../src/core/stores/modal-store.js';
import { $account } from '../../src/core/stores/chain-store.js';
import { createStorage } from '../../src/core/storage/storage.js';
import { installEvmTestWallet } from '../helpers/evm-test-wallet/index.js';
import {
  queryDeep,
  setupAppKit,
  TEST_DEV_KEY,
  waitUntil,
  requestAppControllers,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

function view(app: AppKitFixture) {
  return app.modal.shadowRoot!.querySelector('w3m-router')!.shadowRoot!.querySelector('w3m-connect-view')!;
}

describe('<w3m-connect-view>', () => {
  let app: AppKitFixture | undefined;

  // Test files share the page origin's localStorage: start without another file's recent wallets.
  beforeEach(() => localStorage.clear());

  afterEach(() => {
    app?.teardown();
    app = undefined;
  });

  it('lists an announced wallet as installed, with its icon', async () => {
    app = await setupAppKit();
    await app.appKit.open();
    await waitUntil(() => expect(queryDeep(`wallet-${app!.wallet!.info.rdns}`, view(app!).shadowRoot!)).to.exist);
    const item = queryDeep(`wallet-${app.wallet!.info.rdns}`, view(app).shadowRoot!)! as HTMLElement & {
      name: string;
      tagLabel: string;
      imageSrc: string;
    };
    expect(item.name).to.equal('Test Wallet');
    expect(item.tagLabel).to.equal('Installed');
    expect(item.imageSrc).to.match(/^data:image\/svg\+xml;base64,/);
  });

  it('says how to get a wallet when there is none', async () => {
    app = await setupAppKit({ wallet: false, options: { enableInjected: false } });
    await app.appKit.open();
    await waitUntil(() =>
      expect(queryDeep('connect-empty', view(app!).shadowRoot!)?.textContent).to.contain('No wallet found'),
    );
  });

  it("orders recent wallets (at most 2) first, then installed in announcement order, then the dapp's own", async () => {
    const storage = createStorage();
    storage.set('recentWallets', [
      { id: 'dev.wallet.b', name: 'Wallet B' },
      { id: 'dev.wallet.c', name: 'Wallet C' },
      { id: 'dev.wallet.d', name: 'Wallet D' },
    ]);
    const extra = ['b', 'c', 'd'].map((letter) =>
      installEvmTestWallet({
        privateKey: TEST_DEV_KEY,
        chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:9' }],
        name: `Wallet ${letter.toUpperCase()}`,
        rdns: `dev.wallet.${letter}`,
        storageKey: `wallet-${letter}`,
      }),
    );
    const custom = installEvmTestWallet({
      privateKey: TEST_DEV_KEY,
      chains: [{ id: 31337, rpcUrl: 'http://127.0.0.1:9' }],
      name: 'Hidden',
      rdns: 'dev.hidden',
      storageKey: 'custom',
    });
    custom.uninstall(); // its provider is handed to the dapp directly instead
    app = await setupAppKit({
      options: { connectors: [{ id: 'dapp-wallet', name: 'Dapp Wallet', provider: custom.provider }] },
    });
    await app.appKit.open();
    await waitUntil(() => expect(view(app!).shadowRoot!.querySelectorAll('wui-list-item').length).to.equal(5));
    const rows = [...view(app).shadowRoot!.querySelectorAll('wui-list-item')].map(
      (item) => `${item.dataset.group}:${item.name}`,
    );
    expect(rows).to.deep.equal([
      'recent:Wallet B',
      'recent:Wallet C',
      'injected:Wallet D',
      'injected:Test Wallet',
      'external:Dapp Wallet',
    ]);
    extra.forEach((wallet) => wallet.uninstall());
  });

  it('connects the picked wallet, shows ConnectingExternal meanwhile, and closes', async () => {
    app = await setupAppKit();
    await app.appKit.open();
    await waitUntil(() => expect(queryDeep(`wallet-${app!.wallet!.info.rdns}`, view(app!).shadowRoot!)).to.exist);
    queryDeep(`wallet-${app.wallet!.info.rdns}`, view(app).shadowRoot!)!.click();
    expect(requestAppControllers().router.current?.view).to.equal('ConnectingExternal');
    await waitUntil(() => expect($account.get().status).to.equal('connected'));
    expect($modal.get().open).to.equal(false);
  });

  it('shows a declined connection with a retry that succeeds once the wallet approves', async () => {
    app = await setupAppKit({ walletMode: 'reject' });
    await app.appKit.open();
    await waitUntil(() => expect(queryDeep(`wallet-${app!.wallet!.info.rdns}`, view(app!).shadowRoot!)).to.exist);
    queryDeep(`wallet-${app.wallet!.info.rdns}`, view(app).shadowRoot!)!.click();
    await waitUntil(() =>
      expect(queryDeep('connecting-error', app!.modal.shadowRoot!)?.textContent).to.equal('Connection declined'),
    );
    expect($account.get().status).to.equal('disconnected');
    app.wallet!.setMode('approve');
    queryDeep('connecting-retry', app.modal.shadowRoot!)!.click();
    await waitUntil(() => expect($account.get().status).to.equal('connected'));
  });
});
