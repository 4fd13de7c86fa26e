import { expect } from '@open-wc/testing';
import { createAuthConnectors } from '../../src/connectors/auth/create-auth-connectors.js';
import { EmbeddedWalletController } from '../../src/core/controllers/embedded-wallet-controller.js';
import { SmartAccountController } from '../../src/core/controllers/smart-account-controller.js';
import { smartAccountEn } from '../../src/core/messages/smart-account-en.js';
import { createStorage } from '../../src/core/storage/storage.js';
import { $account } from '../../src/core/stores/chain-store.js';
import { embeddedWalletStore } from '../../src/core/stores/embedded-wallet-store.js';
import { FAKE_ADDRESS, FAKE_CODES } from '../helpers/fake-frame-channel.js';
import {
  FAKE_SMART_ADDRESS,
  createFakeSmartAccountFrame,
  type FakeSmartAccountFrame,
} from '../helpers/fake-smart-account-frame.js';
import {
  queryDeep,
  setupAppKit,
  waitUntil,
  requestAppControllers,
  type AppKitFixture,
} from '../helpers/setup-app-kit.js';

/** The real app signed in to the embedded wallet over the FAKE frame (smart accounts on `enabled`), Account open. */
async function openAccount({ enabled = [31337] }: { enabled?: number[] } = {}): Promise<{
  fixture: AppKitFixture;
  frame: FakeSmartAccountFrame;
  root: ShadowRoot;
  storage: ReturnType<typeof createStorage>;
}> {
  const fixture = await setupAppKit({ wallet: false });
  const app = requestAppControllers();
  const frame = createFakeSmartAccountFrame({ email: 'ada@example.test', enabled });
  const storage = createStorage({ backend: null });
  const auth = createAuthConnectors({
    client: frame,
    initialChainIds: { eip155: 'eip155:31337' },
    getPreferredAccountType: () => {
      const chosen = storage.get('preferredAccountTypes')?.eip155;
      return chosen === 'eoa' || chosen === 'smartAccount' ? chosen : undefined;
    },
  });
  app.connectors.add(auth.eip155);
  const smartAccount = new SmartAccountController({ chains: app.chains, storage, load: async () => auth.smartAccount });
  const stopWatching = smartAccount.watch(auth.smartAccount);
  app.smartAccount = smartAccount;
  const controller = new EmbeddedWalletController({
    store: embeddedWalletStore,
    loadClient: async () => frame,
    router: app.router,
    modal: app.modal,
    connection: app.connection,
    events: app.events,
    storage,
    connectorIds: () => [{ namespace: 'eip155', connectorId: 'ID_AUTH' }],
    toast: app.toast,
  });
  app.embeddedWallet = controller;
  await controller.connectEmail({ email: 'ada@example.test' });
  await controller.submitOtp({ otp: FAKE_CODES.login });
  await fixture.appKit.open({ view: 'Account' });
  const root = fixture.modal.shadowRoot!;
  await waitUntil(() => expect(queryDeep('account-view', root)).to.exist);
  const teardown = fixture.teardown;
  return { fixture: { ...fixture, teardown: () => (stopWatching(), teardown()) }, frame, root, storage };
}

describe('<w3m-account-smart-account>', () => {
  let fixture: AppKitFixture | undefined;
  afterEach(() => {
    fixture?.teardown();
    fixture = undefined;
  });

  it('shows the EOA with "Switch to your smart account"; switching moves the address and shows the deployment tag, and back', async () => {
    const opened = await openAccount();
    fixture = opened.fixture;
    const { root, frame, storage } = opened;
    await waitUntil(() => expect(queryDeep('account-type-row', root)).to.exist);
    expect(queryDeep('account-type', root)!.textContent).to.equal(smartAccountEn.eoa);
    expect(queryDeep('account-type-switch', root)!.textContent).to.equal(smartAccountEn.switchToSmartAccount);
    expect(queryDeep('account-address', root)!.getAttribute('title')).to.equal(FAKE_ADDRESS);

    queryDeep<HTMLElement>('account-type-switch', root)!.click();
    await waitUntil(() =>
      expect(queryDeep('account-address', root)!.getAttribute('title')).to.equal(FAKE_SMART_ADDRESS),
    );
    expect($account.get().caipAddress).to.equal(`eip155:31337:${FAKE_SMART_ADDRESS}`);
    await waitUntil(() => expect(queryDeep('account-type', root)!.textContent).to.equal(smartAccountEn.smartAccount));
    expect(queryDeep('account-type-deployed', root)!.textContent).to.equal(smartAccountEn.notDeployed);
    expect(queryDeep('account-type-switch', root)!.textContent).to.equal(smartAccountEn.switchToEoa);
    expect(frame.requests).to.include.members(['SET_PREFERRED_ACCOUNT', 'INIT_SMART_ACCOUNT']);
    // The choice is remembered: the next GET_USER (a reload) asks for it.
    expect(storage.get('preferredAccountTypes')).to.deep.equal({ eip155: 'smartAccount' });

    queryDeep<HTMLElement>('account-type-switch', root)!.click();
    await waitUntil(() => expect(queryDeep('account-address', root)!.getAttribute('title')).to.equal(FAKE_ADDRESS));
    expect(queryDeep('account-type-deployed', root)).to.equal(undefined);
    expect(storage.get('preferredAccountTypes')).to.deep.equal({ eip155: 'eoa' });
  });

  it('a refused switch keeps the address, says so, and "Try again" switches', async () => {
    const opened = await openAccount();
    fixture = opened.fixture;
    const { root, frame } = opened;
    await waitUntil(() => expect(queryDeep('account-type-row', root)).to.exist);
    frame.failNextSwitch('The bundler is not reachable');
    queryDeep<HTMLElement>('account-type-switch', root)!.click();
    await waitUntil(() => expect(queryDeep('account-type-error', root)).to.exist);
    expect(queryDeep('account-type-error', root)!.getAttribute('role')).to.equal('alert');
    expect(queryDeep('account-type-error', root)!.textContent).to.contain(smartAccountEn.switchFailed);
    expect(queryDeep('account-address', root)!.getAttribute('title')).to.equal(FAKE_ADDRESS);
    queryDeep<HTMLElement>('account-type-retry', root)!.click();
    await waitUntil(() =>
      expect(queryDeep('account-address', root)!.getAttribute('title')).to.equal(FAKE_SMART_ADDRESS),
    );
    expect(queryDeep('account-type-error', root)).to.equal(undefined);
  });

  it('is absent on a network without smart accounts', async () => {
    const opened = await openAccount({ enabled: [31338] });
    fixture = opened.fixture;
    await waitUntil(() => expect(opened.frame.requests).to.include('GET_SMART_ACCOUNT_ENABLED_NETWORKS'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(queryDeep('account-type-row', opened.root)).to.equal(undefined);
  });
});
