import { expect } from '@open-wc/testing';
import { en } from '../../src/core/messages/en.js';
import { $route } from '../../src/core/stores/router-store.js';
import { queryDeep, setupAppKit, waitUntil, type AppKitFixture } from '../helpers/setup-app-kit.js';

// Issue 20 part 1: the explainer views, where Reown AppKit offers them.
describe('<w3m-what-is-a-wallet-view> and <w3m-what-is-a-network-view>', () => {
  let fixture: AppKitFixture;

  beforeEach(async () => {
    fixture = await setupAppKit({ wallet: false });
  });

  afterEach(() => fixture.teardown());

  const inModal = (testId: string) => queryDeep(testId, fixture.modal.shadowRoot!);

  it("the Connect view's header help opens WhatIsAWallet; 'Get a wallet' lists all wallets", async () => {
    await fixture.appKit.open();
    await waitUntil(() => expect(inModal('w3m-help')).to.exist);
    expect(inModal('w3m-help')!.getAttribute('label')).to.equal(null);
    expect((inModal('w3m-help') as HTMLElement & { label: string }).label).to.equal(en.whatIsAWalletTitle);
    inModal('w3m-help')!.click();
    await waitUntil(() => expect(inModal('what-is-a-wallet-view')).to.exist);
    expect($route.get()?.view).to.equal('WhatIsAWallet');
    expect(fixture.modal.shadowRoot!.querySelector('#w3m-modal-title')?.textContent).to.equal(en.whatIsAWalletTitle);
    const text = inModal('what-is-a-wallet-view')!.textContent!;
    for (const key of ['walletHelpLoginTitle', 'walletHelpAssetsText', 'walletHelpExploreText'] as const)
      expect(text).to.include(en[key]);
    // The help button gives way to Back once the view is not Connect.
    expect(inModal('w3m-help')).to.equal(undefined);
    inModal('what-is-a-wallet-get')!.click();
    await waitUntil(() => expect($route.get()?.view).to.equal('AllWallets'));
  });

  it("the Networks view's link opens WhatIsANetwork, whose 'Learn more' leaves safely", async () => {
    await fixture.appKit.open({ view: 'Networks' });
    await waitUntil(() => expect(inModal('networks-what-is-a-network')).to.exist);
    expect(inModal('networks-what-is-a-network')!.textContent).to.equal(en.whatIsANetworkTitle);
    inModal('networks-what-is-a-network')!.click();
    await waitUntil(() => expect(inModal('what-is-a-network-view')).to.exist);
    expect($route.get()?.view).to.equal('WhatIsANetwork');
    expect(inModal('what-is-a-network-view')!.textContent).to.include(en.networkHelpInfraText);
    const link = inModal('what-is-a-network-learn-more') as HTMLAnchorElement;
    expect(link.href.startsWith('https://')).to.equal(true);
    expect(link.rel).to.equal('noopener noreferrer');
    expect(link.target).to.equal('_blank');
  });

  it("the help button is the Connect view's only", async () => {
    await fixture.appKit.open({ view: 'Account' });
    await waitUntil(() => expect(inModal('w3m-close')).to.exist);
    expect(inModal('w3m-help')).to.equal(undefined);
  });
});
