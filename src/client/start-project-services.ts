import type { AppControllers } from '../core/app-context.js';
import { HttpClient } from '../core/protocol/http-client.js';
import { toAlertCode } from '../core/api/to-alert-code.js';
import { DirectoryController } from '../core/controllers/directory-controller.js';
import { ProjectController, type ProjectCheckResult } from '../core/controllers/project-controller.js';
import type { AlertCode } from '../core/errors/alerts.js';
import { $chains } from '../core/stores/chain-store.js';
import { directoryStore } from '../core/stores/directory-store.js';
import type { AppKitOptions } from '../core/types/options.js';
import { SDK_TYPE, SDK_VERSION, SERVER_ANSWER_TIMEOUT_MS } from '../core/constants.js';

export interface StartProjectServicesParameters {
  options: AppKitOptions;
  controllers: AppControllers;
  apiUrl: string;
  /** Told about failed requests (reported to analytics as API_ERROR). */
  onError: (error: unknown) => void;
}

export interface ProjectServices {
  directory: DirectoryController;
  /** Origins and remote features, once; shows the catalogued banner when something is wrong. */
  checkProject(): Promise<ProjectCheckResult>;
  /** The Connect view's featured and recommended wallets; a failure shows APKT003 (SPEC §8). */
  loadLists(): Promise<void>;
  destroy(): void;
}

/**
 * Builds the directory client (the lazy chunk behind {@link createProjectServices}): the HTTP client
 * with the project's parameters, the project checks and the directory controller. Whatever the
 * server answers, the modal keeps working with installed wallets; only a banner shows.
 */
export function startProjectServices({
  options,
  controllers,
  apiUrl,
  onError,
}: StartProjectServicesParameters): ProjectServices {
  const api = new HttpClient({
    baseUrl: apiUrl,
    projectId: options.projectId,
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    timeoutMs: SERVER_ANSWER_TIMEOUT_MS,
  });
  const project = new ProjectController({ api, features: controllers.features, origin: location.origin, onError });
  const directory = new DirectoryController({
    store: directoryStore,
    api,
    featuredWalletIds: options.featuredWalletIds,
    includeWalletIds: options.includeWalletIds,
    excludeWalletIds: options.excludeWalletIds,
    getChains: () =>
      Object.values($chains.get()).flatMap((chain) => chain?.networks.map((network) => network.caipNetworkId) ?? []),
    onError,
  });
  // The first banner about the project stays: a later wallet-list failure must not hide it.
  let projectAlert: AlertCode | undefined;
  const showAlert = (code: AlertCode) => controllers.alert.open({ code, variant: 'error' });

  const checkProject = async () => {
    const result = await project.check();
    if (result.alert && !projectAlert) {
      projectAlert = result.alert;
      showAlert(result.alert);
    }
    return result;
  };

  return {
    directory,
    checkProject,
    async loadLists() {
      const { directoryUsable } = await checkProject();
      if (!directoryUsable) return;
      try {
        await directory.loadLists();
      } catch (error) {
        onError(error);
        if (!projectAlert) showAlert(toAlertCode(error) ?? 'APKT003');
      }
    },
    destroy: () => directory.destroy(),
  };
}
