import { WALLETCONNECT_CONNECTOR_IDS } from '../core/walletconnect-constants.js';
import type { Connector } from '../core/types/connector.js';
import { createLazyConnector } from './create-lazy-connector.js';

/** WalletConnect's mark (its wave on blue), drawn in code: nothing fetched before a click. */
const WALLETCONNECT_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#3396ff"/><path d="M12 17.5c4.4-4.3 11.6-4.3 16 0M8.5 21.5l6 5.8 5.5-5.3 5.5 5.3 6-5.8" fill="none" stroke="#fff" stroke-width="2.8" stroke-linecap="round" stroke-linejoin="round"/></svg>')}`;

export interface CreateLazyWalletConnectConnectorParameters {
  namespace: keyof typeof WALLETCONNECT_CONNECTOR_IDS;
  /** Loads the client's chunk and returns the real connector of this namespace. */
  load: () => Promise<Connector>;
  /** Whether a session is stored: without one, a reload's silent check needs no chunk (no accounts). */
  hasStoredSession: () => boolean;
}

/**
 * A stand-in for one namespace's WalletConnect connector that lives in the core chunk, so the
 * Connect view lists WalletConnect and a remembered connection is found at reload; every call
 * loads the real one (src/connectors/walletconnect) first (create-lazy-connector.ts).
 *
 * @example
 * connectors.add(createLazyWalletConnectConnector({ namespace: 'eip155', load, hasStoredSession }));
 */
export function createLazyWalletConnectConnector({
  namespace,
  load,
  hasStoredSession,
}: CreateLazyWalletConnectConnectorParameters): Connector {
  return createLazyConnector({
    identity: {
      id: WALLETCONNECT_CONNECTOR_IDS[namespace],
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: namespace,
      imageUrl: WALLETCONNECT_ICON,
    },
    load,
    needsLoadForAccounts: hasStoredSession,
  });
}
