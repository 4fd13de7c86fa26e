import { AppChunkLoadError, type AppChunk } from '../core/errors/app-chunk-load-error.js';
import { AppKitNotCreatedError } from '../core/errors/app-kit-not-created-error.js';
import { appChunks, type AppCoreModule } from './app-chunks.js';
import type { AppCore } from './start-app-core.js';

export interface AppCoreLoaderParameters {
  /** Builds the core from its chunk, once: the controllers and everything they start. */
  start: (module: AppCoreModule) => AppCore;
}

/** The app's lazy halves: the core (controllers) and the modal element, each loaded once. */
export interface AppCoreLoader {
  /** The started core, or undefined before its chunk arrived. */
  readonly core: AppCore | undefined;
  /** Resolves once the core has started, without loading it (a subscription that needs the core waits). */
  readonly started: Promise<AppCore>;
  /** The started core once the modal's chunk has run too: opening needs no wait. */
  readonly ready: AppCore | undefined;
  /** Loads and starts the core (a reconnect needs only this). */
  loadCore(): Promise<AppCore>;
  /** Loads the core and the modal's chunk together: what opening needs. */
  loadAll(): Promise<AppCore>;
  /** Nothing starts after this (a load under way rejects); returns the core started before, if any. */
  stop(): AppCore | undefined;
}

/**
 * Loads the app's chunks on demand and caches what arrived. A chunk that failed is forgotten, so
 * the next call loads it again instead of repeating the failure (issue 14 part 1: no stuck
 * spinner, the button stays usable). Failures reject with {@link AppChunkLoadError}.
 *
 * @example
 * const loader = createAppCoreLoader({ start: ({ startAppCore }) => startAppCore({ options, theme, defaultAccountTypes }) });
 * const core = loader.core ?? (await loader.loadCore());
 */
export function createAppCoreLoader({ start }: AppCoreLoaderParameters): AppCoreLoader {
  let core: AppCore | undefined;
  let modalLoaded = false;
  let stopped = false;
  let coreLoad: Promise<AppCore> | undefined;
  let modalLoad: Promise<void> | undefined;
  let resolveStarted: (started: AppCore) => void = () => undefined;
  const started = new Promise<AppCore>((resolve) => (resolveStarted = resolve));

  const failed = (chunk: AppChunk, forget: () => void) => (error: unknown) => {
    forget();
    throw error instanceof AppKitNotCreatedError ? error : new AppChunkLoadError({ chunk, cause: error });
  };
  const assertRunning = () => {
    if (stopped) throw new AppKitNotCreatedError({ details: 'the app was destroyed while its chunks loaded' });
  };

  const loadCore = (): Promise<AppCore> => {
    if (core) return Promise.resolve(core);
    coreLoad ??= appChunks.core().then(
      (module) => {
        assertRunning();
        core = start(module);
        resolveStarted(core);
        return core;
      },
      failed('core', () => (coreLoad = undefined)),
    );
    return coreLoad;
  };

  const loadModal = (): Promise<void> => {
    if (modalLoaded) return Promise.resolve();
    modalLoad ??= appChunks.modal().then(
      () => {
        modalLoaded = true;
      },
      failed('modal', () => (modalLoad = undefined)),
    );
    return modalLoad;
  };

  return {
    get core() {
      return core;
    },
    started,
    get ready() {
      return modalLoaded ? core : undefined;
    },
    loadCore,
    async loadAll() {
      const [loaded] = await Promise.all([loadCore(), loadModal()]);
      assertRunning();
      return loaded;
    },
    stop() {
      stopped = true;
      const started = core;
      core = undefined;
      return started;
    },
  };
}
