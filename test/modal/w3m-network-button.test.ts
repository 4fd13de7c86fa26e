import { expect, fixture as render, html } from '@open-wc/testing';
import '../../src/modal/w3m-network-button.js';
import type { W3mNetworkButton } from '../../src/modal/w3m-network-button.js';
import { $modal } from '../../src/core/stores/modal-store.js';
import { $route } from '../../src/core/stores/router-store.js';
import { setupAppKit, waitUntil, requestAppControllers, type AppKitFixture } from '../helpers/setup-app-kit.js';

const part = (button: W3mNetworkButton, testId: string) =>
  button.shadowRoot!.querySelector<HTMLElement>(`[data-testid="${testId}"]`);

describe('<w3m-network-button>', () => {
  let app: AppKitFixture | undefined;
  afterEach(() => {
    app?.teardown();
    app = undefined;
  });

  it('shows the active network and opens the Networks view', async () => {
    app = await setupAppKit({ wallet: false });
    const button = await render<W3mNetworkButton>(html`<w3m-network-button></w3m-network-button>`);
    expect(part(button, 'network-button-name')?.textContent).to.equal('Localchain A');
    part(button, 'network-button')!.click();
    expect($modal.get().open).to.equal(true);
    expect($route.get()?.view).to.equal('Networks');
  });

  it('follows a switch', async () => {
    app = await setupAppKit({ wallet: false });
    const button = await render<W3mNetworkButton>(html`<w3m-network-button></w3m-network-button>`);
    await app.appKit.switchNetwork(requestAppControllers().chains.findNetwork('eip155:31338')!);
    await waitUntil(() => expect(part(button, 'network-button-name')?.textContent).to.equal('Localchain B'));
  });

  it('says "Switch Network" when the wallet is on a network the dapp did not request, and opens UnsupportedChain', async () => {
    app = await setupAppKit({ options: { networks: [getNetworkB()] } });
    const button = await render<W3mNetworkButton>(html`<w3m-network-button></w3m-network-button>`);
    await requestAppControllers().connection.connect({ connectorId: 'dev.openmodal.testwallet' });
    await waitUntil(() => expect(part(button, 'network-button-name')?.textContent).to.equal('Switch Network'));
    // The warning icon's module loads only now (it is not in the initial chunk), then the button shows it.
    await waitUntil(() => expect(part(button, 'network-button')?.querySelector('svg')).to.exist);
    requestAppControllers().modal.close();
    part(button, 'network-button')!.click();
    expect($route.get()?.view).to.equal('UnsupportedChain');
  });
});

function getNetworkB() {
  return {
    id: 31338,
    caipNetworkId: 'eip155:31338',
    name: 'Localchain B',
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  } as const;
}
