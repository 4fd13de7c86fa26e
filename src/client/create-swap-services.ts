import type { BalanceController } from '../core/controllers/balance-controller.js';
import type { AppKitOptions } from '../core/types/options.js';
import type { SwapServices } from '../core/types/swap-services.js';
import { resolveRpcUrl } from '../core/utils/resolve-rpc-url.js';

export interface CreateSwapServicesParameters {
  options: AppKitOptions;
  balances: BalanceController;
}

/**
 * What a swap needs from the composition root (issue 19): the EVM swap chunk, the read RPC of a
 * network (the RPC proxy when configured, as for sends) and the native balance refresh. Loaded
 * with import() on the first approve or swap.
 *
 * @example
 * controllers.swapServices = () => import('./create-swap-services.js').then((m) => m.createSwapServices({ options, balances }));
 */
export function createSwapServices({ options, balances }: CreateSwapServicesParameters): SwapServices {
  return {
    loadEvmActions: () => import('../connectors/evm/evm-swap-actions.js'),
    resolveRpcUrl: (network) =>
      resolveRpcUrl({
        network,
        projectId: options.projectId,
        customRpcUrls: options.customRpcUrls,
        ...(options.rpcProxyUrl ? { rpcProxyUrl: options.rpcProxyUrl } : {}),
      }),
    refreshNativeBalance: (target) => balances.refresh({ ...target, forceUpdate: true }),
  };
}
