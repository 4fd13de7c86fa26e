import { expect, fixture, html } from '@open-wc/testing';
import type { AppControllers } from '../../src/core/app-context.js';
import { activeNamespaceStore, chainsStore, DISCONNECTED_ACCOUNT } from '../../src/core/stores/chain-store.js';
import { INITIAL_SIWX_STATE, siwxStore, type SiwxState } from '../../src/core/stores/siwx-store.js';
import type { SiwxMessage } from '../../src/core/protocol/siwx-types.js';
import type { SiwxAccess } from '../../src/core/types/siwx.js';
import { provideAppControllers } from '../../src/views/app-context.js';
import type { W3mSiwxSignMessageView } from '../../src/views/w3m-siwx-sign-message-view.js';
import type { WuiButton } from '../../src/ui/wui-button.js';
import { AUTH_CONNECTOR_IDS, AUTH_CONNECTOR_NAME } from '../../src/core/constants.js';
import { coreTranslationStore } from '../../src/core/messages/locale-store.js';
import { messages as de } from '../../src/core/messages/locales/de/core.js';
import '../../src/views/w3m-siwx-sign-message-view.js';

const ADDRESS = '0x8ba1f109551bD432803012645Ac136ddd64DBA72';
// docs/SECURITY.md T20: the statement comes from the dapp's config, the names from its metadata and a
// wallet's announcement; each must stay text.
const HOSTILE_STATEMENT = '<img src=x onerror=window.pwn=1>Sign in';
const HOSTILE_DAPP_NAME = '<b onmouseover=window.pwn=2>Demo</b>';

type PwnWindow = Window & { pwn?: unknown };

function siwxMessage(overrides: Partial<SiwxMessage> = {}): SiwxMessage {
  return {
    accountAddress: ADDRESS,
    chainId: 'eip155:31337',
    domain: location.host,
    uri: location.origin,
    version: '1',
    nonce: 'n0nce1234',
    issuedAt: '2026-11-27T00:00:00.000Z',
    statement: HOSTILE_STATEMENT,
    serializedMessage: 'irrelevant here',
    ...overrides,
  };
}

/** A stand-in for the siwx controller: records calls, answers isCloseBlocked as told. */
function fakeSiwx({ closeBlocked = false } = {}): SiwxAccess & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    sign: async () => void calls.push('sign'),
    cancel: async () => void calls.push('cancel'),
    isCloseBlocked: () => closeBlocked,
    submitEmail: async () => void calls.push('submitEmail'),
    submitEmailCode: async () => void calls.push('submitEmailCode'),
    resendEmailCode: async () => void calls.push('resendEmailCode'),
  };
}

interface Setup {
  view: W3mSiwxSignMessageView;
  siwx: ReturnType<typeof fakeSiwx>;
  stop: () => void;
}

/** Provides an app with only what the view reads (metadata, siwx), sets the stores, mounts the view. */
async function setup({
  state,
  closeBlocked = false,
  icon = 'https://example.com/dapp.png',
  wallet = { name: 'Test Wallet', icon: 'javascript:alert(1)' },
  connectorId,
}: {
  state: SiwxState;
  closeBlocked?: boolean;
  icon?: string;
  wallet?: { name: string; icon?: string };
  connectorId?: string;
}): Promise<Setup> {
  const siwx = fakeSiwx({ closeBlocked });
  const controllers = {
    options: { metadata: { name: HOSTILE_DAPP_NAME, description: '', url: location.origin, icons: [icon] } },
    siwx,
  } as unknown as AppControllers;
  const stop = provideAppControllers({ controllers });
  chainsStore.set({
    eip155: {
      namespace: 'eip155',
      networks: [],
      account: {
        ...DISCONNECTED_ACCOUNT,
        status: 'connected',
        address: ADDRESS,
        connectedWalletInfo: wallet,
        ...(connectorId ? { connectorId } : {}),
      },
    },
  });
  activeNamespaceStore.set('eip155');
  siwxStore.set(state);
  const view = await fixture<W3mSiwxSignMessageView>(html`<w3m-siwx-sign-message-view></w3m-siwx-sign-message-view>`);
  if (!view.shadowRoot?.querySelector('[data-testid="siwx-sign-message-view"]'))
    throw new Error('setup: the view did not render');
  return { view, siwx, stop };
}

function part<T extends HTMLElement = HTMLElement>(view: W3mSiwxSignMessageView, testId: string): T | null {
  return view.shadowRoot!.querySelector<T>(`[data-testid="${testId}"]`);
}

function clickButton(element: HTMLElement | null): void {
  const button = element?.shadowRoot?.querySelector('button');
  if (!button) throw new Error('no button to click');
  button.click();
}

