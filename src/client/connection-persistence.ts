import type { ConnectionPersistence } from '../core/controllers/connection-controller.js';
import { recentWalletsStore } from '../core/stores/recent-wallets-store.js';
import { addRecentWallet, type AppStorage } from '../core/storage/storage.js';

/** Adapts the storage module to what the connection controller remembers across reloads. */
export function createConnectionPersistence({ storage }: { storage: AppStorage }): ConnectionPersistence {
  recentWalletsStore.set(storage.get('recentWallets') ?? []);
  return {
    getConnectedConnectors: () => storage.get('connectedConnectors') ?? {},
    setConnectedConnector({ namespace, connectorId }) {
      const current = { ...storage.get('connectedConnectors') };
      if (connectorId) current[namespace] = connectorId;
      else delete current[namespace];
      storage.set('connectedConnectors', current);
    },
    getActiveNamespace: () => storage.get('activeNamespace'),
    addRecentWallet(wallet) {
      addRecentWallet(storage, wallet);
      recentWalletsStore.set(storage.get('recentWallets') ?? []);
    },
  };
}
