import { computed } from 'nanostores';
import { $activeChain } from '../core/stores/chain-store.js';
import type { AppStorage } from '../core/storage/storage.js';

/**
 * Remembers the active namespace across reloads: the one writer of the `activeNamespace` key. It
 * writes whenever the active namespace is one with a connected account (a connect, a switch, the
 * namespace that takes over when the active one disconnects); reconnection reads it back. Returns
 * the function that stops it.
 *
 * @example
 * const stop = persistActiveNamespace({ storage: createStorage() });
 */
export function persistActiveNamespace({ storage }: { storage: AppStorage }): () => void {
  // Keyed on "active and connected", so connecting the namespace that is already active still writes.
  const $connected = computed($activeChain, (chain) =>
    chain?.account.status === 'connected' ? chain.namespace : undefined,
  );
  return $connected.listen((namespace) => namespace && storage.set('activeNamespace', namespace));
}
