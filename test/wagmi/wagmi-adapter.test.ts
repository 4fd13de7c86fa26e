import { expect } from '@open-wc/testing';
import { disconnect, reconnect, switchChain } from '@wagmi/core';
import { atom } from 'nanostores';
import { defineEvmNetwork } from '../../src/core/types/network.js';
import { defineSolanaNetwork } from '../../src/core/networks/solana-networks.js';
import { DISCONNECTED_ACCOUNT, type AccountState, type ChainState } from '../../src/core/stores/chain-store.js';
import type { AdapterControllers, AdapterHost } from '../../src/core/types/adapter.js';
import type { ChainNamespace } from '../../src/core/types/caip.js';
import type { Connector } from '../../src/core/types/connector.js';
import type { Network } from '../../src/core/types/network.js';
import { WagmiAdapter } from '../../wagmi/index.js';
import { waitUntil } from '../helpers/setup-app-kit.js';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const OTHER_ADDRESS = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const chainA = defineEvmNetwork({ id: 31337, name: 'Localchain A', rpcUrl: 'http://127.0.0.1:1/a' });
const chainB = defineEvmNetwork({ id: 31338, name: 'Localchain B', rpcUrl: 'http://127.0.0.1:1/b' });
const solana = defineSolanaNetwork({
  genesisHash: 'x'.repeat(32),
  name: 'Solana local',
  rpcUrl: 'http://127.0.0.1:1/s',
});
const networks: readonly Network[] = [chainA, chainB, solana];

const modalConnector = (id: string, chain: ChainNamespace = 'eip155'): Connector => ({
  id,
  name: `Wallet ${id}`,
  type: 'ANNOUNCED',
  chain,
  provider: { request: async () => null },
  connect: async () => ({ address: ADDRESS, chainId: 31337 }),
  getAccounts: async () => [ADDRESS],
  getChainId: async () => 31337,
  disconnect: async () => undefined,
  subscribe: () => () => undefined,
});

/** The modal as the adapter sees it: its stores, and controllers that write them as the real ones do. */
function createFakeModal({ status = 'disconnected' }: { status?: AccountState['status'] } = {}) {
  const chains = atom<Partial<Record<ChainNamespace, ChainState>>>({
    eip155: {
      namespace: 'eip155',
      networks: [chainA, chainB],
      activeChainId: 31337,
      account: { ...DISCONNECTED_ACCOUNT, status },
    },
  });
  const connectors = atom<readonly Connector[]>([]);
  const calls: string[] = [];
  const evm = () => chains.get().eip155!;
  const patchAccount = (patch: Partial<AccountState>) =>
    chains.set({ ...chains.get(), eip155: { ...evm(), account: { ...evm().account, ...patch } } });
  const setChainId = (activeChainId: number) => chains.set({ ...chains.get(), eip155: { ...evm(), activeChainId } });
  const controllers = {
    chains: {
      activeNamespace: 'eip155',
      getAccount: (namespace: ChainNamespace) => chains.get()[namespace]?.account ?? DISCONNECTED_ACCOUNT,
      getChain: (namespace: ChainNamespace) => chains.get()[namespace],
    },
    connectors: { get: (id: string) => connectors.get().find((connector) => connector.id === id) },
    connection: {
      async connect({ connectorId }: { connectorId: string }) {
        calls.push(`connect ${connectorId}`);
        patchAccount({ status: 'connected', connectorId, address: ADDRESS });
      },
      async disconnect({ namespace }: { namespace: ChainNamespace }) {
        calls.push(`disconnect ${namespace}`);
        patchAccount({ ...DISCONNECTED_ACCOUNT });
      },
    },
    network: {
      async switchNetwork({ network }: { network: Network }) {
        calls.push(`switch ${network.id}`);
        setChainId(Number(network.id));
      },
    },
  } as unknown as AdapterControllers;
  let start: (value: AdapterControllers) => void = () => undefined;
  const host: AdapterHost = {
    stores: { chains, connectors },
    controllers: new Promise<AdapterControllers>((resolve) => (start = resolve)),
  };
  return { host, connectors, calls, patchAccount, setChainId, startCore: () => start(controllers) };
}

