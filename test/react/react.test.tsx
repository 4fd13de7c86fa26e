import { expect } from '@open-wc/testing';
import { version } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { act } from 'react';
import { W3mButton, W3mNetworkButton, useAppKitAccount, useAppKit, useAppKitNetwork } from '../../react/index.js';
import { $modal } from '../../src/core/stores/modal-store.js';
import {
  queryDeep,
  setupAppKit,
  waitUntil,
  requestAppControllers,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function AccountStatus() {
  const { isConnected, address, status } = useAppKitAccount();
  const { open } = useAppKit();
  return (
    <div>
      <span data-testid="react-status">{status}</span>
      <span data-testid="react-address">{isConnected ? address : 'none'}</span>
      <button data-testid="react-open" onClick={() => void open()}>
        open
      </button>
      <W3mButton size="sm" label="React connect" />
    </div>
  );
}

describe('react layer', () => {
  let app: AppKitFixture;
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(async () => {
    app = await setupAppKit();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    app.teardown();
  });

  it('renders <W3mButton> with its props passed to the element', async () => {
    expect(version.startsWith('19.')).to.equal(true);
    await act(async () => root.render(<AccountStatus />));
    const element = container.querySelector('w3m-button')!;
    await element.updateComplete;
    expect(element.size).to.equal('sm');
    expect(queryDeep('connect-button', element.shadowRoot!)?.textContent?.trim()).to.equal('React connect');
  });

  it('useAppKitNetwork switches and <W3mNetworkButton> follows', async () => {
    function NetworkStatus() {
      const { chainId, switchNetwork } = useAppKitNetwork();
      return (
        <div>
          <span data-testid="react-chain">{String(chainId)}</span>
          <button
            data-testid="react-switch"
            onClick={() => void switchNetwork(requestAppControllers().chains.findNetwork('eip155:31338')!)}
          >
            switch
          </button>
          <W3mNetworkButton />
        </div>
      );
    }
    await act(async () => root.render(<NetworkStatus />));
    expect(container.querySelector('[data-testid="react-chain"]')?.textContent).to.equal('31337');
    await act(async () => (container.querySelector('[data-testid="react-switch"]') as HTMLButtonElement).click());
    await waitUntil(() =>
      expect(container.querySelector('[data-testid="react-chain"]')?.textContent).to.equal('31338'),
    );
    const element = container.querySelector('w3m-network-button')!;
    await waitUntil(() =>
      expect(queryDeep('network-button-name', element.shadowRoot!)?.textContent).to.equal('Localchain B'),
    );
  });

  it('useAppKitAccount follows the connection and useAppKit opens the modal', async () => {
    await act(async () => root.render(<AccountStatus />));
    expect(container.querySelector('[data-testid="react-status"]')?.textContent).to.equal('disconnected');
    await act(async () => requestAppControllers().connection.connect({ connectorId: app.wallet!.info.rdns }));
    await waitUntil(() =>
      expect(container.querySelector('[data-testid="react-address"]')?.textContent?.toLowerCase()).to.equal(
        app.wallet!.address.toLowerCase(),
      ),
    );
    await act(async () => (container.querySelector('[data-testid="react-open"]') as HTMLButtonElement).click());
    expect($modal.get().open).to.equal(true);
  });
});
