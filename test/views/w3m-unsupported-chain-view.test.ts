import { expect } from '@open-wc/testing';
import { $modal } from '../../src/core/stores/modal-store.js';
import { $route } from '../../src/core/stores/router-store.js';
import {
  OFFLINE_NETWORKS,
  queryDeep,
  setupAppKit,
  waitUntil,
  requestAppControllers,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

const WALLET_ID = 'dev.openmodal.testwallet';
const [, chainB] = OFFLINE_NETWORKS;

describe('<w3m-unsupported-chain-view>', () => {
  let fixture: AppKitFixture | undefined;
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  it('opens when the wallet connects on a network the dapp did not request, and cannot be dismissed', async () => {
    fixture = await setupAppKit({ options: { networks: [chainB] } });
    await fixture.appKit.open();
    await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
    await waitUntil(() => expect(queryDeep('unsupported-chain-view', fixture!.modal.shadowRoot!)).to.exist);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    queryDeep<HTMLElement>('w3m-close', fixture.modal.shadowRoot!)!.click();
    expect(requestAppControllers().modal.requestClose('overlay')).to.equal(false);
    expect($modal.get().open).to.equal(true);
    expect($route.get()?.view).to.equal('UnsupportedChain');
  });

  it('recovers by switching to a listed network, which closes the modal', async () => {
    fixture = await setupAppKit({ options: { networks: [chainB] } });
    await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
    await waitUntil(() => expect(queryDeep('unsupported-network-eip155:31338', fixture!.modal.shadowRoot!)).to.exist);
    queryDeep<HTMLElement>('unsupported-network-eip155:31338', fixture.modal.shadowRoot!)!.click();
    await waitUntil(() => expect($modal.get().open).to.equal(false));
    expect(fixture.appKit.getCaipNetwork()?.id).to.equal(31338);
  });

  it('recovers by disconnecting', async () => {
    fixture = await setupAppKit({ options: { networks: [chainB] } });
    await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
    await waitUntil(() => expect(queryDeep('unsupported-disconnect', fixture!.modal.shadowRoot!)).to.exist);
    queryDeep<HTMLElement>('unsupported-disconnect', fixture.modal.shadowRoot!)!.click();
    await waitUntil(() => expect($modal.get().open).to.equal(false));
    expect(fixture.appKit.getAddress()).to.equal(undefined);
  });

  it('stays closed when the dapp allows unsupported chains, or in basic mode', async () => {
    for (const options of [{ allowUnsupportedChain: true }, { basic: true }]) {
      fixture = await setupAppKit({ options: { networks: [chainB], ...options } });
      await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
      expect($modal.get().open, JSON.stringify(options)).to.equal(false);
      expect(fixture.appKit.getAddress()).to.be.a('string');
      fixture.teardown();
      fixture = undefined;
    }
  });

  it('closes by itself when the wallet moves to a supported network', async () => {
    fixture = await setupAppKit({ options: { networks: [chainB] } });
    await requestAppControllers().connection.connect({ connectorId: WALLET_ID });
    expect($route.get()?.view).to.equal('UnsupportedChain');
    await fixture.wallet!.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    await waitUntil(() => expect($modal.get().open).to.equal(false));
  });
});
