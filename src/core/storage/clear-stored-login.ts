import type { MapStore } from 'nanostores';
import type { EmbeddedWalletState } from '../stores/embedded-wallet-store.js';
import type { AppStorage } from './storage.js';

/** SPEC §4: what a failed connection check or a disconnect forgets of the embedded-wallet login. */
export const STORED_LOGIN_KEYS = ['emailLoginUsed', 'email', 'lastUsedChain', 'socialUsername'] as const;

/**
 * Forgets the stored login at once, without waiting for any chunk: a visitor who signs out and
 * reloads straight away must not be silently reconnected (the flag is read at start).
 *
 * @example
 * clearStoredLogin({ storage, store: embeddedWalletStore });
 */
export function clearStoredLogin({
  storage,
  store,
}: {
  storage: AppStorage;
  store: MapStore<EmbeddedWalletState>;
}): void {
  for (const key of STORED_LOGIN_KEYS) storage.remove(key);
  store.set({ loading: false });
}
