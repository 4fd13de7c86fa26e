import type { AppControllers, DirectoryAccess } from '../core/app-context.js';
import type { AnalyticsController } from '../core/controllers/analytics-controller.js';
import type { AlertCode } from '../core/errors/alerts.js';
import type { ErrorCategory } from '../core/errors/internal-errors.js';
import { $lastEvent, type AppKitEvent } from '../core/stores/events-store.js';
import { $modal } from '../core/stores/modal-store.js';
import type { AppKitOptions } from '../core/types/options.js';
import type { ProjectServices } from './start-project-services.js';

/** Events kept until the analytics chunk has loaded. */
const EARLY_EVENTS_MAX = 50;

export interface ProjectServicesSetup {
  /** Goes into the app's controllers; the AllWallets view loads the directory through it. */
  directory: DirectoryAccess;
  /** Subscribes to the modal and the events bus; returns the cleanup. */
  start(parameters: { controllers: AppControllers }): () => void;
}

/**
 * The server side of the modal, kept out of the initial chunk: the project checks, remote
 * features and the directory's featured/recommended lists load when the modal first opens, and
 * analytics starts then too. No request leaves the page before that unless the dapp set
 * `features.analytics: true` (then checks and analytics start at once). Without `apiUrl` nothing
 * is requested; without `projectId`, APKT008 shows when the modal opens.
 * @example
 * const services = createProjectServices({ options });
 * const controllers = { …, directory: services.directory };
 * const stop = services.start({ controllers });
 */
export function createProjectServices({ options }: { options: AppKitOptions }): ProjectServicesSetup {
  const { apiUrl, projectId } = options;
  let controllersRef: AppControllers | undefined;
  let services: Promise<ProjectServices> | undefined;
  const loadServices = (): Promise<ProjectServices> => {
    if (!controllersRef) return Promise.reject(new Error('project services used before start'));
    const controllers = controllersRef;
    // A chunk that did not arrive is asked for again next time (the All Wallets view offers a retry).
    services ??= import('./start-project-services.js').then(
      ({ startProjectServices }) =>
        startProjectServices({ options, controllers, apiUrl: apiUrl!, onError: (error) => report('API_ERROR', error) }),
      (error: unknown) => {
        services = undefined;
        throw error;
      },
    );
    return services;
  };
  let analytics: Promise<AnalyticsController | undefined> | undefined;
  const early: AppKitEvent[] = [];
  const analyticsWanted = Boolean(apiUrl && projectId) && options.features?.analytics !== false;

  function report(category: ErrorCategory, error: unknown): void {
    void analytics?.then((controller) => controller?.reportError({ category, error }));
  }

  const directory: DirectoryAccess = {
    available: Boolean(apiUrl && projectId),
    load: async () => (directory.available ? (await loadServices()).directory : undefined),
  };

  return {
    directory,
    start({ controllers }) {
      controllersRef = controllers;
      if (!apiUrl) return () => undefined;
      const showAlert = (code: AlertCode) => controllers.alert.open({ code, variant: 'error' });
      let checked = false;
      const checkProject = () => {
        if (checked) return;
        checked = true;
        if (!projectId) return showAlert('APKT008');
        void loadServices().then(
          (loaded) => loaded.checkProject(),
          (error: unknown) => report('INTERNAL_SDK_ERROR', error),
        );
        if (analyticsWanted) startAnalytics();
      };
      const startAnalytics = () => {
        analytics ??= import('./start-analytics.js').then(
          ({ startAnalytics: start }) => {
            const controller = start({ options, controllers, apiUrl });
            for (const event of early.splice(0)) void controller.track(event);
            return controller;
          },
          () => undefined,
        );
      };
      const stopEvents = analyticsWanted
        ? $lastEvent.listen((event) => {
            if (!event) return;
            if (analytics) void analytics.then((controller) => controller?.track(event));
            else if (early.length < EARLY_EVENTS_MAX) early.push(event);
          })
        : () => undefined;
      let wasOpen = false;
      const stopModal = $modal.subscribe(({ open }) => {
        const opened = open && !wasOpen;
        wasOpen = open;
        if (!opened) return;
        checkProject();
        if (projectId)
          void loadServices().then(
            (loaded) => loaded.loadLists(),
            (error: unknown) => report('INTERNAL_SDK_ERROR', error),
          );
      });
      if (options.features?.analytics === true) checkProject();
      return () => {
        stopModal();
        stopEvents();
        void services?.then((loaded) => loaded.destroy());
      };
    },
  };
}
