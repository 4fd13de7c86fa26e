import { AUTH_CONNECTOR_IDS, AUTH_CONNECTOR_NAME } from '../core/constants.js';
import type { Connector } from '../core/types/connector.js';
import { createLazyConnector } from './create-lazy-connector.js';

/**
 * A stand-in for one namespace's AUTH connector that lives in the core chunk, so a remembered
 * embedded-wallet connection is found at reload; every call loads the real one (connectors/auth).
 *
 * @example
 * connectors.add(createLazyAuthConnector({ namespace: 'eip155', load: () => runtime().then((r) => r.connectors.eip155) }));
 */
export function createLazyAuthConnector({
  namespace,
  load,
}: {
  namespace: 'eip155' | 'solana';
  load: () => Promise<Connector>;
}): Connector {
  return createLazyConnector({
    identity: { id: AUTH_CONNECTOR_IDS[namespace], name: AUTH_CONNECTOR_NAME, type: 'AUTH', chain: namespace },
    load,
  });
}
