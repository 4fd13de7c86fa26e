import type { AppControllers } from '../core/app-context.js';
import { $account, $activeNamespace, $network, type AccountState } from '../core/stores/chain-store.js';
import { $lastEvent, type AppKitEvent } from '../core/stores/events-store.js';
import { $modal } from '../core/stores/modal-store.js';
import { $theme, type ThemeState } from '../core/stores/theme-store.js';
import type { Network } from '../core/types/network.js';
import type { ThemeMode, ThemeVariables } from '../core/types/theme.js';
import type { ChainNamespace } from '../core/types/caip.js';

export interface PublicState {
  open: boolean;
  loading: boolean;
  initialized: boolean;
  activeChain: ChainNamespace | undefined;
  selectedNetworkId: string | undefined;
}

export interface OpenOptions {
  /** A view without parameters to open on. */
  view?: 'Connect' | 'Account' | 'Networks' | 'AllWallets';
  namespace?: ChainNamespace;
}

/** What `createAppKit` returns (DESIGN §4 "Public API"). */
export interface AppKit {
  open(options?: OpenOptions): Promise<void>;
  close(): Promise<void>;
  /** Switches with the rules of SPEC §4; throws 'Chain not configured' for a network the dapp did not request. */
  switchNetwork(network: Network): Promise<void>;
  /** Drops a namespace; if it was active, the first other namespace's first network becomes active. */
  removeAdapter(namespace: ChainNamespace): void;
  disconnect(): Promise<void>;
  getAddress(): string | undefined;
  getCaipAddress(): string | undefined;
  getCaipNetwork(): Network | undefined;
  getWalletProvider(): unknown;
  getState(): PublicState;
  getThemeMode(): ThemeMode;
  subscribeState(callback: (state: PublicState) => void): () => void;
  subscribeAccount(callback: (account: AccountState) => void): () => void;
  subscribeNetwork(callback: (network: Network | undefined) => void): () => void;
  subscribeEvents(callback: (event: AppKitEvent) => void): () => void;
  subscribeTheme(callback: (theme: ThemeState) => void): () => void;
  setThemeMode(themeMode: ThemeMode): void;
  setThemeVariables(themeVariables: ThemeVariables): void;
  /** Removes the modal and listeners and resets state (tests, hot reload). */
  destroy(): void;
}

export function createPublicApi({
  controllers,
  destroy,
}: {
  controllers: AppControllers;
  destroy: () => void;
}): AppKit {
  const { modal, chains, connectors, connection, theme } = controllers;
  const getState = (): PublicState => {
    const { open, loading, initialized } = $modal.get();
    return {
      open,
      loading,
      initialized,
      activeChain: $activeNamespace.get(),
      selectedNetworkId: $network.get()?.caipNetworkId,
    };
  };
  return {
    async open(options = {}) {
      modal.open({
        ...(options.view ? { view: { view: options.view, params: undefined } } : {}),
        ...(options.namespace ? { namespace: options.namespace } : {}),
      });
    },
    async close() {
      modal.close();
    },
    switchNetwork: (network) => controllers.network.switchNetwork({ network }),
    removeAdapter: (namespace) => chains.removeNamespace(namespace),
    disconnect: () => connection.disconnect(),
    getAddress: () => $account.get().address,
    getCaipAddress: () => $account.get().caipAddress,
    getCaipNetwork: () => $network.get(),
    getWalletProvider: () => {
      const { connectorId } = $account.get();
      return connectorId ? connectors.get(connectorId)?.provider : undefined;
    },
    getState,
    getThemeMode: () => $theme.get().themeMode,
    subscribeState: (callback) => {
      const unsubscribeModal = $modal.listen(() => callback(getState()));
      const unsubscribeNetwork = $network.listen(() => callback(getState()));
      return () => {
        unsubscribeModal();
        unsubscribeNetwork();
      };
    },
    subscribeAccount: (callback) => $account.listen(callback),
    subscribeNetwork: (callback) => $network.listen(callback),
    subscribeEvents: (callback) => $lastEvent.listen((event) => event && callback(event)),
    subscribeTheme: (callback) => $theme.listen(callback),
    setThemeMode: (themeMode) => theme.setThemeMode(themeMode),
    setThemeVariables: (themeVariables) => theme.setThemeVariables(themeVariables),
    destroy,
  };
}
