import type { MapStore } from 'nanostores';
import type { ConnectAttemptState } from '../stores/connect-attempt-store.js';
import type { Connector, ConnectorEvent } from '../types/connector.js';
import type { ChainNamespace } from '../utils/caip.js';
import { toCaipAddress } from '../utils/caip.js';
import {
  ConnectorAlreadyConnectedError,
  ConnectorNotFoundError,
  ReconnectingError,
} from '../errors/connector-errors.js';
import { toProviderRpcError } from '../errors/provider-rpc-error.js';
import { RECONNECT_DISCOVERY_TIMEOUT_MS } from '../constants.js';
import type { ChainController } from './chain-controller.js';
import type { ConnectorController } from './connector-controller.js';
import type { EventsController } from './events-controller.js';

/** What the connection controller remembers across reloads (adapted from the storage module by the root). */
export interface ConnectionPersistence {
  getConnectedConnectors(): Partial<Record<ChainNamespace, string>>;
  setConnectedConnector(parameters: { namespace: ChainNamespace; connectorId: string | undefined }): void;
  setActiveNamespace(namespace: ChainNamespace): void;
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

  constructor(private readonly parameters: ConnectionControllerParameters) {}

  /**
   * Asks a wallet for its account. A failure returns the namespace to `connected` if a connection
   * is current, else `disconnected`, and is rethrown as a provider error (code kept).
   */
  async connect({ connectorId }: { connectorId: string }): Promise<void> {
    const { chains, connectors, attemptStore, events } = this.parameters;
    const connector = connectors.get(connectorId);
    if (!connector) throw new ConnectorNotFoundError();
    const namespace = connector.chain;
    const previous = chains.getAccount(namespace);
    if (previous.status === 'reconnecting') throw new ReconnectingError();
    if (previous.status === 'connected' && previous.connectorId === connectorId) throw new ConnectorAlreadyConnectedError();

    attemptStore.set({ connectorId, status: 'pending' });
    chains.patchAccount({ namespace, patch: { status: 'connecting' } });
    events.track({ event: 'SELECT_WALLET', properties: { name: connector.name } });
    try {
      const result = await connector.connect({ chainId: chains.getChain(namespace)?.activeChainId });
      if (previous.status === 'connected' && previous.connectorId) await this.releaseConnector(namespace, previous.connectorId);
      this.applyConnection({ connector, address: result.address, chainId: result.chainId });
      this.parameters.persistence.addRecentWallet({ id: connector.id, name: connector.name, rdns: connector.info?.rdns });
      attemptStore.set({ status: 'idle' });
      events.track({ event: 'CONNECT_SUCCESS', properties: { name: connector.name } });
    } catch (error) {
      const providerError = toProviderRpcError(error);
      chains.patchAccount({ namespace, patch: { status: previous.status === 'connected' ? 'connected' : 'disconnected' } });
      attemptStore.set({ connectorId, status: 'error', errorMessage: providerError.shortMessage, errorCode: providerError.code });
      events.track({ event: 'CONNECT_ERROR', properties: { name: connector.name, code: providerError.code } });
      throw providerError;
    }
  }

  /** Disconnects the active namespace's wallet (or the one named) and resets its account. */
  async disconnect({ namespace = this.parameters.chains.activeNamespace }: { namespace?: ChainNamespace } = {}): Promise<void> {
    if (!namespace) return;
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
  async reconnect({ timeoutMs = RECONNECT_DISCOVERY_TIMEOUT_MS }: { timeoutMs?: number } = {}): Promise<void> {
    const stored = this.parameters.persistence.getConnectedConnectors();
    const entries = Object.entries(stored) as Array<[ChainNamespace, string]>;
    await Promise.all(entries.map(([namespace, connectorId]) => this.reconnectOne({ namespace, connectorId, timeoutMs })));
  }

  private async reconnectOne({ namespace, connectorId, timeoutMs }: { namespace: ChainNamespace; connectorId: string; timeoutMs: number }): Promise<void> {
    const { chains, connectors } = this.parameters;
    if (!chains.getChain(namespace)) return;
    chains.patchAccount({ namespace, patch: { status: 'reconnecting', connectorId } });
    try {
      const connector = await connectors.waitFor({ id: connectorId, timeoutMs });
      const [address] = connector ? await connector.getAccounts() : [];
      if (!connector || !address) {
        this.forget(namespace);
        return;
      }
      const chainId = await connector.getChainId();
      this.applyConnection({ connector, address, chainId });
    } catch {
      this.forget(namespace); // a wallet that errors on a silent check is treated as gone
    }
  }

  private applyConnection({ connector, address, chainId }: { connector: Connector; address: string; chainId: number | string }): void {
    const { chains, persistence } = this.parameters;
    const namespace = connector.chain;
    chains.setActiveChainId({ namespace, chainId });
    chains.patchAccount({
      namespace,
      patch: { status: 'connected', address, connectorId: connector.id, caipAddress: toCaipAddress({ namespace, chainId: String(chainId), address }) },
    });
    chains.setActiveNamespace(namespace);
    persistence.setConnectedConnector({ namespace, connectorId: connector.id });
    persistence.setActiveNamespace(namespace);
    this.unsubscribers.get(namespace)?.();
    this.unsubscribers.set(namespace, connector.subscribe((event) => this.handleWalletEvent(namespace, event)));
  }

  private handleWalletEvent(namespace: ChainNamespace, event: ConnectorEvent): void {
    const { chains } = this.parameters;
    const account = chains.getAccount(namespace);
    if (event.type === 'disconnect') return this.forget(namespace);
    if (event.type === 'chainChanged') {
      chains.setActiveChainId({ namespace, chainId: event.chainId });
      if (account.address) {
        chains.patchAccount({ namespace, patch: { caipAddress: toCaipAddress({ namespace, chainId: String(event.chainId), address: account.address }) } });
      }
      return;
    }
    const [address] = event.accounts;
    if (!address) return this.forget(namespace);
    const chainId = chains.getChain(namespace)?.activeChainId ?? '';
    chains.patchAccount({ namespace, patch: { address, caipAddress: toCaipAddress({ namespace, chainId: String(chainId), address }) } });
  }

  private async releaseConnector(namespace: ChainNamespace, connectorId: string): Promise<void> {
    this.unsubscribers.get(namespace)?.();
    this.unsubscribers.delete(namespace);
    await this.parameters.connectors.get(connectorId)?.disconnect();
  }

  private forget(namespace: ChainNamespace): void {
    this.unsubscribers.get(namespace)?.();
    this.unsubscribers.delete(namespace);
    this.parameters.chains.resetAccount(namespace);
    this.parameters.persistence.setConnectedConnector({ namespace, connectorId: undefined });
  }
}
