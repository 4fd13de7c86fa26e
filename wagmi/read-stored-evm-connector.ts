import type { STORAGE_KEYS } from '../src/core/storage/storage.js';

// The modal's keys, typed by storage.ts's own (a renamed key fails the typecheck), read without
// the storage module, which is the core chunk's.
const CONNECTED_CONNECTORS_KEY: (typeof STORAGE_KEYS)['connectedConnectors'] = '@appkit/connected_connectors';
const RECENT_WALLETS_KEY: (typeof STORAGE_KEYS)['recentWallets'] = '@appkit/recent_wallets';

/**
 * The EVM connector the modal will restore after this reload (its id and the name it was
 * connected under), or undefined. The adapter makes it a wagmi connector at once, so wagmi's
 * reconnect on mount finds it and waits for the modal instead of reporting "disconnected" first.
 *
 * @example
 * const stored = readStoredEvmConnector(); // { id: 'dev.openmodal.testwallet', name: 'Test Wallet' }
 */
export function readStoredEvmConnector({ backend }: { backend?: Storage } = {}):
  { id: string; name: string } | undefined {
  try {
    const storage = backend ?? globalThis.localStorage;
    const connected: unknown = JSON.parse(storage.getItem(CONNECTED_CONNECTORS_KEY) ?? 'null');
    const id = (connected as { eip155?: unknown } | null)?.eip155;
    if (typeof id !== 'string' || !id) return undefined;
    const recent: unknown = JSON.parse(storage.getItem(RECENT_WALLETS_KEY) ?? '[]');
    const wallet = Array.isArray(recent)
      ? (recent as Array<{ id?: unknown; name?: unknown }>).find((each) => each?.id === id)
      : undefined;
    return { id, name: typeof wallet?.name === 'string' ? wallet.name : id };
  } catch {
    return undefined; // no storage (server rendering, a sandboxed frame) or a corrupt value
  }
}
