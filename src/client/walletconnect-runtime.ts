// WalletConnect's lazy half (issue 15): the client, its connectors and the pairing controller.
// setup-walletconnect.ts (in the core chunk) loads this chunk when WalletConnect is first used, or
// at start for a visitor with a stored session; the client's own chunk loads beside it.
import type { AppControllers } from '../core/app-context.js';
import { WalletConnectController } from '../core/controllers/walletconnect-controller.js';
import { modalStore } from '../core/stores/modal-store.js';
import { $route } from '../core/stores/router-store.js';
import { walletConnectStore } from '../core/stores/walletconnect-store.js';
import type { Connector } from '../core/types/connector.js';
import type { Network } from '../core/types/network.js';
import type { WalletConnectPairing } from '../core/types/walletconnect.js';
import { resolveRpcUrl } from '../core/utils/resolve-rpc-url.js';
import type {
  CreateWalletConnectClientParameters,
  ProposalNamespace,
  WalletConnectClient,
} from '../connectors/walletconnect/walletconnect-types.js';
import { reopenWalletOnRequest } from './reopen-wallet-on-request.js';

export type WalletConnectNamespace = 'eip155' | 'solana';

/** What the WalletConnect chunk exports (src/connectors/walletconnect/index.ts, issue 15 contract). */
export interface WalletConnectChunk {
  createWalletConnectClient(parameters: CreateWalletConnectClientParameters): Promise<WalletConnectClient>;
  createWalletConnectConnectors(parameters: {
    client: WalletConnectClient;
    rpcUrl: (caipNetworkId: string) => string | undefined;
    storage?: CreateWalletConnectClientParameters['storage'];
  }): Record<WalletConnectNamespace, Connector>;
  buildProposalNamespaces(parameters: { networks: readonly Network[] }): {
    optionalNamespaces: Record<string, ProposalNamespace>;
  };
}

/** The loaded client and its two connectors (eip155, solana). */
export interface WalletConnectClientRuntime {
  client: WalletConnectClient;
  connectors: Record<WalletConnectNamespace, Connector>;
}

export interface StartWalletConnectRuntimeParameters {
  controllers: Omit<AppControllers, 'walletConnect'>;
  relayUrl: string;
  /** The client's chunk (the setup starts loading it beside this one). */
  loadChunk: () => Promise<WalletConnectChunk>;
  /** Where the client keeps its keys and session (defaults to localStorage). */
  storage?: CreateWalletConnectClientParameters['storage'] | undefined;
}

export interface WalletConnectRuntime {
  /** Creates the client once (restored from storage) with its connectors; a failure is retried on the next call. */
  getWalletConnect(): Promise<WalletConnectClientRuntime>;
  /** Offers pairings while ConnectingWalletConnect shows (it follows the route from the start). */
  controller: WalletConnectController;
  stop(): void;
}

/**
 * Starts WalletConnect's lazy half: the pairing controller, following the route, and the client
 * on demand, whose connectors' requests bring a wallet opened through a link back on mobile.
 *
 * @example
 * const runtime = startWalletConnectRuntime({ controllers, relayUrl, loadChunk });
 * const { connectors } = await runtime.getWalletConnect();
 */
export function startWalletConnectRuntime({
  controllers,
  relayUrl,
  loadChunk,
  storage,
}: StartWalletConnectRuntimeParameters): WalletConnectRuntime {
  const { options, chains, connection, modal, router, alert } = controllers;
  let runtime: Promise<WalletConnectClientRuntime> | undefined;
  let stopped = false;
  const cleanups: Array<() => void> = [];

  async function createRuntime(): Promise<WalletConnectClientRuntime> {
    const module = await loadChunk();
    const client = await module.createWalletConnectClient({
      projectId: options.projectId,
      relayUrl,
      metadata: { ...options.metadata, icons: [...options.metadata.icons] },
      ...(storage ? { storage } : {}),
    });
    if (stopped) {
      client.close();
      throw new Error('WalletConnect was set up for an app that has been destroyed');
    }
    const reopening = reopenWalletOnRequest({ client });
    cleanups.push(reopening.stop, () => client.close());
    return {
      client,
      connectors: module.createWalletConnectConnectors({
        client: reopening.client,
        rpcUrl: rpcUrlFor,
        ...(storage ? { storage } : {}),
      }),
    };
  }

  function rpcUrlFor(caipNetworkId: string): string | undefined {
    const network = options.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId);
    if (!network) return undefined;
    const { projectId, rpcProxyUrl, customRpcUrls } = options;
    return resolveRpcUrl({
      network,
      projectId,
      ...(rpcProxyUrl ? { rpcProxyUrl } : {}),
      ...(customRpcUrls ? { customRpcUrls } : {}),
    });
  }

  // A failed creation is forgotten, so the next use (a retry) tries again instead of repeating it.
  const getWalletConnect = () =>
    (runtime ??= createRuntime().catch((error: unknown) => {
      runtime = undefined;
      throw error;
    }));

  const pairing: WalletConnectPairing = {
    async propose() {
      const [module, { client }] = await Promise.all([loadChunk(), getWalletConnect()]);
      return client.propose(module.buildProposalNamespaces({ networks: options.networks }));
    },
  };
  const controller = new WalletConnectController({
    store: walletConnectStore,
    loadPairing: async () => pairing,
    route: $route,
    modalState: modalStore,
    chains,
    connection,
    modal,
    router,
    alert,
  });
  cleanups.push(controller.watch());

  return {
    getWalletConnect,
    controller,
    stop() {
      stopped = true;
      for (const cleanup of cleanups) cleanup();
    },
  };
}
