import { AUTH_CONNECTOR_IDS } from '../core/constants.js';
import type { Connector } from '../core/types/connector.js';

/**
 * A stand-in for one namespace's AUTH connector that lives in the initial chunk, so a remembered
 * embedded-wallet connection is found at reload; every call loads the real one (connectors/auth)
 * first. `provider` is the real one's once it has loaded.
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
  let loaded: Connector | undefined;
  const real = async () => (loaded ??= await load());
  return {
    id: AUTH_CONNECTOR_IDS[namespace],
    name: 'Embedded wallet',
    type: 'AUTH',
    chain: namespace,
    get provider() {
      return loaded?.provider;
    },
    connect: async (parameters) => (await real()).connect(parameters),
    getAccounts: async () => (await real()).getAccounts(),
    getChainId: async () => (await real()).getChainId(),
    switchNetwork: async (parameters) => (await real()).switchNetwork!(parameters),
    disconnect: async () => (await real()).disconnect(),
    subscribe(listener) {
      // Subscribed after a connection, so the real connector exists by then; until it does, nothing to hear.
      let unsubscribe: (() => void) | undefined;
      let stopped = false;
      void real().then((connector) => {
        if (!stopped) unsubscribe = connector.subscribe(listener);
      });
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },
  };
}
