import type { STORAGE_PREFIX } from '../connectors/walletconnect/walletconnect-constants.js';

// The key the WalletConnect client (walletconnect-storage.ts) keeps its settled session under,
// typed by its prefix: a renamed prefix fails the typecheck. Read here without the client, which
// is a lazy chunk: this check decides whether to load it at start.
const WALLETCONNECT_SESSION_KEY: `${typeof STORAGE_PREFIX}session` = '@appkit/wc/session';

/**
 * Whether this visitor has a WalletConnect session that has not expired, so the client's chunk
 * loads at start and the reconnect restores the wallet without a QR code (SPEC §4). Unreadable
 * storage or a corrupt value means no: the chunk then loads on first use.
 *
 * @example
 * if (hasStoredWalletConnectSession()) void getWalletConnect();
 */
export function hasStoredWalletConnectSession({
  backend,
  now = Date.now(),
}: { backend?: Pick<Storage, 'getItem'>; now?: number } = {}): boolean {
  try {
    const stored: unknown = JSON.parse(
      (backend ?? globalThis.localStorage).getItem(WALLETCONNECT_SESSION_KEY) ?? 'null',
    );
    const expiry = (stored as { session?: { expiry?: unknown } } | null)?.session?.expiry;
    return typeof expiry === 'number' && expiry * 1000 > now;
  } catch {
    return false;
  }
}
