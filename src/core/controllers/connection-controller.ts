import type { MapStore } from 'nanostores';
import type { ConnectAttemptState } from '../stores/connect-attempt-store.js';
import type { Connector, ConnectorEvent } from '../types/connector.js';
import type { ChainNamespace } from '../types/caip.js';
import { toCaipAddress } from '../utils/caip.js';
import {
  ConnectorAlreadyConnectedError,
  ConnectorNotFoundError,
  ReconnectingError,
} from '../errors/connector-errors.js';
import { toProviderRpcError } from '../errors/provider-rpc-error.js';
import { InternalSdkError } from '../errors/internal-errors.js';
import { RECONNECT_DISCOVERY_TIMEOUT_MS } from '../constants.js';
import type { ChainController } from './chain-controller.js';
import type { ConnectorController } from './connector-controller.js';
import type { EventsController } from './events-controller.js';

export interface ReconnectParameters {
  /** How long to wait for a remembered wallet to be discovered. */
  timeoutMs?: number;
  /** Per namespace, the loading of its discovery code (a lazy chunk); the wait starts after it. */
  ready?: Partial<Record<ChainNamespace, Promise<unknown>>>;
}

/**
 * What the connection controller remembers across reloads (adapted from the storage module by the
 * root). The active namespace is written by the root's one subscription (persist-active-namespace.ts).
 */
export interface ConnectionPersistence {
  getConnectedConnectors(): Partial<Record<ChainNamespace, string>>;
  setConnectedConnector(parameters: { namespace: ChainNamespace; connectorId: string | undefined }): void;
  getActiveNamespace(): ChainNamespace | undefined;
  addRecentWallet(wallet: { id: string; name: string; rdns?: string }): void;
}

export interface ConnectionControllerParameters {
  chains: ChainController;
  connectors: ConnectorController;
  attemptStore: MapStore<ConnectAttemptState>;
  persistence: ConnectionPersistence;
  events: EventsController;
}

/**
 * Connects, disconnects and reconnects wallets, and keeps account state in step with wallet events
 * (SPEC §4 "Connection status").
 */
export class ConnectionController {
  private readonly unsubscribers = new Map<ChainNamespace, () => void>();
  /** Namespaces of a disconnect under way: none of them takes over as the active one. */
  private readonly leaving = new Set<ChainNamespace>();
  /** Active namespaces whose connection is still to come (connectInTurn): no background one takes over from them. */
  private readonly awaited = new Set<ChainNamespace>();

  constructor(private readonly parameters: ConnectionControllerParameters) {}

  /**
   * Asks a wallet for its account. A failure returns the namespace to `connected` if a connection
   * is current, else `disconnected`, and is rethrown as a provider error (code kept).
   */
  async connect({ connectorId, activate = true }: { connectorId: string; activate?: boolean }): Promise<void> {
    const { chains, connectors, attemptStore, events } = this.parameters;
    const connector = connectors.get(connectorId);
    if (!connector) throw new ConnectorNotFoundError();
    const namespace = connector.chain;
    if (!chains.getChain(namespace))
      throw new InternalSdkError({ reason: 'CHAIN_ADAPTER_NOT_FOUND', details: namespace });
    const previous = chains.getAccount(namespace);
    if (previous.status === 'reconnecting') throw new ReconnectingError();
    if (previous.status === 'connected' && previous.connectorId === connectorId)
      throw new ConnectorAlreadyConnectedError();

    attemptStore.set({ connectorId, status: 'pending' });
    chains.patchAccount({ namespace, patch: { status: 'connecting' } });
    events.track({ event: 'SELECT_WALLET', properties: { name: connector.name } });
    try {
      const result = await connector.connect({ chainId: chains.getChain(namespace)?.activeChainId });
      if (previous.status === 'connected' && previous.connectorId)
        await this.releaseConnector(namespace, previous.connectorId);
      this.applyConnection({ connector, address: result.address, chainId: result.chainId, activate });
      this.parameters.persistence.addRecentWallet({
        id: connector.id,
        name: connector.name,
        rdns: connector.info?.rdns,
      });
      attemptStore.set({ status: 'idle' });
      events.track({ event: 'CONNECT_SUCCESS', properties: { name: connector.name } });
    } catch (error) {
      const providerError = toProviderRpcError(error);
      chains.patchAccount({
        namespace,
        patch: { status: previous.status === 'connected' ? 'connected' : 'disconnected' },
      });
      attemptStore.set({
        connectorId,
        status: 'error',
        errorMessage: providerError.shortMessage,
        errorCode: providerError.code,
      });
      events.track({ event: 'CONNECT_ERROR', properties: { name: connector.name, code: providerError.code } });
      throw providerError;
    }
  }

