import type { AppControllers } from '../core/app-context.js';
import { WALLETCONNECT_CONNECTOR_IDS } from '../core/walletconnect-constants.js';
import { $route } from '../core/stores/router-store.js';
import { INITIAL_WALLETCONNECT_STATE, walletConnectStore } from '../core/stores/walletconnect-store.js';
import type { WalletConnectAccess } from '../core/types/walletconnect.js';
import { resolveWalletConnectRelayUrl } from '../core/utils/resolve-walletconnect-relay-url.js';
import { createLazyWalletConnectConnector } from './create-lazy-walletconnect-connector.js';
import { hasStoredWalletConnectSession } from './has-stored-walletconnect-session.js';
import type {
  StartWalletConnectRuntimeParameters,
  WalletConnectChunk,
  WalletConnectClientRuntime,
  WalletConnectNamespace,
  WalletConnectRuntime,
} from './walletconnect-runtime.js';

export interface SetupWalletConnectParameters {
  controllers: Omit<AppControllers, 'walletConnect'>;
  /** Loads the client's chunk; a test passes one whose client needs no relay. */
  loadChunk?: () => Promise<WalletConnectChunk>;
  /** Where the client keeps its keys and session (defaults to localStorage). */
  storage?: StartWalletConnectRuntimeParameters['storage'];
}

export interface SetupWalletConnectReturnType {
  /** What views call (the app context's `walletConnect`). */
  access: WalletConnectAccess;
  /** Loads the client once (its chunk, then a client restored from storage) with its connectors. */
  getWalletConnect(): Promise<WalletConnectClientRuntime>;
  stop(): void;
}

const loadWalletConnectChunk = (): Promise<WalletConnectChunk> => import('../connectors/walletconnect/index.js');

/**
 * Wires WalletConnect (issue 15) into the app when a relay is known (`walletConnect.relayUrl` or
 * `{apiUrl}/relay`, with a project id): the two connectors as stand-ins, so the Connect view lists
 * WalletConnect and a reload finds a remembered connection; everything else is lazy
 * (walletconnect-runtime.ts and the client's chunk), loaded when ConnectingWalletConnect first
 * shows or a stand-in is used, or at start for a visitor with a stored session, so the reconnect
 * restores it without a QR code (SPEC §4). Undefined: WalletConnect is not offered.
 *
 * @example
 * const walletConnect = setupWalletConnect({ controllers });
 * if (walletConnect) controllers.walletConnect = walletConnect.access;
 */
export function setupWalletConnect({
  controllers,
  loadChunk = loadWalletConnectChunk,
  storage,
}: SetupWalletConnectParameters): SetupWalletConnectReturnType | undefined {
  const relayUrl = resolveWalletConnectRelayUrl(controllers.options);
  const namespaces = (Object.keys(WALLETCONNECT_CONNECTOR_IDS) as WalletConnectNamespace[]).filter((namespace) =>
    controllers.chains.getChain(namespace),
  );
  if (!relayUrl || namespaces.length === 0) return undefined;

  let chunk: Promise<WalletConnectChunk> | undefined;
  let runtime: Promise<WalletConnectRuntime> | undefined;
  let started: WalletConnectRuntime | undefined;
  let stopped = false;
  // A failed load is forgotten, so the next use (a retry) loads again instead of repeating the failure.
  const getChunk = () =>
    (chunk ??= loadChunk().catch((error: unknown) => {
      chunk = undefined;
      throw error;
    }));
  const loadRuntime = () => {
    void getChunk().catch(() => undefined); // both chunks at once: the runtime asks for the client at once
    return (runtime ??= import('./walletconnect-runtime.js').then(
      ({ startWalletConnectRuntime }) => {
        if (stopped) throw new Error('WalletConnect was set up for an app that has been destroyed');
        started = startWalletConnectRuntime({ controllers, relayUrl, loadChunk: getChunk, storage });
        return started;
      },
      (error: unknown) => {
        runtime = undefined;
        // A view on screen would wait for a URI that never comes: it shows the failure and its retry instead.
        if ($route.get()?.view === 'ConnectingWalletConnect')
          walletConnectStore.set({ status: 'failed', failure: 'unreachable' });
        throw error;
      },
    ));
  };
  const getWalletConnect = async () => (await loadRuntime()).getWalletConnect();

  for (const namespace of namespaces)
    controllers.connectors.add(
      createLazyWalletConnectConnector({
        namespace,
        load: async () => (await getWalletConnect()).connectors[namespace],
        hasStoredSession: () => hasStoredWalletConnectSession(),
      }),
    );

  // The runtime's controller follows the route from its start: loading it is all the view needs.
  const stopRoute = $route.subscribe((route) => {
    if (route?.view === 'ConnectingWalletConnect') void getWalletConnect().catch(() => undefined);
  });
  if (hasStoredWalletConnectSession()) void getWalletConnect().catch(() => undefined);

  return {
    access: {
      connect({ wallet }) {
        controllers.router.push({ view: 'ConnectingWalletConnect', params: wallet ? { wallet } : {} });
      },
      retry() {
        // A runtime that failed to load offers a URI by itself once it has (it follows the route).
        if (started) started.controller.retry();
        else void getWalletConnect().catch(() => undefined);
      },
      openWallet() {
        // Synchronous while the click's activation lasts: the button shows only once the controller offered a link.
        started?.controller.openWallet();
      },
    },
    getWalletConnect,
    stop() {
      stopped = true;
      stopRoute();
      started?.stop();
      walletConnectStore.set({ ...INITIAL_WALLETCONNECT_STATE });
    },
  };
}
