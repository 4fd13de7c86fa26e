import type { BalanceController } from '../core/controllers/balance-controller.js';
import type { ChainController } from '../core/controllers/chain-controller.js';
import type { ConnectorController } from '../core/controllers/connector-controller.js';
import type { EventsController } from '../core/controllers/events-controller.js';
import type { RouterController } from '../core/controllers/router-controller.js';
import type { SendServices } from '../core/types/send-services.js';
import type { AppKitOptions } from '../core/types/options.js';
import { resolveRpcUrl } from '../core/utils/resolve-rpc-url.js';

export interface CreateSendServicesParameters {
  options: AppKitOptions;
  chains: ChainController;
  connectors: ConnectorController;
  router: RouterController;
  events: EventsController;
  balances: BalanceController;
  /** Re-reads the token balances after a send (nothing when the account-features chunk has not loaded). */
  refreshTokenBalances: () => Promise<void>;
}

/**
 * What the SendController needs to send: the EVM and Solana send chunks, the read RPC of a network
 * (the RPC proxy for EVM when configured; Solana reads use the custom or the network's own URL, as
 * the balance reader does) and the native and token balance refreshes. Loaded with import() on the first send.
 *
 * @example
 * new SendController({ store: sendStore, services: async () => createSendServices({ options, chains, connectors, router, events, balances, refreshTokenBalances }) });
 */
export function createSendServices(parameters: CreateSendServicesParameters): SendServices {
  const { options, chains, connectors, router, events, balances, refreshTokenBalances } = parameters;
  return {
    chains,
    connectors,
    router,
    events,
    loadEvmActions: () => import('../connectors/evm/evm-send-actions.js'),
    loadSolanaActions: () => import('../connectors/solana/solana-send-actions.js'),
    resolveRpcUrl: (network) =>
      resolveRpcUrl({
        network,
        projectId: options.projectId,
        customRpcUrls: options.customRpcUrls,
        ...(network.chainNamespace === 'solana' || !options.rpcProxyUrl ? {} : { rpcProxyUrl: options.rpcProxyUrl }),
      }),
    refreshNativeBalance: (target) => balances.refresh({ ...target, forceUpdate: true }),
    refreshTokenBalances,
  };
}
