// The core chunk (issue 14 part 1): everything of the app the button does not need to paint.
// createAppKit (src/client/create-app-kit.ts) loads it after the first paint, at once for a
// returning visitor, or when a button is about to be clicked.
import { AlertController } from '../core/controllers/alert-controller.js';
import { BalanceController } from '../core/controllers/balance-controller.js';
import { ChainController } from '../core/controllers/chain-controller.js';
import type { DefaultAccountTypes } from '../core/controllers/set-networks.js';
import { ConnectionController } from '../core/controllers/connection-controller.js';
import { ConnectFlowController } from '../core/controllers/connect-flow-controller.js';
import { ConnectorController } from '../core/controllers/connector-controller.js';
import { EventsController } from '../core/controllers/events-controller.js';
import { ModalController } from '../core/controllers/modal-controller.js';
import { NetworkController } from '../core/controllers/network-controller.js';
import { SendController } from '../core/controllers/send-controller.js';
import { sendStore } from '../core/stores/send-store.js';
import { watchUnsupportedNetwork } from './watch-unsupported-network.js';
import { RouterController } from '../core/controllers/router-controller.js';
import type { ThemeController } from '../core/controllers/theme-controller.js';
import { ToastController } from '../core/controllers/toast-controller.js';
import type { AppControllers } from '../core/app-context.js';
import { provideAppControllers } from '../views/app-context.js';
import { alertStore } from '../core/stores/alert-store.js';
import { activeNamespaceStore, chainsStore, switchingNamespaceStore } from '../core/stores/chain-store.js';
import { connectAttemptStore } from '../core/stores/connect-attempt-store.js';
import { connectorsStore } from '../core/stores/connectors-store.js';
import { eventsStore } from '../core/stores/events-store.js';
import { modalStore } from '../core/stores/modal-store.js';
import { routerStore } from '../core/stores/router-store.js';
import { toastStore } from '../core/stores/toast-store.js';
import { createStorage } from '../core/storage/storage.js';
import { resolveRpcUrl } from '../core/utils/resolve-rpc-url.js';
import type { AppKitOptions } from '../core/types/options.js';
import { createConnectionPersistence } from './connection-persistence.js';
import { persistActiveNamespace } from './persist-active-namespace.js';
import { discoverEvmConnectors } from './discover-evm-connectors.js';
import { discoverSolanaConnectors, loadSolanaChunk } from './discover-solana-connectors.js';
import { watchBalances } from './watch-balances.js';
import { mountModal } from './mount-modal.js';
import { FeaturesController } from '../core/controllers/features-controller.js';
import { featuresStore } from '../core/stores/features-store.js';
import { createProjectServices } from './setup-project-services.js';
import { setupEmbeddedWallet } from './setup-embedded-wallet.js';
import { setupWalletConnect } from './setup-walletconnect.js';
import { setupSiwx } from './setup-siwx.js';
import { setupNames } from './setup-names.js';
import { resetStores } from './reset-stores.js';
import { publicProviders, type PublicProviders } from './public-providers.js';

export interface StartAppCoreParameters {
  options: AppKitOptions;
  /** Built by createAppKit, which has applied the dapp's theme already. */
  theme: ThemeController;
  /** The dapp's over the defaults: createAppKit registered the networks with them, account resets fall back to them. */
  defaultAccountTypes: DefaultAccountTypes;
}

/** The started core: the controllers the elements receive, and its teardown. */
export interface AppCore {
  controllers: AppControllers;
  /** The public API's wallet-provider methods (their code is this chunk's). */
  providers: PublicProviders;
  /** Stops what the core started, resets every store and withdraws the controllers from the elements. */
  destroy(): void;
}

/**
 * Builds the controllers once, provides them to the page's elements (DESIGN §5), mounts
 * `<w3m-modal>` (defined by its own chunk), starts connector discovery, the project services and
 * the embedded wallet, and reconnects the last wallet.
 * @example
 * const core = startAppCore({ options, theme, defaultAccountTypes: { eip155: 'smartAccount' } });
 * core.controllers.modal.open();
 */
