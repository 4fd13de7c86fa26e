import type { AppControllers } from '../app-context.js';
import { SDK_TYPE, SDK_VERSION, SERVER_ANSWER_TIMEOUT_MS } from '../constants.js';
import { HttpClient } from '../protocol/http-client.js';
import { EMPTY_SWAP_STATE, swapStore } from '../stores/swap-store.js';
import { SwapApi } from './swap-api.js';
import { SwapController } from './swap-controller.js';

const started = new WeakMap<AppControllers, SwapController>();

/**
 * The app's swap controller (issue 19), built once per app when the Account view first asks
 * whether the network swaps, or a swap view opens; undefined without the server (`apiUrl` and
 * `projectId`). The state is emptied when the app is destroyed (`controllers.signal`).
 * @example
 * const swap = startSwap({ controllers });
 * if (swap && (await swap.checkAvailability({ network }))) showSwapButton();
 */
export function startSwap({ controllers }: { controllers: AppControllers }): SwapController | undefined {
  const existing = started.get(controllers);
  if (existing) return existing;
  const { apiUrl, projectId } = controllers.options;
  if (!apiUrl || !projectId || controllers.signal.aborted) return undefined;
  // A previous app on the page may have left its state behind.
  swapStore.set(EMPTY_SWAP_STATE);
  const api = new HttpClient({
    baseUrl: apiUrl,
    projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    timeoutMs: SERVER_ANSWER_TIMEOUT_MS,
  });
  const controller = new SwapController({
    store: swapStore,
    api: new SwapApi({ api }),
    app: controllers,
    // Read at call time: the composition root may wire it after this ran.
    services: async () => controllers.swapServices?.(),
  });
  started.set(controllers, controller);
  controllers.signal.addEventListener(
    'abort',
    () => {
      started.delete(controllers);
      swapStore.set(EMPTY_SWAP_STATE);
    },
    { once: true },
  );
  return controller;
}
