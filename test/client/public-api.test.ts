import { expect } from '@open-wc/testing';
import type { AppKitAccount, WalletProviders } from '../../src/index.js';
import { $modal } from '../../src/core/stores/modal-store.js';
import { embeddedWalletStore } from '../../src/core/stores/embedded-wallet-store.js';
import { setupAppKit, waitUntil, requestAppControllers, type AppKitFixture } from '../helpers/setup-app-kit.js';

// Issue 20 part 1: the instance's methods with Reown AppKit's names and shapes, on the real app.
describe('createAppKit() public API (AppKit parity)', () => {
  let app: AppKitFixture;

  beforeEach(async () => {
    app = await setupAppKit();
  });

  afterEach(() => app.teardown());

  const connect = () => requestAppControllers().connection.connect({ connectorId: app.wallet!.info.rdns });

  it("getAccount and subscribeAccount give AppKit's shape: isConnected, address, caipAddress, status", async () => {
    const seen: AppKitAccount[] = [];
    const stop = app.appKit.subscribeAccount((account) => seen.push(account));
    const disconnected = app.appKit.getAccount();
    expect(disconnected.isConnected).to.equal(false);
    expect(disconnected.status).to.equal('disconnected');
    expect(disconnected.embeddedWalletInfo).to.equal(undefined);
    await connect();
    const account = app.appKit.getAccount('eip155');
    expect(account.isConnected).to.equal(true);
    expect(account.status).to.equal('connected');
    expect(account.address?.toLowerCase()).to.equal(app.wallet!.address.toLowerCase());
    expect(account.caipAddress?.toLowerCase()).to.equal(`eip155:31337:${app.wallet!.address.toLowerCase()}`);
    expect(account.embeddedWalletInfo, 'an extension wallet is not the embedded wallet').to.equal(undefined);
    expect(seen.at(-1)?.isConnected).to.equal(true);
    expect(seen.at(-1)?.currentTab, 'our own account fields stay reachable').to.equal(0);
    stop();
  });

  it("gives embeddedWalletInfo while the embedded wallet holds the account (AppKit's shape)", async () => {
    await connect();
    // The embedded wallet's connector id and what its sign-in wrote, as the auth flow leaves them.
    embeddedWalletStore.setKey('email', 'ada@example.com');
    requestAppControllers().chains.patchAccount({
      namespace: 'eip155',
      patch: { connectorId: 'ID_AUTH', preferredAccountType: 'smartAccount', smartAccountDeployed: true },
    });
    expect(app.appKit.getAccount().embeddedWalletInfo).to.deep.equal({
      user: { email: 'ada@example.com' },
      authProvider: 'email',
      accountType: 'smartAccount',
      isSmartAccountDeployed: true,
    });
    requestAppControllers().chains.patchAccount({ namespace: 'eip155', patch: { socialProvider: 'google' } });
    expect(app.appKit.getAccount().embeddedWalletInfo?.authProvider).to.equal('google');
    embeddedWalletStore.setKey('email', undefined);
  });

  it('subscribeAccount(callback, namespace) hears only that namespace', async () => {
    const solana: AppKitAccount[] = [];
    const stop = app.appKit.subscribeAccount((account) => solana.push(account), 'solana');
    await connect();
    expect(solana).to.deep.equal([]);
    expect(app.appKit.getAccount('solana').isConnected).to.equal(false);
    stop();
  });

  it('disconnect(namespace) disconnects that namespace', async () => {
    await connect();
    await app.appKit.disconnect('eip155');
    expect(app.appKit.getAccount('eip155').isConnected).to.equal(false);
    expect(app.appKit.getAccount().status).to.equal('disconnected');
  });

  it('subscribeProviders calls back with { eip155: provider } on connect and {} on disconnect', async () => {
    const calls: WalletProviders[] = [];
    const stop = app.appKit.subscribeProviders((providers) => calls.push(providers));
    await connect();
    await waitUntil(() => expect(calls.at(-1)?.eip155).to.exist);
    expect(app.appKit.getWalletProvider('eip155')).to.equal(calls.at(-1)!.eip155);
    expect(app.appKit.getWalletProviderType()).to.equal('ANNOUNCED');
    await app.appKit.disconnect();
    await waitUntil(() => expect(calls.at(-1)).to.deep.equal({}));
    stop();
  });

  it('getWalletInfo and subscribeWalletInfo name the connected wallet', async () => {
    const infos: unknown[] = [];
    const stop = app.appKit.subscribeWalletInfo((info) => infos.push(info));
    expect(app.appKit.getWalletInfo()).to.equal(undefined);
    await connect();
    expect(app.appKit.getWalletInfo()?.name).to.equal(app.wallet!.info.name);
    expect(infos.at(-1)).to.deep.include({ name: app.wallet!.info.name });
    stop();
  });

  for (const view of ['WhatIsAWallet', 'WhatIsANetwork', 'AllWallets', 'Networks', 'Connect'] as const) {
    it(`open({ view: '${view}' }) opens the modal on it`, async () => {
      await app.appKit.open({ view });
      expect($modal.get().open).to.equal(true);
      expect(requestAppControllers().router.current?.view).to.equal(view);
    });
  }

  it("open({ view }) opens a connected account's views: Account, WalletSend, WalletReceive, Swap, RegisterAccountName", async () => {
    await connect();
    for (const view of ['Account', 'WalletSend', 'WalletReceive', 'Swap', 'RegisterAccountName'] as const) {
      await app.appKit.open({ view });
      expect(requestAppControllers().router.current?.view).to.equal(view);
      await app.appKit.close();
    }
  });

  it("open({ namespace }) lists that namespace only; getState reports AppKit's public state", async () => {
    await app.appKit.open({ namespace: 'eip155' });
    expect($modal.get().activeChain).to.equal('eip155');
    expect(app.appKit.getState()).to.deep.equal({
      open: true,
      loading: false,
      initialized: true,
      activeChain: 'eip155',
      selectedNetworkId: 'eip155:31337',
    });
    await app.appKit.close();
    expect(app.appKit.getState().open).to.equal(false);
  });

  it('subscribeState, subscribeEvents, subscribeNetwork and subscribeTheme call back on change', async () => {
    const states: boolean[] = [];
    const events: string[] = [];
    const networks: (string | undefined)[] = [];
    const themes: string[] = [];
    const stops = [
      app.appKit.subscribeState((state) => states.push(state.open)),
      app.appKit.subscribeEvents((event) => events.push(event.data.event)),
      app.appKit.subscribeNetwork((network) => networks.push(network?.caipNetworkId)),
      app.appKit.subscribeTheme((theme) => themes.push(theme.themeMode)),
    ];
    await app.appKit.open();
    await app.appKit.close();
    await connect();
    await app.appKit.switchNetwork(requestAppControllers().chains.findNetwork('eip155:31338')!);
    app.appKit.setThemeMode('light');
    expect(states).to.include.members([true, false]);
    expect(events).to.include.members(['MODAL_OPEN', 'MODAL_CLOSE', 'CONNECT_SUCCESS']);
    expect(networks.at(-1)).to.equal('eip155:31338');
    expect(app.appKit.getCaipNetwork()?.caipNetworkId).to.equal('eip155:31338');
    expect(app.appKit.getAddress()?.toLowerCase()).to.equal(app.wallet!.address.toLowerCase());
    expect(app.appKit.getCaipAddress()).to.equal(app.appKit.getAccount().caipAddress);
    expect(themes).to.deep.equal(['light']);
    stops.forEach((stop) => stop());
  });

  it('setThemeMode, setThemeVariables and getThemeVariables', () => {
    app.appKit.setThemeMode('light');
    app.appKit.setThemeVariables({ '--w3m-accent': '#ff0000' });
    expect(app.appKit.getThemeMode()).to.equal('light');
    expect(app.appKit.getThemeVariables()).to.deep.equal({ '--w3m-accent': '#ff0000' });
  });
});