describe('<w3m-siwx-sign-message-view>', () => {
  let current: Setup | undefined;
  afterEach(() => {
    current?.stop();
    current = undefined;
    siwxStore.set({ ...INITIAL_SIWX_STATE });
    chainsStore.set({});
    activeNamespaceStore.set(undefined);
    coreTranslationStore.set(undefined);
    delete (window as PwnWindow).pwn;
  });

  it('shows the dapp, the statement and the address as text, never markup (T20)', async () => {
    current = await setup({ state: { status: 'ready', message: siwxMessage() } });
    const { view } = current;
    const statement = part(view, 'siwx-statement')!;
    expect(statement.textContent).to.equal(HOSTILE_STATEMENT);
    expect(statement.children).to.have.length(0);
    expect(part(view, 'siwx-request')!.textContent).to.equal(`${HOSTILE_DAPP_NAME} needs to connect to your wallet`);
    expect(part(view, 'siwx-request')!.children).to.have.length(0);
    expect(part(view, 'siwx-address')!.textContent).to.equal(ADDRESS);
    expect(view.shadowRoot!.querySelectorAll('img, b')).to.have.length(0);
    // The same image the statement names fails here; by then its handler would have run.
    await new Promise((resolve) => {
      const control = new Image();
      control.addEventListener('error', resolve, { once: true });
      control.src = 'x';
    });
    expect((window as PwnWindow).pwn).to.equal(undefined);
  });

  it("passes the dapp's checked icon and drops the wallet's unsafe one", async () => {
    current = await setup({ state: { status: 'ready', message: siwxMessage() } });
    const dapp = part<HTMLElement & { src: string }>(current.view, 'siwx-dapp-image')!;
    const wallet = part<HTMLElement & { src: string; name: string }>(current.view, 'siwx-wallet-image')!;
    expect(dapp.src).to.equal('https://example.com/dapp.png');
    expect(wallet.src).to.equal('');
    expect(wallet.name).to.equal('Test Wallet');
  });

  it('names the embedded wallet in the active language (its connector keeps the English name)', async () => {
    current = await setup({
      state: { status: 'ready', message: siwxMessage() },
      wallet: { name: AUTH_CONNECTOR_NAME },
      connectorId: AUTH_CONNECTOR_IDS.eip155,
    });
    const wallet = part<HTMLElement & { name: string }>(current.view, 'siwx-wallet-image')!;
    expect(wallet.name).to.equal('Embedded wallet');
    coreTranslationStore.set(de);
    await current.view.updateComplete;
    expect(de.embeddedWalletName).to.not.equal(AUTH_CONNECTOR_NAME);
    expect(wallet.name).to.equal(de.embeddedWalletName);
  });

  it('leaves out the statement when the message has none, and shows the account before a message exists', async () => {
    current = await setup({ state: { status: 'checking' } });
    expect(part(current.view, 'siwx-statement')).to.equal(null);
    expect(part(current.view, 'siwx-address')!.textContent).to.equal(ADDRESS);
    const withoutStatement = siwxMessage();
    delete withoutStatement.statement;
    siwxStore.set({ status: 'ready', message: withoutStatement });
    await current.view.updateComplete;
    expect(part(current.view, 'siwx-statement')).to.equal(null);
  });

  it('Sign calls sign; Cancel calls cancel', async () => {
    current = await setup({ state: { status: 'ready', message: siwxMessage() } });
    clickButton(part(current.view, 'siwx-sign'));
    clickButton(part(current.view, 'siwx-cancel'));
    expect(current.siwx.calls).to.deep.equal(['sign', 'cancel']);
    expect(part(current.view, 'siwx-sign')!.textContent!.trim()).to.equal('Sign');
    expect(part(current.view, 'siwx-cancel')!.textContent!.trim()).to.equal('Cancel');
  });

  it('is busy while signing: Sign shows its spinner and takes no click, Cancel waits', async () => {
    current = await setup({ state: { status: 'signing', message: siwxMessage() } });
    const sign = part<WuiButton>(current.view, 'siwx-sign')!;
    const cancel = part<WuiButton>(current.view, 'siwx-cancel')!;
    expect(sign.loading).to.equal(true);
    expect(cancel.disabled).to.equal(true);
    await sign.updateComplete;
    expect(sign.shadowRoot!.querySelector('button')!.getAttribute('aria-busy')).to.equal('true');
    clickButton(sign);
    expect(current.siwx.calls).to.deep.equal([]);
    siwxStore.set({ status: 'ready', message: siwxMessage() });
    await current.view.updateComplete;
    expect(sign.loading).to.equal(false);
    expect(cancel.disabled).to.equal(false);
  });

  it("shows 'Error signing message' under the buttons after a failure, with Sign again", async () => {
    current = await setup({ state: { status: 'ready', message: siwxMessage() } });
    expect(part(current.view, 'siwx-error')).to.equal(null);
    siwxStore.set({ status: 'error', message: siwxMessage(), error: 'User rejected the request.' });
    await current.view.updateComplete;
    const error = part(current.view, 'siwx-error')!;
    expect(error.textContent).to.equal('Error signing message');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.previousElementSibling?.classList.contains('actions')).to.equal(true);
    const sign = part(current.view, 'siwx-sign')!;
    expect(sign.textContent!.trim()).to.equal('Sign again');
    clickButton(sign);
    expect(current.siwx.calls).to.deep.equal(['sign']);
  });

  it('says that cancelling disconnects only while sign-in is required', async () => {
    current = await setup({ state: { status: 'ready', message: siwxMessage() }, closeBlocked: true });
    expect(current.view.shadowRoot!.textContent).to.contain('Canceling will disconnect you.');
    current.stop();
    current.view.remove();
    current = await setup({ state: { status: 'ready', message: siwxMessage() }, closeBlocked: false });
    expect(current.view.shadowRoot!.textContent).not.to.contain('Canceling will disconnect you.');
  });
});
