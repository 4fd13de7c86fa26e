import { computed } from 'nanostores';
import { $activeNamespace, $chains, DISCONNECTED_ACCOUNT } from '../core/stores/chain-store.js';
import { $connectors } from '../core/stores/connectors-store.js';
import type { ChainNamespace } from '../core/types/caip.js';
import type { Connector } from '../core/types/connector.js';
import type { WalletProviders } from './public-api-types.js';
import { toAppKitAccount, type AppKitAccount } from './public-account.js';
import { $embeddedWallet } from '../core/stores/embedded-wallet-store.js';

/**
 * The public API's wallet-provider and account methods, in the core's chunk: only the core fills
 * `$connectors` and connects, so before it starts there is no provider to give nor a connected
 * account to shape, and the first chunk does not carry this code.
 */
export interface PublicProviders {
  /** `namespace`'s account (default: the active one's) in Reown AppKit's shape. */
  account(namespace?: ChainNamespace): AppKitAccount;
  /** The connector of `namespace`'s account (default: the active namespace's), if it has one. */
  connectorOf(namespace?: ChainNamespace): Connector | undefined;
  /** Calls back with each connected namespace's provider whenever the connected connectors change. */
  subscribeProviders(callback: (providers: WalletProviders) => void): () => void;
}

const accountOf = (namespace = $activeNamespace.get()) =>
  (namespace && $chains.get()[namespace]?.account) || DISCONNECTED_ACCOUNT;

const connectorOf = (namespace?: ChainNamespace) => {
  const { connectorId } = accountOf(namespace);
  return connectorId ? $connectors.get().find((connector) => connector.id === connectorId) : undefined;
};

const getProviders = (): WalletProviders =>
  Object.fromEntries(
    (Object.keys($chains.get()) as ChainNamespace[]).flatMap((namespace) => {
      const provider = accountOf(namespace).status === 'connected' && connectorOf(namespace)?.provider;
      return provider ? [[namespace, provider]] : [];
    }),
  );

/**
 * @example
 * publicProviders.subscribeProviders((providers) => console.log(providers.eip155)); // on connect and disconnect
 */
export const publicProviders: PublicProviders = {
  account: (namespace) => toAppKitAccount({ account: accountOf(namespace), embeddedWallet: $embeddedWallet.get() }),
  connectorOf,
  // A connector's provider never changes: the providers change when the connected connectors do.
  subscribeProviders: (callback) =>
    computed($chains, (chains) =>
      Object.values(chains)
        .map((chain) => chain?.account.status === 'connected' && chain.account.connectorId)
        .join(),
    ).listen(() => callback(getProviders())),
};
