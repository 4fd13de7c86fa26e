import type { OpenModalParameters } from '../core/controllers/modal-controller.js';
import type { ThemeController } from '../core/controllers/theme-controller.js';
import { $account, $activeNamespace, $network, type AccountState } from '../core/stores/chain-store.js';
import { $lastEvent, type AppKitEvent } from '../core/stores/events-store.js';
import { $modal } from '../core/stores/modal-store.js';
import { $theme, type ThemeState } from '../core/stores/theme-store.js';
import type { Network } from '../core/types/network.js';
import type { ThemeMode, ThemeVariables } from '../core/types/theme.js';
import type { ChainNamespace } from '../core/types/caip.js';
import type { AppCoreLoader } from './app-core-loader.js';
import type { AppCore } from './start-app-core.js';

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

/**
 * What `createAppKit` returns (DESIGN §4 "Public API"). It works at once: getters and `subscribe*`
 * read the stores; actions that need the modal's controllers load their chunk first, so they may
 * resolve a little later (or reject with AppChunkLoadError when the chunk cannot be loaded; the
 * next call tries again).
 */
export interface AppKit {
  /** Opens the modal; in the same task when its chunks have loaded (see `ready`). */
  open(options?: OpenOptions): Promise<void>;
  close(): Promise<void>;
  /** Switches with the rules of SPEC §4; throws 'Chain not configured' for a network the dapp did not request. */
  switchNetwork(network: Network): Promise<void>;
  /**
   * Drops a namespace; if it was active, the first other namespace's first network becomes active.
   * Done when this returns once the controllers have loaded; before that, it loads them first.
   */
  removeAdapter(namespace: ChainNamespace): Promise<void>;
  disconnect(): Promise<void>;
  getAddress(): string | undefined;
  getCaipAddress(): string | undefined;
  getCaipNetwork(): Network | undefined;
  /** The connected wallet's provider; undefined while disconnected or before the controllers loaded. */
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
  /**
   * Loads the modal and its controllers now, if they have not loaded yet (they load by themselves
   * once the page is idle, or when a button is hovered or focused). Resolves when every action
   * runs without waiting.
   * @example
   * await appKit.ready();
   * appKit.open(); // the modal is open in this task
   */
  ready(): Promise<void>;
  /** Removes the modal and listeners and resets state (tests, hot reload), loaded or not. */
  destroy(): void;
}

export interface CreatePublicApiParameters {
  theme: ThemeController;
  loader: AppCoreLoader;
  /** The shell's open: the buttons call it too. */
  open: (parameters?: OpenModalParameters) => Promise<void>;
  /** Stops a pending open (a close asked for after it). */
  cancelPendingOpen: () => void;
  destroy: () => void;
}

export function createPublicApi({
  theme,
  loader,
  open,
  cancelPendingOpen,
  destroy,
}: CreatePublicApiParameters): AppKit {
  const withCore = async <Result>(action: (core: AppCore) => Promise<Result>): Promise<Result> =>
    action(loader.core ?? (await loader.loadCore()));
  const getState = (): PublicState => {
    const { open: isOpen, loading, initialized } = $modal.get();
    return {
      open: isOpen,
      loading,
      initialized,
      activeChain: $activeNamespace.get(),
      selectedNetworkId: $network.get()?.caipNetworkId,
    };
  };
  return {
    open: (options = {}) =>
      open({
        ...(options.view ? { view: { view: options.view, params: undefined } } : {}),
        ...(options.namespace ? { namespace: options.namespace } : {}),
      }),
    async close() {
      cancelPendingOpen();
      // Without its controllers the modal was never open: nothing to load for a close.
      loader.core?.controllers.modal.close();
    },
    switchNetwork: (network) => withCore((core) => core.controllers.network.switchNetwork({ network })),
    removeAdapter: (namespace) => withCore(async (core) => core.controllers.chains.removeNamespace(namespace)),
    disconnect: () => withCore((core) => core.controllers.connection.disconnect()),
    getAddress: () => $account.get().address,
    getCaipAddress: () => $account.get().caipAddress,
    getCaipNetwork: () => $network.get(),
    getWalletProvider: () => {
      const { connectorId } = $account.get();
      return connectorId ? loader.core?.controllers.connectors.get(connectorId)?.provider : undefined;
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
    ready: async () => {
      await loader.loadAll();
    },
    destroy,
  };
}