export function startAppCore({ options, theme, defaultAccountTypes }: StartAppCoreParameters): AppCore {
  // The networks are in the stores already: createAppKit registered them, the buttons render from them.
  const chains = new ChainController({
    chainsStore,
    activeNamespaceStore,
    switchingNamespaceStore,
    defaultAccountTypes,
  });
  const storage = createStorage();
  const persistence = createConnectionPersistence({ storage });
  const events = new EventsController({ store: eventsStore });
  const isConnected = () => $isActiveConnected(chains);
  const connectors = new ConnectorController({ store: connectorsStore });
  let modal: ModalController | undefined;
  const router = new RouterController({
    store: routerStore,
    isConnected,
    onLastViewPopped: () => modal?.requestClose('back'),
  });
  modal = new ModalController({ store: modalStore, router, events, isConnected });
  const connection = new ConnectionController({
    chains,
    connectors,
    events,
    attemptStore: connectAttemptStore,
    persistence,
  });
  const balances = new BalanceController({
    chains,
    readNativeBalance: async ({ network, address }) => {
      if (network.chainNamespace === 'solana') {
        // The reference RPC proxy serves EVM chains only: Solana reads use the custom or the network's own URL.
        const rpcUrl = resolveRpcUrl({ network, projectId: options.projectId, customRpcUrls: options.customRpcUrls });
        return (await loadSolanaChunk()).readSolanaBalance({ rpcUrl, address });
      }
      const rpcUrl = resolveRpcUrl({
        network,
        projectId: options.projectId,
        rpcProxyUrl: options.rpcProxyUrl,
        customRpcUrls: options.customRpcUrls,
      });
      const { readNativeBalance } = await import('../connectors/evm/read-native-balance.js');
      return readNativeBalance({ rpcUrl, address, decimals: network.nativeCurrency.decimals });
    },
  });
  const alert = new AlertController({ store: alertStore });
  const send = new SendController({
    store: sendStore,
    // The send wiring is a chunk of its own (issue 6 part 7): nothing of it loads before a send.
    services: () =>
      import('./create-send-services.js').then((module) =>
        module.createSendServices({
          options,
          chains,
          connectors,
          router,
          events,
          balances,
          // The account-features chunk registers the token balances when it loads (after this line ran).
          refreshTokenBalances: () => controllers.tokenBalances?.refresh({ forceUpdate: true }) ?? Promise.resolve(),
        }),
      ),
  });
  const network = new NetworkController({
    chains,
    connectors,
    router,
    modal,
    events,
    alert,
    isModalOpen: () => modalStore.get().open,
    resolveRpcUrls: (target) => options.customRpcUrls?.[target.caipNetworkId] ?? target.rpcUrls.default.http,
    onNetworkSwitched: () => send.reset(),
  });
  const projectServices = createProjectServices({ options });
  const lifetime = new AbortController();
  const controllers: AppControllers = {
    options,
    signal: lifetime.signal,
    modal,
    router,
    chains,
    connectors,
    connection,
    network,
    send,
    theme,
    events,
    features: new FeaturesController({ store: featuresStore, dapp: options.features }),
    directory: projectServices.directory,
    connectFlow: new ConnectFlowController({
      router,
      modal,
      connection,
      connectAllNamespaces: options.connectAllNamespaces,
    }),
    alert,
    toast: new ToastController({ store: toastStore }),
  };

  // The swap's wallet side is a chunk of its own (issue 19): nothing of it loads before an approve or a swap.
  controllers.swapServices = () =>
    import('./create-swap-services.js').then((module) => module.createSwapServices({ options, balances }));
  const embedded = setupEmbeddedWallet({ controllers, storage });
  if (embedded) {
    controllers.embeddedWallet = embedded.access;
    controllers.smartAccount = embedded.smartAccount;
  }
  const walletConnect = setupWalletConnect({ controllers });
  if (walletConnect) controllers.walletConnect = walletConnect.access;
  const siwx = setupSiwx({ controllers });
  if (siwx) controllers.siwx = siwx.access;
  const names = setupNames({ controllers, storage });
  // Every element on the page receives the controllers through the app context (DESIGN §4).
  const stopProviding = provideAppControllers({ controllers });

  const cleanups = [
    discoverEvmConnectors({ options, connectors }),
    discoverSolanaConnectors({ options, connectors, chains }),
    watchBalances({ balances }),
    watchUnsupportedNetwork({ controllers }),
    mountModal(),
    // The one writer of the active namespace; set up before reconnect() so the namespaces that come back are written too.
    persistActiveNamespace({ storage }),
    projectServices.start({ controllers }),
    () => embedded?.stop(),
    () => walletConnect?.stop(),
    () => siwx?.stop(),
    () => names?.stop(),
  ];
  if (options.enableReconnect !== false) {
    const hasSolana = options.networks.some((candidate) => candidate.chainNamespace === 'solana');
    void connection.reconnect({ ready: hasSolana ? { solana: loadSolanaChunk() } : {} });
  }

  return {
    controllers,
    providers: publicProviders,
    destroy() {
      for (const cleanup of cleanups) cleanup();
      resetStores();
      stopProviding();
      lifetime.abort();
    },
  };
}

function $isActiveConnected(chains: ChainController): boolean {
  const namespace = chains.activeNamespace;
  return Boolean(namespace && chains.getAccount(namespace).status === 'connected');
}
