import { connect, disconnect, type Config, type Connector as WagmiConnector } from '@wagmi/core';
import { getAddress } from 'viem';
import type { AdapterControllers, AdapterHost } from '../src/core/types/adapter.js';
import type { Connector } from '../src/core/types/connector.js';
import { createModalConnector, type ModalConnectorIdentity } from './create-modal-connector.js';
import type { ModalLink } from './modal-link.js';

export interface SyncWagmiWithModalParameters {
  config: Config;
  host: AdapterHost;
  controllers: AdapterControllers;
  link: ModalLink;
}

/**
 * Keeps a wagmi config in step with the modal's EVM side, the modal being the one that decides:
 * - each EVM connector the modal offers is a wagmi connector (createModalConnector);
 * - the modal connected (a visitor's connect, a restored session) → wagmi connected with the same
 *   connector, address and chain; the wallet's account or chain changed → wagmi's too;
 * - the modal disconnected → wagmi disconnected;
 * - while nothing is connected, the network picked on either side becomes the other's.
 * wagmi's own actions (connect, switchChain, disconnect) reach the modal through the connectors,
 * and their result comes back here. Returns the function that stops following.
 *
 * @example
 * const stop = syncWagmiWithModal({ config: adapter.wagmiConfig, host, controllers, link });
 */
export function syncWagmiWithModal({ config, host, controllers, link }: SyncWagmiWithModalParameters): () => void {
  let running = false;
  let again = false;
  /** The connection wagmi failed to take over (no retry loop on every store change). */
  let failedConnection: string | undefined;
  /** The network both sides were on after the last sync while disconnected. */
  let lastChainId: number | undefined;

  function registerConnectors(): void {
    const known = new Set(config.connectors.map((connector) => connector.id));
    const added = evmConnectors(host.stores.connectors.get())
      .filter((connector) => !known.has(connector.id))
      .map((connector) =>
        config._internal.connectors.setup(createModalConnector({ identity: identityOf(connector), link })),
      );
    if (added.length) config._internal.connectors.setState((current) => [...current, ...added]);
  }

  async function step(): Promise<void> {
    const { status, current, connections } = config.state;
    // wagmi's own connect or reconnect is under way: its end is a state change that runs this again.
    if (status === 'connecting' || status === 'reconnecting') return;
    const account = controllers.chains.getAccount('eip155');
    const modalChainId = Number(controllers.chains.getChain('eip155')?.activeChainId);
    const connection = current ? connections.get(current) : undefined;

    if (account.status === 'connected' && account.connectorId && account.address) {
      const address = getAddress(account.address);
      const connector = config.connectors.find((candidate) => candidate.id === account.connectorId);
      if (!connector) return; // registered when the modal's connector list changes
      if (connection?.connector.uid !== connector.uid) {
        const key = `${connector.id}:${address}`;
        if (failedConnection === key) return;
        await connect(config, { connector }).catch(() => (failedConnection = key));
        return;
      }
      failedConnection = undefined;
      // The modal holds one EVM connection: a wallet it let go of (another one connected) leaves wagmi too.
      const stale = [...connections.values()].filter((each) => each.connector.uid !== connector.uid);
      if (stale.length) return void (await leaveStaleConnections(stale.map((each) => each.connector)));
      const chainId = Number.isSafeInteger(modalChainId) ? modalChainId : connection.chainId;
      if (connection.accounts[0] !== address || connection.chainId !== chainId)
        connector.emitter.emit('change', { accounts: [address], chainId });
      return;
    }
    if (account.status !== 'disconnected') return; // the modal is connecting or restoring
    failedConnection = undefined;
    if (connection || connections.size > 0) return void (await disconnectWagmi(connection?.connector));
    syncIdleChain(modalChainId);
  }

  async function leaveStaleConnections(stale: readonly WagmiConnector[]): Promise<void> {
    // Their disconnect() leaves the modal alone: it is connected with another connector.
    for (const connector of stale)
      if (typeof connector.disconnect === 'function') await disconnect(config, { connector }).catch(() => undefined);
    const kept = config.state.current;
    if (kept && config.state.connections.size > 1)
      config.setState((state) => ({
        ...state,
        connections: new Map([...state.connections].filter(([uid]) => uid === kept)),
      }));
  }

  async function disconnectWagmi(connector: WagmiConnector | undefined): Promise<void> {
    if (connector?.disconnect) await disconnect(config, { connector }).catch(() => undefined);
    // What is left are connections wagmi restored from its storage and never reconnected.
    if (config.state.connections.size > 0)
      config.setState((state) => ({ ...state, connections: new Map(), current: null, status: 'disconnected' }));
  }

  function syncIdleChain(modalChainId: number): void {
    const wagmiChainId = config.state.chainId;
    if (wagmiChainId === modalChainId || !Number.isSafeInteger(modalChainId)) {
      lastChainId = modalChainId;
      return;
    }
    const network = controllers.chains.getChain('eip155')?.networks.find((each) => Number(each.id) === wagmiChainId);
    const wagmiMoved = lastChainId !== undefined && wagmiChainId !== lastChainId;
    const modalOnEvm = controllers.chains.activeNamespace === 'eip155';
    if (wagmiMoved && network && modalOnEvm) {
      lastChainId = wagmiChainId;
      void controllers.network.switchNetwork({ network }).catch(() => undefined);
      return;
    }
    lastChainId = modalChainId;
    if (config.chains.some((chain) => chain.id === modalChainId))
      config.setState((state) => ({ ...state, chainId: modalChainId }));
  }

  async function sync(): Promise<void> {
    if (running) return void (again = true);
    running = true;
    try {
      do {
        again = false;
        await step();
      } while (again);
    } finally {
      running = false;
    }
  }

  const run = () => void sync();
  registerConnectors();
  const stops = [
    host.stores.connectors.listen(() => {
      registerConnectors();
      run();
    }),
    host.stores.chains.listen(run),
    config.subscribe((state) => state, run),
  ];
  run();
  return () => stops.forEach((stop) => stop());
}

/** The modal's EVM connectors, those inside a MULTI_CHAIN entry included. */
function evmConnectors(connectors: readonly Connector[]): Connector[] {
  return connectors
    .flatMap((connector) => (connector.type === 'MULTI_CHAIN' ? (connector.connectors ?? []) : [connector]))
    .filter((connector) => connector.chain === 'eip155');
}

function identityOf(connector: Connector): ModalConnectorIdentity {
  return {
    id: connector.id,
    name: connector.name,
    type: connector.type,
    ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
    ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
  };
}
