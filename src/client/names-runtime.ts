// The names chunk (issue 18): loaded with import() by setup-names.ts once an account is connected,
// or when a view asks for the names controller.
import type { AppControllers } from '../core/app-context.js';
import { SDK_TYPE, SDK_VERSION, SERVER_ANSWER_TIMEOUT_MS } from '../core/constants.js';
import { NamesController } from '../core/controllers/names-controller.js';
import { NamesError } from '../core/errors/names-error.js';
import { $namesMessages } from '../core/messages/names-messages.js';
import { HttpClient } from '../core/protocol/http-client.js';
import type { AppStorage } from '../core/storage/storage.js';
import { resolveRpcUrl } from '../core/utils/resolve-rpc-url.js';
import { signSiwxMessage } from './sign-siwx-message.js';
import { watchProfileNames } from './watch-profile-names.js';

export interface NamesRuntime {
  controller: NamesController;
  /** Stops writing profile names. */
  stop(): void;
}

export interface CreateNamesControllerParameters {
  controllers: Omit<AppControllers, 'names'>;
  storage: AppStorage;
}

/**
 * Builds the names controller over the reference server (`apiUrl` + `projectId`), signing through
 * the namespace's connected connector (the embedded wallet's approval shows in its frame).
 * Throws without an `apiUrl` or a `projectId`.
 * @example
 * const names = createNamesController({ controllers, storage });
 */
export function createNamesController({ controllers, storage }: CreateNamesControllerParameters): NamesController {
  const { options, chains, connectors, features } = controllers;
  if (!options.apiUrl || !options.projectId)
    throw new NamesError({
      message: $namesMessages.get().serviceUnavailable,
      cause: new Error('names need apiUrl and projectId'),
    });
  return new NamesController({
    api: new HttpClient({
      baseUrl: options.apiUrl,
      projectId: options.projectId,
      sdkType: SDK_TYPE,
      sdkVersion: SDK_VERSION,
      timeoutMs: SERVER_ANSWER_TIMEOUT_MS,
    }),
    chains,
    getConnector: (id) => connectors.get(id),
    getFeatures: () => features.current,
    signMessage: ({ namespace, address, message }) => {
      const { connectorId } = chains.getAccount(namespace);
      const connector = connectorId ? connectors.get(connectorId) : undefined;
      return signSiwxMessage({ connector, namespace, address, message });
    },
    resolveEns: async ({ name, network, universalResolverAddress }) => {
      const rpcUrl = resolveRpcUrl({
        network,
        projectId: options.projectId,
        rpcProxyUrl: options.rpcProxyUrl,
        customRpcUrls: options.customRpcUrls,
      });
      const { resolveEnsName } = await import('../connectors/evm/resolve-ens-name.js');
      return resolveEnsName({ name, rpcUrl, universalResolverAddress });
    },
    storage,
  });
}

/**
 * Builds the names controller and writes the connected accounts' profile names from now on.
 * @example
 * const { controller, stop } = startNamesRuntime({ controllers, storage });
 */
export function startNamesRuntime(parameters: CreateNamesControllerParameters): NamesRuntime {
  const controller = createNamesController(parameters);
  return { controller, stop: watchProfileNames({ names: controller }) };
}
