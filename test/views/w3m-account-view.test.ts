import { expect } from '@open-wc/testing';
import { $route } from '../../src/core/stores/router-store.js';
import { $history } from '../../src/core/stores/history-store.js';
import { $account } from '../../src/core/stores/chain-store.js';
import { AUTH_CONNECTOR_IDS, AUTH_CONNECTOR_NAME } from '../../src/core/constants.js';
import { coreTranslationStore, localeStore } from '../../src/core/messages/locale-store.js';
import type { W3mAccountActivity } from '../../src/views/w3m-account-activity.js';
import {
  queryDeep,
  setupAppKit,
  waitUntil,
  requestAppControllers,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

const WALLET_ID = 'dev.openmodal.testwallet';

async function openConnectedAccount(options: Parameters<typeof setupAppKit>[0] = {}): Promise<AppKitFixture> {
  const fixture = await setupAppKit(options);
  await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
  await fixture.appKit.open({ view: 'Account' });
  await waitUntil(() => expect(queryDeep('account-view', fixture.modal.shadowRoot!)).to.exist);
  return fixture;
}

describe('<w3m-account-view>', () => {
  let fixture: AppKitFixture | undefined;
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  it('shows receive then send in SPEC §2 order, a dollar total and keeps the account testids', async () => {
    fixture = await openConnectedAccount();
    const root = fixture.modal.shadowRoot!;
    for (const id of [
      'account-address',
      'account-copy',
      'account-balance',
      'account-network',
      'account-explorer',
      'account-disconnect',
    ]) {
      expect(queryDeep(id, root), id).to.exist;
    }
    const features = queryDeep('account-features', root)!;
    const order = [...features.children].map((child) => child.getAttribute('data-testid'));
    expect(order).to.deep.equal(['account-receive', 'account-send']);
    // No apiUrl and an offline chain: nothing priced, so the total is zero dollars with cents.
    expect(queryDeep('account-total', root)!.textContent).to.equal('$0.00');
    await waitUntil(() => expect(queryDeep('tokens-empty', root)).to.exist);
    expect(requestAppControllers().tokenBalances, 'registered by the account-features chunk').to.exist;
  });

  it('names the wallet behind the connection, as text', async () => {
    fixture = await openConnectedAccount();
    const root = fixture.modal.shadowRoot!;
    await waitUntil(() =>
      expect(queryDeep('account-wallet', root)?.textContent).to.equal('Connected with Test Wallet'),
    );
    requestAppControllers().chains.patchAccount({
      namespace: 'eip155',
      patch: { connectedWalletInfo: { name: '<img src=x onerror="window.pwned=1">' } },
    });
    await waitUntil(() =>
      expect(queryDeep('account-wallet', root)?.textContent).to.equal(
        'Connected with <img src=x onerror="window.pwned=1">',
      ),
    );
    expect(queryDeep('account-wallet', root)?.querySelector('img')).to.equal(null);
  });

  it('names the embedded wallet in the active language, also after a later setLocale', async () => {
    fixture = await openConnectedAccount();
    const root = fixture.modal.shadowRoot!;
    // The embedded wallet's connection as the connection controller records it (its name read once, in English).
    requestAppControllers().chains.patchAccount({
      namespace: 'eip155',
      patch: { connectorId: AUTH_CONNECTOR_IDS.eip155, connectedWalletInfo: { name: AUTH_CONNECTOR_NAME } },
    });
    await waitUntil(() =>
      expect(queryDeep('account-wallet', root)?.textContent).to.equal('Connected with Embedded wallet'),
    );
    try {
      await fixture.appKit.setLocale('de');
      const german = coreTranslationStore.get()!;
      await waitUntil(() =>
        expect(queryDeep('account-wallet', root)?.textContent).to.equal(
          german.connectedWith(german.embeddedWalletName),
        ),
      );
      expect(german.embeddedWalletName).to.not.equal(AUTH_CONNECTOR_NAME);
    } finally {
      localStorage.removeItem('@appkit/locale');
      coreTranslationStore.set(undefined);
      localeStore.set('en');
    }
  });

  it('hides send when features.send is off', async () => {
    fixture = await openConnectedAccount({ options: { features: { send: false } } });
    const features = queryDeep('account-features', fixture.modal.shadowRoot!)!;
    expect([...features.children].map((child) => child.getAttribute('data-testid'))).to.deep.equal(['account-receive']);
  });

  it('switches tabs by click and arrow keys through AccountState.currentTab, and shows the empty activity', async () => {
    fixture = await openConnectedAccount();
    const root = fixture.modal.shadowRoot!;
    const tokensTab = queryDeep<HTMLButtonElement>('account-tab-tokens', root)!;
    expect(tokensTab.getAttribute('role')).to.equal('tab');
    expect(tokensTab.parentElement!.getAttribute('role')).to.equal('tablist');
    expect(tokensTab.getAttribute('aria-selected')).to.equal('true');
    tokensTab.focus();
    tokensTab.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
    await waitUntil(() => expect($account.get().currentTab).to.equal(1));
    const activityTab = queryDeep<HTMLButtonElement>('account-tab-activity', root)!;
    await waitUntil(() => expect(activityTab.getAttribute('aria-selected')).to.equal('true'));
    expect(activityTab.tabIndex).to.equal(0);
    expect(tokensTab.tabIndex).to.equal(-1);
    // Without a data API the history is empty, not an error.
    await waitUntil(() => expect(queryDeep('activity-empty', root)).to.exist);
    expect($history.get().empty).to.equal(true);
    tokensTab.click();
    await waitUntil(() => expect($account.get().currentTab).to.equal(0));
  });

  it('makes each panel element the tabpanel beside the tabs, so aria-controls and aria-labelledby resolve', async () => {
    fixture = await openConnectedAccount();
    const root = fixture.modal.shadowRoot!;
    const tokensTab = queryDeep<HTMLButtonElement>('account-tab-tokens', root)!;
    const activityTab = queryDeep<HTMLButtonElement>('account-tab-activity', root)!;
    // Ids resolve within one shadow root only: look the panel up where the tabs are.
    const tabsRoot = tokensTab.getRootNode() as ShadowRoot;
    const panel = () => tabsRoot.getElementById(tokensTab.getAttribute('aria-controls')!);
    expect(panel()?.localName).to.equal('w3m-account-tokens');
    expect(panel()!.getAttribute('role')).to.equal('tabpanel');
    expect(panel()!.dataset.testid).to.equal('account-panel');
    expect(panel()!.tabIndex).to.equal(0);
    expect(tabsRoot.getElementById(panel()!.getAttribute('aria-labelledby')!)).to.equal(tokensTab);
    activityTab.click();
    await waitUntil(() => expect(panel()?.localName).to.equal('w3m-account-activity'));
    expect(activityTab.getAttribute('aria-controls')).to.equal(panel()!.id);
    expect(tabsRoot.getElementById(panel()!.getAttribute('aria-labelledby')!)).to.equal(activityTab);
    // The view hands the activity panel the history controller of the account-features chunk.
    await waitUntil(() => expect((panel() as W3mAccountActivity).historyController).to.exist);
  });

  it('receive opens the QR code of the address with copy and the compatible networks', async () => {
    fixture = await openConnectedAccount();
    const root = fixture.modal.shadowRoot!;
    queryDeep('account-receive', root)!.click();
    await waitUntil(() => expect($route.get()?.view).to.equal('WalletReceive'));
    await waitUntil(() => expect(queryDeep('receive-qr', root)).to.exist);
    const qr = queryDeep('receive-qr', root)!;
    await waitUntil(() => expect(qr.shadowRoot?.querySelector('svg path')).to.exist);
    const svg = qr.shadowRoot!.querySelector('svg')!;
    const modules = Number(svg.getAttribute('data-modules'));
    expect(modules).to.be.greaterThan(20);
    expect(svg.getAttribute('aria-label')).to.contain(fixture.appKit.getAddress()!);
    expect(qr.shadowRoot!.querySelector('path')!.getAttribute('d')).to.match(/^M\d+ \d+h1v1h-1z/);
    expect(queryDeep('receive-copy', root)).to.exist;
    expect(queryDeep('receive-network-eip155:31337', root)!.textContent).to.equal('Localchain A');
    expect(queryDeep('receive-network-eip155:31338', root)!.textContent).to.equal('Localchain B');
    // No apiUrl and no image of the dapp's: no image, the names alone, as before.
    expect(queryDeep('receive-network-eip155:31337', root)!.querySelector('wui-wallet-image')).to.equal(null);
  });

  it("shows the network's image from the server next to its name, in the header and on Receive", async () => {
    fixture = await openConnectedAccount({ options: { apiUrl: 'http://127.0.0.1:9' } });
    const root = fixture.modal.shadowRoot!;
    const image = queryDeep<HTMLElement & { src: string }>('account-network-image', root)!;
    expect(image.src).to.match(
      /^http:\/\/127\.0\.0\.1:9\/public\/getAssetImage\/eip155%3A31337\?projectId=test-project&st=/,
    );
    expect(queryDeep('account-network', root)!.textContent).to.equal('Localchain A');
    queryDeep('account-receive', root)!.click();
    await waitUntil(() => expect(queryDeep('receive-network-eip155:31338', root)).to.exist);
    const pill = queryDeep('receive-network-eip155:31338', root)!;
    expect(pill.querySelector<HTMLElement & { src: string }>('wui-wallet-image')!.src).to.match(
      /\/public\/getAssetImage\/eip155%3A31338\?projectId=test-project&st=/,
    );
    expect(pill.textContent).to.equal('Localchain B');
  });
});
