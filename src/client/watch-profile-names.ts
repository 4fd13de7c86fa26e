import type { NamesController } from '../core/controllers/names-controller.js';
import { $chains } from '../core/stores/chain-store.js';
import type { ChainNamespace } from '../core/types/caip.js';

/**
 * Writes each connected account's profile name and image (issue 18): when a namespace connects or
 * its address changes, and at once for the accounts connected already. A disconnect clears them
 * (the account reset does). Returns the unsubscribe function.
 * @example
 * const stop = watchProfileNames({ names });
 */
export function watchProfileNames({ names }: { names: Pick<NamesController, 'refreshProfile'> }): () => void {
  const profiled = new Map<ChainNamespace, string>();
  return $chains.subscribe((chains) => {
    for (const namespace of Object.keys(chains) as ChainNamespace[]) {
      const { status, address } = chains[namespace]?.account ?? {};
      if (status !== 'connected' || !address) {
        profiled.delete(namespace);
        continue;
      }
      if (profiled.get(namespace) === address) continue;
      profiled.set(namespace, address);
      // Without the name service the account shows its address, as before names.
      names.refreshProfile({ namespace }).catch(() => undefined);
    }
  });
}