describe('WagmiAdapter (wagmi/)', () => {
  afterEach(() => localStorage.clear());

  it('builds a wagmi config of the EVM networks whose connectors are the modal EVM connectors only', async () => {
    const adapter = new WagmiAdapter({ networks, projectId: 'p', storage: null });
    expect(adapter.namespace).to.equal('eip155');
    expect(adapter.networks.map((network) => network.id)).to.deep.equal([31337, 31338]);
    expect(adapter.wagmiConfig.chains.map((chain) => chain.id)).to.deep.equal([31337, 31338]);
    const modal = createFakeModal();
    const stop = adapter.attach(modal.host);
    // wagmi's own EIP-6963 discovery is off: an announcement makes no wagmi `injected` connector.
    const info = { uuid: crypto.randomUUID(), name: 'Announced', icon: 'data:,', rdns: 'announced.wallet' };
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: Object.freeze({ info, provider: { request: async () => null } }),
      }),
    );
    modal.connectors.set([modalConnector('a.wallet'), modalConnector('phantom', 'solana')]);
    modal.startCore();
    await waitUntil(() => expect(adapter.wagmiConfig.connectors.map((each) => each.id)).to.deep.equal(['a.wallet']));
    modal.connectors.set([...modal.connectors.get(), modalConnector('b.wallet')]);
    expect(adapter.wagmiConfig.connectors.map((each) => each.id)).to.deep.equal(['a.wallet', 'b.wallet']);
    stop();
  });

  it('follows the modal: its connection, the wallet account and chain changes, its disconnect', async () => {
    const adapter = new WagmiAdapter({ networks, projectId: 'p', storage: null });
    const config = adapter.wagmiConfig;
    const modal = createFakeModal();
    modal.connectors.set([modalConnector('a.wallet')]);
    const stop = adapter.attach(modal.host);
    modal.startCore();

    modal.patchAccount({ status: 'connected', connectorId: 'a.wallet', address: ADDRESS });
    await waitUntil(() => expect(config.state.status).to.equal('connected'));
    const connection = () => config.state.connections.get(config.state.current!)!;
    expect(connection().connector.id).to.equal('a.wallet');
    expect(connection().accounts).to.deep.equal([ADDRESS]);
    expect(connection().chainId).to.equal(31337);
    expect(modal.calls, 'wagmi reads the connection, it asks for none').to.deep.equal([]);

    modal.patchAccount({ address: OTHER_ADDRESS });
    modal.setChainId(31338);
    await waitUntil(() => expect(connection().accounts).to.deep.equal([OTHER_ADDRESS]));
    await waitUntil(() => expect(connection().chainId).to.equal(31338));

    // Another wallet connected in the modal replaces the first in wagmi: one connection, as in the modal.
    modal.connectors.set([...modal.connectors.get(), modalConnector('b.wallet')]);
    modal.patchAccount({ connectorId: 'b.wallet', address: ADDRESS });
    await waitUntil(() => expect(connection().connector.id).to.equal('b.wallet'));
    await waitUntil(() =>
      expect([...config.state.connections.values()].map((each) => each.connector.id)).to.deep.equal(['b.wallet']),
    );

    modal.patchAccount({ ...DISCONNECTED_ACCOUNT });
    await waitUntil(() => expect(config.state.status).to.equal('disconnected'));
    expect(modal.calls).to.deep.equal([]);
    stop();
  });

  it("drives the modal: wagmi's switchChain switches the modal's network, its disconnect disconnects the modal", async () => {
    const adapter = new WagmiAdapter({ networks, projectId: 'p', storage: null });
    const config = adapter.wagmiConfig;
    const modal = createFakeModal();
    modal.connectors.set([modalConnector('a.wallet')]);
    const stop = adapter.attach(modal.host);
    modal.startCore();
    modal.patchAccount({ status: 'connected', connectorId: 'a.wallet', address: ADDRESS });
    await waitUntil(() => expect(config.state.status).to.equal('connected'));

    const chain = await switchChain(config, { chainId: 31338 });
    expect(chain.id).to.equal(31338);
    expect(modal.calls).to.deep.equal(['switch 31338']);
    expect(config.state.connections.get(config.state.current!)!.chainId).to.equal(31338);

    await disconnect(config);
    expect(modal.calls).to.deep.equal(['switch 31338', 'disconnect eip155']);
    expect(config.state.status).to.equal('disconnected');
    // It stays so: the modal, which decides, is disconnected too.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(config.state.status).to.equal('disconnected');
    stop();
  });

  it("has the modal's remembered EVM wallet as a connector at once, and wagmi's reconnect waits for the modal's restore", async () => {
    localStorage.setItem('@appkit/connected_connectors', JSON.stringify({ eip155: 'a.wallet' }));
    localStorage.setItem('@appkit/recent_wallets', JSON.stringify([{ id: 'a.wallet', name: 'A Wallet' }]));
    const adapter = new WagmiAdapter({ networks, projectId: 'p', storage: null });
    const config = adapter.wagmiConfig;
    expect(config.connectors.map((each) => [each.id, each.name])).to.deep.equal([['a.wallet', 'A Wallet']]);

    const statuses: string[] = [];
    const unsubscribe = config.subscribe(
      (state) => state.status,
      (status) => statuses.push(status),
    );
    const reconnected = reconnect(config);
    // The core starts later and restores the wallet ('reconnecting' first, as the connection controller does).
    const modal = createFakeModal({ status: 'reconnecting' });
    const stop = adapter.attach(modal.host);
    modal.connectors.set([modalConnector('a.wallet')]);
    modal.startCore();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(config.state.status, 'still waiting for the modal').to.equal('connecting');
    modal.patchAccount({ status: 'connected', connectorId: 'a.wallet', address: ADDRESS });
    const connections = await reconnected;
    expect(connections.map((each) => each.connector.id)).to.deep.equal(['a.wallet']);
    await waitUntil(() => expect(config.state.status).to.equal('connected'));
    expect(statuses).to.not.include('disconnected');
    expect(modal.calls, 'a reconnect prompts for nothing').to.deep.equal([]);
    unsubscribe();
    stop();
  });
});
