import type { AppControllers } from '../core/app-context.js';
import { $chains } from '../core/stores/chain-store.js';
import { $connectors } from '../core/stores/connectors-store.js';
import type { AppKitAdapter } from '../core/types/adapter.js';

export interface AttachedAdapters {
  /** Hands the started core's controllers to the adapters; returns the core unchanged. */
  started<Core extends { controllers: AppControllers }>(core: Core): Core;
  /** Stops every adapter following the app (its destroy). */
  stop(): void;
}

/**
 * Attaches the dapp's adapters (`adapters` of createAppKit, issue 20 part 2) at once: they get the
 * stores now and the controllers when the core starts, which this never hastens.
 *
 * @example
 * const adapters = attachAdapters({ adapters: options.adapters });
 * const loader = createAppCoreLoader({ start: ({ startAppCore }) => adapters.started(startAppCore(parameters)) });
 */
export function attachAdapters({ adapters = [] }: { adapters?: readonly AppKitAdapter[] }): AttachedAdapters {
  let resolveControllers: (controllers: AppControllers) => void = () => undefined;
  const controllers = new Promise<AppControllers>((resolve) => (resolveControllers = resolve));
  const stops = adapters.map((adapter) =>
    adapter.attach({ stores: { chains: $chains, connectors: $connectors }, controllers }),
  );
  return {
    started(core) {
      resolveControllers(core.controllers);
      return core;
    },
    stop() {
      for (const stop of stops) stop();
    },
  };
}
