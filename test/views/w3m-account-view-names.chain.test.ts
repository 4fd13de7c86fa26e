// The Account view's names (issue 18) against the dev stack's reference server
// (web-test-runner.chain.config.mjs): the real names controller gives the connected test wallet
// (a fresh key per test) the name the server holds for it. The embedded wallet's connector (AUTH)
// is not available here: test/e2e/names.e2e.test.ts shows "Choose name" for it.
import { expect } from '@open-wc/testing';
import { $route } from '../../src/core/stores/router-store.js';
import { registerOnServer, zone } from '../core/controllers/names-controller-setup.js';
import { DEV_PROJECT, devServerUrl } from '../helpers/dev-server.js';
import { freshViewLabel, isShown, openNamesApp, type NamesApp } from '../helpers/names-app.js';
import { queryDeep, waitUntil } from '../helpers/setup-app-kit.js';

describe('<w3m-account-view> names (against the dev server)', () => {
  let app: NamesApp | undefined;
  afterEach(() => {
    app?.teardown();
    app = undefined;
  });

  it("shows the server's name and avatar for the address above the address, which stays copyable", async () => {
    const name = `${freshViewLabel()}.${zone()}`;
    app = await openNamesApp({
      // 'any' would offer "Choose name" to this wallet: only the name hides it.
      options: { features: { nameRegistration: 'any' } },
      beforeConnect: (account) => registerOnServer({ label: name.slice(0, -`.${zone()}`.length), account }),
    });
    const { root, account } = app;
    await waitUntil(() => expect(queryDeep('account-profile-name', root)?.textContent).to.equal(name));
    expect(queryDeep('account-address', root)!.getAttribute('title')).to.equal(account.address);
    expect(queryDeep('account-copy', root)).to.exist;
    const avatar = queryDeep('account-view', root)!.querySelector('wui-avatar') as HTMLElement & {
      imageUrl?: string;
      address: string;
    };
    expect(avatar.imageUrl).to.equal(`${devServerUrl()}/v1/profile/avatar/${name}?projectId=${DEV_PROJECT}`);
    expect(avatar.address).to.equal(account.address);
    expect(isShown(root, 'account-choose-name'), 'an account with a name has nothing to choose').to.equal(false);
  });

  it("offers Choose name to any wallet with nameRegistration 'any', and opens RegisterAccountName", async () => {
    app = await openNamesApp({ options: { features: { nameRegistration: 'any' } } });
    const { root } = app;
    await waitUntil(() => expect(queryDeep('account-choose-name', root)?.textContent).to.equal('Choose name'));
    queryDeep('account-choose-name', root)!.click();
    await waitUntil(() => expect($route.get()?.view).to.equal('RegisterAccountName'));
    await waitUntil(() => expect(queryDeep('register-name-input', root)).to.exist);
  });

  it("does not offer Choose name to a browser wallet by default ('embedded': the embedded wallet's only)", async () => {
    app = await openNamesApp();
    const { root, fixture } = app;
    const { connectorId } = fixture.controllers.chains.getAccount('eip155');
    expect(fixture.controllers.connectors.get(connectorId!)?.type, 'the test wallet').to.equal('ANNOUNCED');
    expect(fixture.controllers.names, 'the app has a name service').to.exist;
    // The names chunk loaded and its profile refresh (no name for a fresh key) had time: the header is final.
    await fixture.controllers.names!.load();
    await waitUntil(() => expect(queryDeep('account-network', root)).to.exist);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(isShown(root, 'account-choose-name'), 'a browser wallet').to.equal(false);
  });

  it('hides Choose name with nameRegistration false, and without a name service', async () => {
    app = await openNamesApp({ options: { features: { nameRegistration: false } } });
    await waitUntil(() => expect(queryDeep('account-network', app!.root)).to.exist);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(isShown(app.root, 'account-choose-name'), 'nameRegistration false').to.equal(false);
    app.teardown();
    app = undefined;
    app = await openNamesApp({ options: { features: { nameRegistration: 'any' } }, withoutNameService: true });
    expect(app.fixture.controllers.names).to.equal(undefined);
    await waitUntil(() => expect(queryDeep('account-network', app!.root)).to.exist);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(isShown(app.root, 'account-choose-name'), 'no name service').to.equal(false);
  });
});
