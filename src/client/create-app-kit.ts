// The initial chunk's half of the app (issue 14 part 1): what the buttons need to paint and to be
// clicked. The controllers, the modal and everything they start are the core chunk
// (start-app-core.ts), loaded after the first paint by the loader below.
import type { OpenModalParameters } from '../core/controllers/modal-controller.js';
import { setNetworks } from '../core/controllers/set-networks.js';
import { ThemeController } from '../core/controllers/theme-controller.js';
import { DEFAULT_ACCOUNT_TYPES } from '../core/shell-defaults.js';
import { $chains, activeNamespaceStore, chainsStore, switchingNamespaceStore } from '../core/stores/chain-store.js';
import { $connectors } from '../core/stores/connectors-store.js';
import { modalStore } from '../core/stores/modal-store.js';
import { themeStore } from '../core/stores/theme-store.js';
import type { AppKitOptions } from '../core/types/options.js';
import { createAppCoreLoader } from './app-core-loader.js';
import { hasRestorableSession } from './has-restorable-session.js';
import { provideAppShell } from './provide-app-shell.js';
import { createPublicApi, type AppKit } from './public-api.js';
import { whenIdleAfterPaint } from './when-idle-after-paint.js';
import { createLocaleApi } from './locale-api.js';

let instance: AppKit | undefined;

/**
 * Creates the app once and returns it at once: the networks and the theme go into the stores (the
 * buttons render from them in the same frame), and the rest of the app (controllers, connector
 * discovery, the modal, reconnection of the last wallet) loads after the first paint: when the page
 * is idle, when a button is hovered, focused or pressed, or at once for a visitor with a connection
 * to restore. A second call returns the first app (React strict mode, HMR).
 * @example
 * const appKit = createAppKit({ projectId: 'demo-project', networks: [mainnet], metadata })
 * appKit.open()
 */
export function createAppKit(options: AppKitOptions): AppKit {
  if (instance) {
    console.warn('[appkit] createAppKit was called twice; the first app is kept.');
    return instance;
  }
  if (!options.networks?.length) throw new Error('createAppKit needs at least one network in `networks`.');

  const defaultAccountTypes = { ...DEFAULT_ACCOUNT_TYPES, ...options.defaultAccountTypes };
  // The networks go into the stores with a function: the ChainController is the core's (issue 14 part 1).
  setNetworks({
    chainsStore,
    activeNamespaceStore,
    networks: options.networks,
    defaultNetwork: options.defaultNetwork,
    defaultAccountTypes,
  });
  const theme = new ThemeController({ store: themeStore });
  theme.setThemeMode(options.themeMode);
  if (options.themeVariables) theme.setThemeVariables(options.themeVariables);
  // English paints at once; another language's buttons switch once its table (a chunk) arrives.
  const locale = createLocaleApi({ option: options.locale });

  const loader = createAppCoreLoader({
    start: ({ startAppCore }) => startAppCore({ options, theme, defaultAccountTypes }),
  });
  // Adapters (wagmi, issue 20 part 2) follow the stores from now on and get the controllers when the
  // core starts, which this never hastens.
  const stopAdapters = (options.adapters ?? []).map((adapter) =>
    adapter.attach({
      stores: { chains: $chains, connectors: $connectors },
      controllers: loader.started.then((core) => core.controllers),
    }),
  );
  // A prefetch that fails says nothing: the action that needs the chunk loads it again and rejects.
  const prefetch = () => void loader.loadAll().catch(() => undefined);
  // Each open or close takes a number: an open still waiting for its chunks when a close (or a later
  // open) came does nothing once they arrive.
  let lastRequest = 0;
  const open = (parameters: OpenModalParameters = {}): Promise<void> => {
    const request = ++lastRequest;
    const ready = loader.ready;
    if (ready) {
      // The click handler's whole work: the store says open, the modal renders in the same task.
      try {
        ready.controllers.modal.open(parameters);
        return Promise.resolve();
      } catch (error) {
        return Promise.reject(error);
      }
    }
    return loader.loadAll().then((core) => {
      if (request === lastRequest) core.controllers.modal.open(parameters);
    });
  };

  const stopProvidingShell = provideAppShell({ shell: { options, open, prefetch } });
  modalStore.setKey('initialized', true);
  // A returning visitor's reconnect needs the controllers now; the modal can wait for idle.
  if (options.enableReconnect !== false && hasRestorableSession()) void loader.loadCore().catch(() => undefined);
  const cancelIdleLoad = whenIdleAfterPaint(prefetch);

  const publicApi = createPublicApi({
    theme,
    loader,
    open,
    cancelPendingOpen: () => void ++lastRequest,
    destroy: () => {
      cancelIdleLoad();
      for (const stop of stopAdapters) stop();
      locale.reset();
      stopProvidingShell();
      const core = loader.stop();
      // The core's teardown resets every store, before the elements lose its controllers; without
      // it, only what this function wrote was set.
      if (core) core.destroy();
      else resetShellStores();
      instance = undefined;
    },
  });
  // The language methods join the public API here (their controller is the first chunk's, like the theme's).
  instance = Object.assign(publicApi, { setLocale: locale.setLocale, getLocale: locale.getLocale });
  return instance;
}

/** Returns the stores createAppKit wrote before its core loaded to their first values. */
function resetShellStores(): void {
  modalStore.setKey('initialized', false);
  chainsStore.set({});
  activeNamespaceStore.set(undefined);
  switchingNamespaceStore.set(false);
}

/** The app `createAppKit` built, or undefined before it ran (used by the React hooks). */
export function getAppKit(): AppKit | undefined {
  return instance;
}
