import type { ProviderEventMap, ProviderEventName, ProviderListener } from './types.js';

/** A minimal event emitter for the EIP-1193 events. */
export function createProviderEvents() {
  const listeners = new Map<ProviderEventName, Set<ProviderListener>>();
  return {
    add(event: ProviderEventName, listener: ProviderListener): void {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
    },
    remove(event: ProviderEventName, listener: ProviderListener): void {
      listeners.get(event)?.delete(listener);
    },
    emit<E extends ProviderEventName>(event: E, payload: ProviderEventMap[E]): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          (listener as (payload: ProviderEventMap[E]) => void)(payload);
        } catch (error) {
          // Like MetaMask's SafeEventEmitter: one bad listener neither stops the others nor the wallet,
          // but its error still surfaces.
          setTimeout(() => {
            throw error;
          });
        }
      }
    },
  };
}
