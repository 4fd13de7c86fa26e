import { computed } from 'nanostores';
import type { OpenModalParameters } from '../core/controllers/modal-controller.js';
import type { ThemeController } from '../core/controllers/theme-controller.js';
import { $account, $activeNamespace, $chains, $network, DISCONNECTED_ACCOUNT } from '../core/stores/chain-store.js';
import { $lastEvent } from '../core/stores/events-store.js';
import { $modal } from '../core/stores/modal-store.js';
import { $theme } from '../core/stores/theme-store.js';
import type { ChainNamespace } from '../core/types/caip.js';
import type { AppCoreLoader } from './app-core-loader.js';
import type { AppKit, PublicState } from './public-api-types.js';
import type { AppCore } from './start-app-core.js';
import type { LocaleApi } from './locale-api.js';

export type { AppKit, OpenOptions, PublicState, PublicView, WalletInfo, WalletProviders } from './public-api-types.js';

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
}: CreatePublicApiParameters): Omit<AppKit, keyof LocaleApi> {
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
  const accountOf = (namespace = $activeNamespace.get()) =>
    (namespace && $chains.get()[namespace]?.account) || DISCONNECTED_ACCOUNT;
  // One store per subscription: it tells a change of that namespace's account from the others'.
  const accountStore = (namespace: ChainNamespace | undefined) =>
    namespace ? computed($chains, (chains) => chains[namespace]?.account ?? DISCONNECTED_ACCOUNT) : $account;
  // Only the core fills `$connectors`: before it starts there is no provider (public-providers.ts).
  const connectorOf = (namespace?: ChainNamespace) => loader.core?.providers.connectorOf(namespace);
  // Before the core starts nothing is connected (only the core connects): the plain account does.
  const getAccount = (namespace?: ChainNamespace) =>
    loader.core?.providers.account(namespace) ?? {
      ...accountOf(namespace),
      isConnected: false,
      embeddedWalletInfo: undefined,
    };
  const getWalletInfo = (namespace?: ChainNamespace) => accountOf(namespace).connectedWalletInfo;

  return {
    open: ({ view, namespace } = {}) =>
      open({
        ...(view ? { view: { view, params: undefined } } : {}),
        ...(namespace ? { namespace } : {}),
      }),
    async close() {
      cancelPendingOpen();
      // Without its controllers the modal was never open: nothing to load for a close.
      loader.core?.controllers.modal.close();
    },
    switchNetwork: (network) => withCore((core) => core.controllers.network.switchNetwork({ network })),
    removeAdapter: (namespace) => withCore(async (core) => core.controllers.chains.removeNamespace(namespace)),
    disconnect: (namespace) =>
      withCore((core) => core.controllers.connection.disconnect(namespace ? { namespace } : {})),
    getAddress: () => $account.get().address,
    getCaipAddress: () => $account.get().caipAddress,
    getCaipNetwork: () => $network.get(),
    getAccount,
    getWalletProvider: (namespace) => connectorOf(namespace)?.provider,
    getWalletProviderType: (namespace) => connectorOf(namespace)?.type,
    getWalletInfo,
    getState,
    getThemeMode: () => $theme.get().themeMode,
    getThemeVariables: () => $theme.get().themeVariables,
    subscribeState: (callback) => {
      const unsubscribeModal = $modal.listen(() => callback(getState()));
      const unsubscribeNetwork = $network.listen(() => callback(getState()));
      return () => {
        unsubscribeModal();
        unsubscribeNetwork();
      };
    },
    subscribeAccount: (callback, namespace) => accountStore(namespace).listen(() => callback(getAccount(namespace))),
    subscribeNetwork: (callback) => $network.listen(callback),
    subscribeEvents: (callback) => $lastEvent.listen((event) => event && callback(event)),
    subscribeTheme: (callback) => $theme.listen(callback),
    // Nothing connects before the core starts: the subscription begins then (a destroy first stops it).
    subscribeProviders: (callback) => {
      let stop: (() => void) | undefined;
      let stopped = false;
      void loader.started.then((core) => {
        if (!stopped) stop = core.providers.subscribeProviders(callback);
      });
      return () => {
        stopped = true;
        stop?.();
      };
    },
    subscribeWalletInfo: (callback, namespace) =>
      accountStore(namespace).listen(({ connectedWalletInfo }) => callback(connectedWalletInfo)),
    setThemeMode: (themeMode) => theme.setThemeMode(themeMode),
    setThemeVariables: (themeVariables) => theme.setThemeVariables(themeVariables),
    ready: async () => {
      await loader.loadAll();
    },
    destroy,
  };
}
