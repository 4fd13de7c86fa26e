import type { STORAGE_KEYS } from '../core/storage/storage.js';

// The two keys, typed by storage.ts's own: a renamed key fails the typecheck. Read here without the
// storage module, which comes with the core chunk: this check decides whether to load that chunk now.
const CONNECTED_CONNECTORS_KEY: (typeof STORAGE_KEYS)['connectedConnectors'] = '@appkit/connected_connectors';
const EMAIL_LOGIN_USED_KEY: (typeof STORAGE_KEYS)['emailLoginUsed'] = '@appkit/email_login_used';

/**
 * Whether this visitor left something to restore (SPEC §4): a wallet connected in a namespace, or
 * an embedded-wallet login. Such a visitor's reconnect needs the controllers at once, not on idle.
 * Unreadable storage (a sandboxed frame) or a corrupt value means no: the core then loads on idle,
 * and its storage module reads the values with their guards.
 *
 * @example
 * if (hasRestorableSession()) void loader.loadCore();
 */
export function hasRestorableSession({ backend }: { backend?: Storage } = {}): boolean {
  try {
    const storage = backend ?? globalThis.localStorage;
    const connected: unknown = JSON.parse(storage.getItem(CONNECTED_CONNECTORS_KEY) ?? 'null');
    if (typeof connected === 'object' && connected !== null && Object.keys(connected).length > 0) return true;
    return JSON.parse(storage.getItem(EMAIL_LOGIN_USED_KEY) ?? 'null') === true;
  } catch {
    return false;
  }
}