  /**
   * Connects one wallet's namespaces one after the other (the embedded wallet's), stopping at the
   * first failure. The namespace active when it starts stays active throughout: the others connect
   * in the background, as a silent reconnect's do, so no subscriber sees another account take over
   * on the way. If that namespace does not connect, a connected one takes over, as on a disconnect.
   */
  async connectInTurn({ connectorIds }: { connectorIds: readonly string[] }): Promise<void> {
    const { chains, connectors } = this.parameters;
    const visited = chains.activeNamespace;
    const holds = visited !== undefined && connectorIds.some((id) => connectors.get(id)?.chain === visited);
    if (holds) this.awaited.add(visited);
    try {
      for (const connectorId of connectorIds)
        await this.connect({ connectorId, activate: !holds || connectors.get(connectorId)?.chain === visited });
    } finally {
      if (holds) {
        this.awaited.delete(visited);
        if (chains.getAccount(visited).status !== 'connected') this.handOver(visited);
      }
    }
  }

  /**
   * Disconnects the named namespace's wallet, or, without a namespace, every connected namespace
   * (as Reown AppKit's `disconnect()` does), and resets their accounts.
   */
  async disconnect({ namespace }: { namespace?: ChainNamespace } = {}): Promise<void> {
    const { chains } = this.parameters;
    // Disconnecting everything: the active namespace goes last, so no other one takes over on the
    // way out and the next sign-in lands where the visitor was (and the stored one stays).
    const namespaces = namespace
      ? [namespace]
      : chains.namespaces
          .filter((candidate) => chains.getAccount(candidate).status !== 'disconnected')
          .sort((a, b) => Number(a === chains.activeNamespace) - Number(b === chains.activeNamespace));
    // A wallet that ends its whole session (the embedded wallet) reports the others gone while the
    // first is still on its way out; none of those may take over either.
    namespaces.forEach((each) => this.leaving.add(each));
    try {
      for (const each of namespaces) await this.disconnectOne(each);
    } finally {
      namespaces.forEach((each) => this.leaving.delete(each));
    }
  }

  private async disconnectOne(namespace: ChainNamespace): Promise<void> {
    const { connectorId } = this.parameters.chains.getAccount(namespace);
    try {
      if (connectorId) await this.releaseConnector(namespace, connectorId);
      this.parameters.events.track({ event: 'DISCONNECT_SUCCESS' });
    } catch (error) {
      this.parameters.events.track({ event: 'DISCONNECT_ERROR' });
      throw toProviderRpcError(error);
    } finally {
      this.forget(namespace);
    }
  }

  /**
   * Restores the wallets that were connected before a reload, silently: it asks for the accounts
   * the wallet still grants and never prompts.
   */
  async reconnect({ timeoutMs = RECONNECT_DISCOVERY_TIMEOUT_MS, ready = {} }: ReconnectParameters = {}): Promise<void> {
    const { persistence, chains } = this.parameters;
    const stored = persistence.getConnectedConnectors();
    // Read first: a namespace that comes back activates itself, and that is written to storage too.
    const lastActive = persistence.getActiveNamespace();
    const entries = Object.entries(stored) as Array<[ChainNamespace, string]>;
    await Promise.all(
      entries.map(([namespace, connectorId]) =>
        this.reconnectOne({ namespace, connectorId, timeoutMs, ready: ready[namespace] }),
      ),
    );
    // Every namespace comes back; the one that was active before the reload is active again.
    if (lastActive && chains.getAccount(lastActive).status === 'connected') chains.setActiveNamespace(lastActive);
  }

