import { expect } from '@open-wc/testing';
import { atom, map } from 'nanostores';
import { ChainController } from '../../../src/core/controllers/chain-controller.js';
import { ConnectionController } from '../../../src/core/controllers/connection-controller.js';
import { ConnectorController } from '../../../src/core/controllers/connector-controller.js';
import { EventsController } from '../../../src/core/controllers/events-controller.js';
import { createEip1193Connector } from '../../../src/connectors/evm/eip1193-connector.js';
import { createConnectionPersistence } from '../../../src/client/connection-persistence.js';
import { createStorage } from '../../../src/core/storage/storage.js';
import { defineEvmNetwork } from '../../../src/core/types/network.js';
import type { ChainState } from '../../../src/core/stores/chain-store.js';
import type { ConnectAttemptState } from '../../../src/core/stores/connect-attempt-store.js';
import type { AppKitEvent } from '../../../src/core/stores/events-store.js';
import type { Connector } from '../../../src/core/types/connector.js';
import type { ChainNamespace } from '../../../src/core/types/caip.js';
import { ConnectorAlreadyConnectedError } from '../../../src/core/errors/connector-errors.js';
import { createEvmTestWallet } from '../../helpers/evm-test-wallet/index.js';

const DEV_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const WALLET_STORAGE = 'connection-controller-test-wallet';
const NETWORKS = [
  defineEvmNetwork({ id: 31337, name: 'A', rpcUrl: 'http://127.0.0.1:1' }),
  defineEvmNetwork({ id: 31338, name: 'B', rpcUrl: 'http://127.0.0.1:2' }),
] as const;

/** One "page load": fresh stores and controllers over the same localStorage, like after a reload. */
function loadPage({ mode = 'approve' as 'approve' | 'reject' } = {}) {
  const wallet = createEvmTestWallet({
    privateKey: DEV_KEY,
    chains: NETWORKS.map((network) => ({ id: Number(network.id), rpcUrl: network.rpcUrls.default.http[0]! })),
    storageKey: WALLET_STORAGE,
    mode,
  });
  const chains = new ChainController({
    chainsStore: map<Partial<Record<ChainNamespace, ChainState>>>({}),
    activeNamespaceStore: atom<ChainNamespace | undefined>(undefined),
    switchingNamespaceStore: atom(false),
    defaultAccountTypes: { eip155: 'smartAccount' },
  });
  chains.setNetworks({ networks: NETWORKS });
  const connectors = new ConnectorController({ store: atom<readonly Connector[]>([]) });
  connectors.add(
    createEip1193Connector({
      id: wallet.info.rdns,
      name: wallet.info.name,
      type: 'ANNOUNCED',
      provider: wallet.provider,
      rdns: wallet.info.rdns,
    }),
  );
  const attemptStore = map<ConnectAttemptState>({ status: 'idle' });
  const eventsStore = atom<AppKitEvent | undefined>(undefined);
  const tracked: string[] = [];
  eventsStore.listen((event) => event && tracked.push(event.data.event));
  const storage = createStorage();
  const connection = new ConnectionController({
    chains,
    connectors,
    attemptStore,
    events: new EventsController({ store: eventsStore }),
    persistence: createConnectionPersistence({ storage }),
  });
  return { wallet, chains, connection, attemptStore, storage, tracked, connectorId: wallet.info.rdns };
}

describe('ConnectionController', () => {
  beforeEach(() => localStorage.clear());

  it('connects a wallet: status, address, CAIP address, stored connector and recent wallet', async () => {
    const page = loadPage();
    await page.connection.connect({ connectorId: page.connectorId });
    const account = page.chains.getAccount('eip155');
    expect(account.status).to.equal('connected');
    expect(account.address?.toLowerCase()).to.equal(page.wallet.address.toLowerCase());
    expect(account.caipAddress?.toLowerCase()).to.equal(`eip155:31337:${page.wallet.address.toLowerCase()}`);
    expect(page.storage.get('connectedConnectors')).to.deep.equal({ eip155: page.connectorId });
    expect(page.storage.get('recentWallets')?.[0]?.id).to.equal(page.connectorId);
    expect(page.tracked).to.include('CONNECT_SUCCESS');
  });

  it('keeps the 4001 code when the wallet declines, and ends disconnected', async () => {
    const page = loadPage({ mode: 'reject' });
    let caught: unknown;
    await page.connection.connect({ connectorId: page.connectorId }).catch((error: unknown) => (caught = error));
    expect((caught as { code?: number }).code).to.equal(4001);
    expect(page.chains.getAccount('eip155').status).to.equal('disconnected');
    expect(page.attemptStore.get()).to.include({ status: 'error', errorCode: 4001, connectorId: page.connectorId });
    expect(page.tracked).to.include('CONNECT_ERROR');
  });

  it('refuses to connect the connector that is already connected', async () => {
    const page = loadPage();
    await page.connection.connect({ connectorId: page.connectorId });
    let caught: unknown;
    await page.connection.connect({ connectorId: page.connectorId }).catch((error: unknown) => (caught = error));
    expect(caught).to.be.instanceOf(ConnectorAlreadyConnectedError);
    expect((caught as Error).message).to.contain('Connector already connected');
    expect(page.chains.getAccount('eip155').status).to.equal('connected');
  });

  it('reconnects silently after a reload, without asking the wallet for a prompt', async () => {
    const first = loadPage();
    await first.connection.connect({ connectorId: first.connectorId });
    const second = loadPage();
    const reconnecting = second.connection.reconnect({ timeoutMs: 500 });
    expect(second.chains.getAccount('eip155').status).to.equal('reconnecting');
    await reconnecting;
    expect(second.chains.getAccount('eip155').status).to.equal('connected');
    expect(second.wallet.requests.map((request) => request.method)).not.to.include('eth_requestAccounts');
  });

  it('ends disconnected and forgets the connector when the wallet no longer grants the account', async () => {
    const first = loadPage();
    await first.connection.connect({ connectorId: first.connectorId });
    first.wallet.revoke();
    const second = loadPage();
    await second.connection.reconnect({ timeoutMs: 500 });
    expect(second.chains.getAccount('eip155').status).to.equal('disconnected');
    expect(second.storage.get('connectedConnectors')).to.deep.equal({});
  });

  it('follows wallet events: chainChanged moves the network, accountsChanged [] disconnects', async () => {
    const page = loadPage();
    await page.connection.connect({ connectorId: page.connectorId });
    await page.wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    expect(page.chains.getChain('eip155')?.activeChainId).to.equal(31338);
    expect(page.chains.getAccount('eip155').caipAddress).to.match(/^eip155:31338:0x/);
    page.wallet.revoke();
    expect(page.chains.getAccount('eip155').status).to.equal('disconnected');
  });

  it('disconnects: account reset, stored connector removed, the wallet forgets the grant', async () => {
    const page = loadPage();
    await page.connection.connect({ connectorId: page.connectorId });
    await page.connection.disconnect();
    expect(page.chains.getAccount('eip155')).to.deep.equal({
      status: 'disconnected',
      currentTab: 0,
      preferredAccountType: 'smartAccount',
    });
    expect(page.storage.get('connectedConnectors')).to.deep.equal({});
    expect(await page.wallet.provider.request({ method: 'eth_accounts' })).to.deep.equal([]);
  });
});
