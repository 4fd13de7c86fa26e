import { expect } from '@open-wc/testing';
import { setupWalletConnect } from '../../src/client/setup-walletconnect.js';
import type { WalletConnectChunk } from '../../src/client/walletconnect-runtime.js';
import { buildProposalNamespaces } from '../../src/connectors/walletconnect/build-proposal-namespaces.js';
import { createWalletConnectConnectors } from '../../src/connectors/walletconnect/create-walletconnect-connectors.js';
import { createStorage } from '../../src/core/storage/storage.js';
import { $account } from '../../src/core/stores/chain-store.js';
import { setupAppKit, type AppKitFixture } from '../helpers/setup-app-kit.js';
import {
  createFakeWalletConnectClient,
  fakeSession,
  WC_EVM_ACCOUNT,
  type FakeWalletConnectClient,
} from '../helpers/walletconnect-fixture.js';

const SESSION = fakeSession({
  eip155: { chains: ['eip155:31337'], accounts: [WC_EVM_ACCOUNT], methods: ['personal_sign'], events: [] },
});

/** The chunk over a fake client (no relay in the unit runner), counting its loads. */
function countingChunk(fake: FakeWalletConnectClient) {
  const loads = { count: 0 };
  const loadChunk = async (): Promise<WalletConnectChunk> => {
    loads.count += 1;
    return {
      createWalletConnectClient: async () => fake.client,
      createWalletConnectConnectors,
      buildProposalNamespaces,
    };
  };
  return { loads, loadChunk };
}

/** What the client writes when a session settles (walletconnect-storage.ts): the start check reads it. */
function storeSession(): void {
  localStorage.setItem('@appkit/wc/session', JSON.stringify({ symKey: 'ab'.repeat(32), session: SESSION }));
}

describe('setupWalletConnect', () => {
  let app: AppKitFixture | undefined;
  let stop: (() => void) | undefined;

  beforeEach(() => localStorage.clear());
  afterEach(() => {
    stop?.();
    app?.teardown();
    app = undefined;
    stop = undefined;
  });

  it('offers no WalletConnect without a relay: no connector, nothing loaded', async () => {
    app = await setupAppKit({ wallet: false, options: { enableInjected: false } });
    const { loads, loadChunk } = countingChunk(createFakeWalletConnectClient());
    expect(setupWalletConnect({ controllers: app.controllers, loadChunk })).to.equal(undefined);
    expect(app.controllers.connectors.get('walletConnect')).to.equal(undefined);
    expect(loads.count).to.equal(0);
  });

  it("registers the configured namespace's connector without loading the client, whose silent check needs none", async () => {
    app = await setupAppKit({ wallet: false, options: { enableInjected: false, apiUrl: 'http://127.0.0.1:9' } });
    const { loads, loadChunk } = countingChunk(createFakeWalletConnectClient());
    const setup = setupWalletConnect({ controllers: app.controllers, loadChunk });
    stop = setup?.stop;
    const connector = app.controllers.connectors.get('walletConnect');
    expect(connector).to.include({ type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' });
    expect(app.controllers.connectors.get('walletConnect:solana'), 'no Solana network configured').to.equal(undefined);
    expect(await connector!.getAccounts()).to.deep.equal([]);
    expect(loads.count).to.equal(0);
  });

  it('loads the client at start for a stored session, and the reconnect restores the wallet without a QR code', async () => {
    app = await setupAppKit({ wallet: false, options: { enableInjected: false, apiUrl: 'http://127.0.0.1:9' } });
    storeSession();
    createStorage().set('connectedConnectors', { eip155: 'walletConnect' });
    const fake = createFakeWalletConnectClient({ session: SESSION });
    const { loads, loadChunk } = countingChunk(fake);
    const setup = setupWalletConnect({ controllers: app.controllers, loadChunk });
    stop = setup?.stop;
    expect(loads.count, 'loaded at start').to.equal(1);
    await app.controllers.connection.reconnect();
    expect($account.get()).to.include({
      status: 'connected',
      address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      connectorId: 'walletConnect',
    });
    expect(fake.proposals).to.deep.equal([]);
    const { connectors } = await setup!.getWalletConnect();
    expect(await connectors.eip155.getAccounts()).to.deep.equal(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']);
  });

  it('takes a chunk that failed to load again on the next use', async () => {
    app = await setupAppKit({ wallet: false, options: { enableInjected: false, apiUrl: 'http://127.0.0.1:9' } });
    const fake = createFakeWalletConnectClient({ session: SESSION });
    let offline = true;
    const setup = setupWalletConnect({
      controllers: app.controllers,
      loadChunk: async () => {
        if (offline) throw new TypeError('Failed to fetch dynamically imported module');
        return {
          createWalletConnectClient: async () => fake.client,
          createWalletConnectConnectors,
          buildProposalNamespaces,
        };
      },
    });
    stop = setup?.stop;
    let failure: unknown;
    await setup!.getWalletConnect().catch((error: unknown) => (failure = error));
    expect(failure).to.be.instanceOf(TypeError);
    offline = false;
    const { client } = await setup!.getWalletConnect();
    expect(client.getSession()?.topic).to.equal(SESSION.topic);
  });
});
