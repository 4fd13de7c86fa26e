import { expect, fixture as render, html } from '@open-wc/testing';
import '../../src/index.js';
import type { W3mButton } from '../../src/modal/w3m-button.js';
import type { W3mConnectButton } from '../../src/modal/w3m-connect-button.js';
import type { W3mAccountButton } from '../../src/modal/w3m-account-button.js';
import { $modal } from '../../src/core/stores/modal-store.js';
import {
  queryDeep,
  setupAppKit,
  waitUntil,
  requestAppControllers,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

// Issue 20 part 1: Reown AppKit's button elements and <w3m-button>'s attributes.
describe('<w3m-connect-button>, <w3m-account-button> and <w3m-button> attributes', () => {
  let app: AppKitFixture;

  beforeEach(async () => {
    app = await setupAppKit();
  });

  afterEach(() => app.teardown());

  const connect = () => requestAppControllers().connection.connect({ connectorId: app.wallet!.info.rdns });
  const shortAddress = (start: number, end: number) => {
    const address = app.wallet!.address;
    return `${address.slice(0, 2 + start)}…${address.slice(-end)}`;
  };

  it("the main entry defines the w3m- tags only (the appkit- aliases are the compat entry's)", () => {
    for (const tag of ['w3m-button', 'w3m-connect-button', 'w3m-account-button', 'w3m-network-button'])
      expect(customElements.get(tag), tag).to.exist;
    for (const tag of ['appkit-button', 'appkit-connect-button', 'appkit-account-button', 'appkit-network-button'])
      expect(customElements.get(tag), tag).to.equal(undefined);
  });

  it('<w3m-connect-button label loadingLabel size> opens the Connect view, and keeps its look once connected', async () => {
    const button = await render<W3mConnectButton>(
      html`<w3m-connect-button label="Sign in" loadingLabel="Wait" size="sm"></w3m-connect-button>`,
    );
    const connectButton = queryDeep('connect-button', button.shadowRoot!)!;
    expect(connectButton.textContent?.trim()).to.equal('Sign in');
    expect(connectButton.getAttribute('size')).to.equal('sm');
    connectButton.click();
    expect($modal.get().open).to.equal(true);
    expect(requestAppControllers().router.current?.view).to.equal('Connect');
    requestAppControllers().chains.patchAccount({ namespace: 'eip155', patch: { status: 'connecting' } });
    await button.updateComplete;
    expect(queryDeep('connect-button', button.shadowRoot!)?.textContent?.trim()).to.equal('Wait');
    await connect();
    await button.updateComplete;
    expect(queryDeep('connect-button', button.shadowRoot!)?.textContent?.trim()).to.equal('Sign in');
    expect(queryDeep('account-button', button.shadowRoot!)).to.equal(undefined);
  });

  it('the former loading-label attribute still names the connecting state', async () => {
    const button = await render<W3mButton>(html`<w3m-button loading-label="Hold on"></w3m-button>`);
    queryDeep('connect-button', button.shadowRoot!)!.click();
    // A connection under way while the modal is open (the test wallet would answer before a render).
    requestAppControllers().chains.patchAccount({ namespace: 'eip155', patch: { status: 'connecting' } });
    await button.updateComplete;
    expect(queryDeep('connect-button', button.shadowRoot!)?.textContent?.trim()).to.equal('Hold on');
  });

  it('<w3m-account-button> is empty while disconnected and shows the account once connected', async () => {
    const button = await render<W3mAccountButton>(
      html`<w3m-account-button charsStart="6" charsEnd="4" balance="hide"></w3m-account-button>`,
    );
    expect(queryDeep('connect-button', button.shadowRoot!)).to.equal(undefined);
    expect(queryDeep('account-button', button.shadowRoot!)).to.equal(undefined);
    await connect();
    requestAppControllers().chains.patchAccount({
      namespace: 'eip155',
      patch: { balance: '1.5', balanceSymbol: 'ETH', balanceLoading: false },
    });
    await waitUntil(() =>
      expect(queryDeep('account-button-address', button.shadowRoot!)?.textContent).to.equal(shortAddress(6, 4)),
    );
    expect(queryDeep('account-button-balance', button.shadowRoot!)).to.equal(undefined);
    queryDeep('account-button', button.shadowRoot!)!.click();
    expect(requestAppControllers().router.current?.view).to.equal('Account');
  });

  it('<w3m-button charsStart charsEnd> truncates the address with them', async () => {
    const button = await render<W3mButton>(html`<w3m-button charsStart="3" charsEnd="3"></w3m-button>`);
    await connect();
    await waitUntil(() =>
      expect(queryDeep('account-button-address', button.shadowRoot!)?.textContent).to.equal(shortAddress(3, 3)),
    );
  });

  it('<w3m-button disabled> does not open the modal, connected or not', async () => {
    const button = await render<W3mButton>(html`<w3m-button disabled></w3m-button>`);
    const connectButton = queryDeep('connect-button', button.shadowRoot!)!;
    expect(connectButton.shadowRoot!.querySelector('button')!.disabled).to.equal(true);
    connectButton.click();
    expect($modal.get().open).to.equal(false);
    await connect();
    await waitUntil(() => expect(queryDeep('account-button', button.shadowRoot!)).to.exist);
    queryDeep('account-button', button.shadowRoot!)!.click();
    expect($modal.get().open).to.equal(false);
  });

  it('every public --w3m-* theme variable reaches the buttons and the modal', async () => {
    const variables = {
      '--w3m-accent': 'rgb(1, 2, 3)',
      '--w3m-color-mix': 'rgb(4, 5, 6)',
      '--w3m-color-mix-strength': 20,
      '--w3m-font-family': 'Serif',
      '--w3m-font-size-master': '11px',
      '--w3m-border-radius-master': '3px',
      '--w3m-z-index': 1234,
      '--w3m-qr-color': 'rgb(7, 8, 9)',
    } as const;
    app.appKit.setThemeVariables(variables);
    const button = await render<W3mButton>(html`<w3m-connect-button></w3m-connect-button>`);
    await app.appKit.open();
    await app.modal.updateComplete;
    for (const [name, value] of Object.entries(variables)) {
      expect(getComputedStyle(button).getPropertyValue(name).trim(), name).to.equal(String(value));
      expect(getComputedStyle(app.modal).getPropertyValue(name).trim(), name).to.equal(String(value));
    }
    expect(getComputedStyle(app.modal).zIndex).to.equal('1234');
  });

  it('<w3m-button namespace="solana"> opens the Connect view for that namespace and shows its account only', async () => {
    const button = await render<W3mButton>(html`<w3m-button namespace="solana"></w3m-button>`);
    await connect();
    await button.updateComplete;
    // The EVM wallet is connected; this button shows the Solana account, which is not.
    expect(queryDeep('account-button', button.shadowRoot!)).to.equal(undefined);
    queryDeep('connect-button', button.shadowRoot!)!.click();
    expect($modal.get().activeChain).to.equal('solana');
  });
});
