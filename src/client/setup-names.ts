import type { AppControllers } from '../core/app-context.js';
import type { AppStorage } from '../core/storage/storage.js';
import { $chains } from '../core/stores/chain-store.js';
import type { NamesRuntime } from './names-runtime.js';

export interface SetupNamesParameters {
  controllers: AppControllers;
  storage: AppStorage;
  /** Loads the names chunk; a test may pass its own. */
  loadRuntime?: () => Promise<Pick<typeof import('./names-runtime.js'), 'startNamesRuntime'>>;
}

export interface SetupNamesReturnType {
  /** Stops writing profile names (the app is destroyed). */
  stop(): void;
}

/**
 * Wires names (issue 18) when the dapp has a name service (`apiUrl` and `projectId`): sets
 * `controllers.names` (what views call), and loads the names chunk (names-runtime.ts) with the first connected
 * account; from then on it writes the accounts' profile names. Kept small: it is in the core chunk.
 * Undefined without a name service.
 * @example
 * const names = setupNames({ controllers, storage });
 * cleanups.push(() => names?.stop());
 */
export function setupNames({
  controllers,
  storage,
  loadRuntime = () => import('./names-runtime.js'),
}: SetupNamesParameters): SetupNamesReturnType | undefined {
  if (!controllers.options.apiUrl || !controllers.options.projectId) return undefined;
  let runtime: Promise<NamesRuntime> | undefined;
  let started: NamesRuntime | undefined;
  let stopped = false;
  const start = () =>
    (runtime ??= loadRuntime().then(
      ({ startNamesRuntime }) => {
        started = startNamesRuntime({ controllers, storage });
        if (stopped) started.stop();
        return started;
      },
      (error: unknown) => {
        runtime = undefined; // a chunk that failed to load is tried again next time
        throw error;
      },
    ));
  controllers.names = { load: async () => (await start()).controller };
  const unsubscribe = $chains.subscribe((chains) => {
    if (Object.values(chains).some((chain) => chain?.account.status === 'connected')) start().catch(() => undefined);
  });
  return {
    stop() {
      stopped = true;
      unsubscribe();
      started?.stop();
    },
  };
}
