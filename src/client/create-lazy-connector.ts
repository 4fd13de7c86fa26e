import { InternalSdkError } from '../core/errors/internal-errors.js';
import type { Connector } from '../core/types/connector.js';

export interface CreateLazyConnectorParameters {
  /** What the list shows before the real connector has loaded. */
  identity: Pick<Connector, 'id' | 'name' | 'type' | 'chain' | 'imageUrl'>;
  /** Loads the real connector's chunk and returns it. */
  load: () => Promise<Connector>;
  /**
   * Whether a reload's silent account check needs the real connector; without it the answer is no
   * accounts and nothing loads (WalletConnect with no stored session). Defaults to always.
   */
  needsLoadForAccounts?: () => boolean;
}

/**
 * A stand-in connector that lives in an early chunk, so the Connect view lists it and a remembered
 * connection is found at reload; every call loads the real one (a lazy chunk) first. `provider`
 * and the wallet info are the real one's once it has loaded.
 *
 * @example
 * connectors.add(createLazyConnector({ identity: { id, name, type: 'AUTH', chain: 'eip155' }, load }));
 */
export function createLazyConnector({
  identity,
  load,
  needsLoadForAccounts = () => true,
}: CreateLazyConnectorParameters): Connector {
  let loaded: Connector | undefined;
  const real = async () => (loaded ??= await load());
  return {
    ...identity,
    get provider() {
      return loaded?.provider;
    },
    getWalletInfo: () => loaded?.getWalletInfo?.(),
    connect: async (parameters) => (await real()).connect(parameters),
    getAccounts: async () => (loaded || needsLoadForAccounts() ? (await real()).getAccounts() : []),
    getChainId: async () => (await real()).getChainId(),
    async switchNetwork(parameters) {
      const connector = await real();
      if (!connector.switchNetwork)
        throw new InternalSdkError({ reason: 'NETWORK_CLIENT_NOT_SET', details: connector.id });
      await connector.switchNetwork(parameters);
    },
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
