import { expect, fixture as render, html } from '@open-wc/testing';
import type { W3mButton } from '../../src/modal/w3m-button.js';
import { $modal } from '../../src/core/stores/modal-store.js';
import {
  queryDeep,
  setupAppKit,
  waitUntil,
  requestAppControllers,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

describe('<w3m-button>', () => {
  let app: AppKitFixture;

  beforeEach(async () => {
    app = await setupAppKit();
  });

  afterEach(() => app.teardown());

  it('shows "Connect Wallet" and opens the modal on the Connect view', async () => {
    const button = await render<W3mButton>(html`<w3m-button></w3m-button>`);
    const connect = queryDeep('connect-button', button.shadowRoot!)!;
    expect(connect.textContent?.trim()).to.equal('Connect Wallet');
    connect.click();
    expect($modal.get().open).to.equal(true);
    expect(requestAppControllers().router.current?.view).to.equal('Connect');
  });

  it('takes a custom label and size', async () => {
    const button = await render<W3mButton>(html`<w3m-button label="Sign in" size="sm"></w3m-button>`);
    const connect = queryDeep('connect-button', button.shadowRoot!)!;
    expect(connect.textContent?.trim()).to.equal('Sign in');
    expect(connect.getAttribute('size')).to.equal('sm');
  });

  it('shows the truncated address once connected, and the balance unless balance="hide"', async () => {
    const button = await render<W3mButton>(html`<w3m-button></w3m-button>`);
    const hidden = await render<W3mButton>(html`<w3m-button balance="hide"></w3m-button>`);
    await requestAppControllers().connection.connect({ connectorId: app.wallet!.info.rdns });
    requestAppControllers().chains.patchAccount({
      namespace: 'eip155',
      patch: { balance: '12.34567', balanceSymbol: 'ETH', balanceLoading: false },
    });
    const address = app.wallet!.address;
    await waitUntil(() => {
      const shown = queryDeep('account-button-address', button.shadowRoot!);
      expect(shown?.textContent).to.equal(`${address.slice(0, 6)}…${address.slice(-6)}`);
    });
    expect(queryDeep('account-button-balance', button.shadowRoot!)?.textContent).to.equal('12.345 ETH');
    await hidden.updateComplete;
    await waitUntil(() => expect(queryDeep('account-button-address', hidden.shadowRoot!)).to.exist);
    expect(queryDeep('account-button-balance', hidden.shadowRoot!)).to.equal(undefined);
  });

  it('keeps focus on the button when connecting swaps the connect look for the account look', async () => {
    // The focus keeper is a chunk the first focus loads (issue 20 part 4): it must be there by the swap.
    const button = await render<W3mButton>(html`<w3m-button></w3m-button>`);
    const connect = queryDeep('connect-button', button.shadowRoot!)!;
    connect.shadowRoot!.querySelector('button')!.focus();
    expect(document.activeElement).to.equal(button);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await requestAppControllers().connection.connect({ connectorId: app.wallet!.info.rdns });
    await waitUntil(() => expect(queryDeep('account-button', button.shadowRoot!)).to.exist);
    // Without the keeper, focus falls to the page's body with the removed connect button.
    await waitUntil(() => expect(document.activeElement).to.equal(button));
  });

  it('opens on the Account view while connected', async () => {
    const button = await render<W3mButton>(html`<w3m-button></w3m-button>`);
    await requestAppControllers().connection.connect({ connectorId: app.wallet!.info.rdns });
    await waitUntil(() => expect(queryDeep('account-button', button.shadowRoot!)).to.exist);
    queryDeep('account-button', button.shadowRoot!)!.click();
    expect(requestAppControllers().router.current?.view).to.equal('Account');
  });

  it("shows the account's profile name instead of its address, and its profile image", async () => {
    const button = await render<W3mButton>(html`<w3m-button></w3m-button>`);
    await requestAppControllers().connection.connect({ connectorId: app.wallet!.info.rdns });
    const image = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')}`;
    requestAppControllers().chains.patchAccount({
      namespace: 'eip155',
      patch: { profileName: 'alice.reown.id', profileImage: image },
    });
    await waitUntil(() =>
      expect(queryDeep('account-button-address', button.shadowRoot!)?.textContent).to.equal('alice.reown.id'),
    );
    const accountButton = button.shadowRoot!.querySelector('wui-account-button')!;
    await accountButton.updateComplete;
    expect(queryDeep('account-button', accountButton.shadowRoot!)?.getAttribute('aria-label')).to.equal(
      'Account alice.reown.id, open account details',
    );
    const avatar = accountButton.shadowRoot!.querySelector('wui-avatar')!;
    await avatar.updateComplete;
    expect(avatar.shadowRoot!.querySelector('img')?.getAttribute('src')).to.equal(image);
  });
});
