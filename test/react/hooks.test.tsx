import { expect } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import {
  W3mAccountButton,
  W3mConnectButton,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from '../../react/index.js';
import { $modal } from '../../src/core/stores/modal-store.js';
import {
  queryDeep,
  setupAppKit,
  waitUntil,
  requestAppControllers,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Every hook's output as text, one data-testid each. */
function Hooks() {
  const account = useAppKitAccount({ namespace: 'eip155' });
  const solana = useAppKitAccount({ namespace: 'solana' });
  const { walletProvider, walletProviderType } = useAppKitProvider('eip155');
  const state = useAppKitState();
  const event = useAppKitEvents();
  const { themeMode, themeVariables, setThemeMode, setThemeVariables } = useAppKitTheme();
  const { walletInfo } = useWalletInfo();
  const { disconnect } = useDisconnect();
  const { open } = useAppKit();
  return (
    <div>
      <span data-testid="connected">{String(account.isConnected)}</span>
      <span data-testid="address">{account.address ?? 'none'}</span>
      <span data-testid="solana-connected">{String(solana.isConnected)}</span>
      <span data-testid="provider">{walletProvider ? `provider ${walletProviderType}` : 'none'}</span>
      <span data-testid="state">{`${state.open} ${state.initialized} ${state.activeChain} ${state.selectedNetworkId}`}</span>
      <span data-testid="event">{event?.data.event ?? 'none'}</span>
      <span data-testid="theme">{`${themeMode} ${themeVariables['--w3m-accent'] ?? 'none'}`}</span>
      <span data-testid="wallet">{walletInfo?.name ?? 'none'}</span>
      <button data-testid="light" onClick={() => setThemeMode('light')} />
      <button data-testid="accent" onClick={() => setThemeVariables({ '--w3m-accent': '#123456' })} />
      <button data-testid="disconnect" onClick={() => void disconnect({ namespace: 'eip155' })} />
      <button data-testid="open-help" onClick={() => void open({ view: 'WhatIsAWallet' })} />
      <W3mConnectButton label="React connect" />
      <W3mAccountButton charsStart={6} />
    </div>
  );
}

// Issue 20 part 1: Reown AppKit's hooks over the real stores and app.
describe('react hooks (AppKit parity)', () => {
  let app: AppKitFixture;
  let container: HTMLDivElement;
  let root: Root;
  const text = (testId: string) => container.querySelector(`[data-testid="${testId}"]`)?.textContent;
  const click = (testId: string) =>
    act(async () => (container.querySelector(`[data-testid="${testId}"]`) as HTMLElement).click());

  beforeEach(async () => {
    app = await setupAppKit();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(<Hooks />));
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    app.teardown();
  });

  it('useAppKitAccount, useAppKitProvider and useWalletInfo follow a connection; useDisconnect ends it', async () => {
    expect(text('connected')).to.equal('false');
    expect(text('provider')).to.equal('none');
    await act(async () => requestAppControllers().connection.connect({ connectorId: app.wallet!.info.rdns }));
    await waitUntil(() => expect(text('connected')).to.equal('true'));
    expect(text('address')?.toLowerCase()).to.equal(app.wallet!.address.toLowerCase());
    expect(text('solana-connected')).to.equal('false');
    expect(text('provider')).to.equal('provider ANNOUNCED');
    expect(text('wallet')).to.equal(app.wallet!.info.name);
    const accountButton = container.querySelector('w3m-account-button')!;
    await waitUntil(() =>
      expect(queryDeep('account-button-address', accountButton.shadowRoot!)?.textContent).to.equal(
        `${app.wallet!.address.slice(0, 8)}…${app.wallet!.address.slice(-6)}`,
      ),
    );
    await click('disconnect');
    await waitUntil(() => expect(text('connected')).to.equal('false'));
    expect(text('provider')).to.equal('none');
  });

  it('useAppKitState and useAppKitEvents follow the modal; useAppKit opens a view', async () => {
    expect(text('state')).to.equal('false true eip155 eip155:31337');
    await click('open-help');
    expect($modal.get().open).to.equal(true);
    expect(requestAppControllers().router.current?.view).to.equal('WhatIsAWallet');
    await waitUntil(() => expect(text('state')).to.equal('true true eip155 eip155:31337'));
    expect(text('event')).to.equal('MODAL_OPEN');
  });

  it('useAppKitTheme reads and sets the theme', async () => {
    expect(text('theme')).to.equal('dark none');
    await click('light');
    await click('accent');
    await waitUntil(() => expect(text('theme')).to.equal('light #123456'));
    expect(app.appKit.getThemeMode()).to.equal('light');
  });

  it('<W3mConnectButton> passes its props to the element', async () => {
    const element = container.querySelector('w3m-connect-button')!;
    await element.updateComplete;
    expect(queryDeep('connect-button', element.shadowRoot!)?.textContent?.trim()).to.equal('React connect');
  });
});