  private async reconnectOne({
    namespace,
    connectorId,
    timeoutMs,
    ready,
  }: {
    namespace: ChainNamespace;
    connectorId: string;
    timeoutMs: number;
    ready: Promise<unknown> | undefined;
  }): Promise<void> {
    const { chains, connectors } = this.parameters;
    if (!chains.getChain(namespace)) return;
    chains.patchAccount({ namespace, patch: { status: 'reconnecting', connectorId } });
    try {
      await ready?.catch(() => undefined); // the wait for the wallet starts once its discovery code is there
      const connector = await connectors.waitFor({ id: connectorId, timeoutMs });
      const [address] = connector ? await connector.getAccounts() : [];
      if (!connector || !address) {
        this.forget(namespace);
        return;
      }
      const chainId = await connector.getChainId();
      this.applyConnection({ connector, address, chainId, activate: false });
    } catch {
      this.forget(namespace); // a wallet that errors on a silent check is treated as gone
    }
  }

  /**
   * Records a live connection; `activate` makes its namespace the active one (a user's connect, not
   * a silent reconnect nor a background one of connectInTurn).
   */
  private applyConnection({
    connector,
    address,
    chainId,
    activate = true,
  }: {
    connector: Connector;
    address: string;
    chainId: number | string;
    activate?: boolean;
  }): void {
    const { chains, persistence } = this.parameters;
    const namespace = connector.chain;
    chains.patchAccount({
      namespace,
      patch: {
        status: 'connected',
        address,
        connectorId: connector.id,
        caipAddress: toCaipAddress({ namespace, chainId: String(chainId), address }),
        connectedWalletInfo: connector.getWalletInfo?.() ?? {
          name: connector.name,
          ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
        },
      },
    });
    chains.setActiveChainId({ namespace, chainId });
    persistence.setConnectedConnector({ namespace, connectorId: connector.id });
    // A silent or background connection takes over only from a namespace that is neither connected
    // nor still coming (back): the one the visitor was on must not flash another account meanwhile.
    const active = chains.activeNamespace;
    const activeStatus = active && chains.getAccount(active).status;
    const coming = activeStatus === 'reconnecting' || (active !== undefined && this.awaited.has(active));
    if (activate || (activeStatus !== 'connected' && !coming)) chains.setActiveNamespace(namespace);
    this.unsubscribers.get(namespace)?.();
    this.unsubscribers.set(
      namespace,
      connector.subscribe((event) => this.handleWalletEvent(namespace, event)),
    );
  }

  private handleWalletEvent(namespace: ChainNamespace, event: ConnectorEvent): void {
    const { chains } = this.parameters;
    if (event.type === 'disconnect') return this.forget(namespace);
    if (event.type === 'chainChanged') {
      chains.setActiveChainId({ namespace, chainId: event.chainId });
      return;
    }
    const [address] = event.accounts;
    if (!address) return this.forget(namespace);
    const chainId = chains.getChain(namespace)?.activeChainId ?? '';
    chains.patchAccount({
      namespace,
      patch: { address, caipAddress: toCaipAddress({ namespace, chainId: String(chainId), address }) },
    });
  }

  private async releaseConnector(namespace: ChainNamespace, connectorId: string): Promise<void> {
    this.unsubscribers.get(namespace)?.();
    this.unsubscribers.delete(namespace);
    await this.parameters.connectors.get(connectorId)?.disconnect();
  }

  /** Drops a namespace's connection; if it was the active one, another connected namespace takes over. */
  private forget(namespace: ChainNamespace): void {
    const { chains, persistence } = this.parameters;
    this.unsubscribers.get(namespace)?.();
    this.unsubscribers.delete(namespace);
    chains.resetAccount(namespace);
    persistence.setConnectedConnector({ namespace, connectorId: undefined });
    this.handOver(namespace);
  }

  /** If `namespace` is the active one, another connected namespace (not on its way out) takes over. */
  private handOver(namespace: ChainNamespace): void {
    const { chains } = this.parameters;
    if (chains.activeNamespace !== namespace) return;
    const stillConnected = chains.namespaces.find(
      (candidate) => !this.leaving.has(candidate) && chains.getAccount(candidate).status === 'connected',
    );
    if (stillConnected) chains.setActiveNamespace(stillConnected);
  }
}
