import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features';
import type { Connector, ConnectResult } from '../../core/types/connector.js';
import { AccountNotFoundError } from '../../core/errors/connector-errors.js';
import { UnsupportedProviderMethodError } from '../../core/errors/provider-rpc-error.js';
import { isSafeImageUrl } from '../../core/utils/is-safe-image-url.js';

export interface CreateWalletStandardConnectorParameters {
  /** A wallet that passed `isSolanaWallet`. */
  wallet: Wallet;
  /**
   * The dapp's active Solana network id (its CAIP-2 reference). A Solana wallet has no "current
   * chain": every request names the cluster, so the connection is on whatever network the dapp is.
   */
  getChainId: () => string | number;
}

/** The connector id of a Wallet Standard Solana wallet: stable across reloads, apart from EVM ids. */
export function toWalletStandardConnectorId({ name }: { name: string }): string {
  return `solana:${name}`;
}

/**
 * A connector over a Wallet Standard Solana wallet (type ANNOUNCED, chain `solana`):
 * `standard:connect` to connect (`{ silent: true }` for the reload check), `standard:disconnect`,
 * and `standard:events` "change" reported as `accountsChanged`. Wallet errors pass through with
 * their codes (4001 user rejected).
 *
 * @example
 * const connector = createWalletStandardConnector({ wallet, getChainId: () => solana.id });
 * const { address } = await connector.connect({});
 */
export function createWalletStandardConnector({
  wallet,
  getChainId,
}: CreateWalletStandardConnectorParameters): Connector {
  const feature = (name: `${string}:${string}`): unknown => wallet.features[name];
  const connectFeature = () => {
    const connect = feature('standard:connect') as StandardConnectFeature['standard:connect'] | undefined;
    if (!connect) throw new UnsupportedProviderMethodError({ details: 'standard:connect' });
    return connect;
  };
  const imageUrl = isSafeImageUrl(wallet.icon) ? wallet.icon : undefined;

  return {
    id: toWalletStandardConnectorId({ name: wallet.name }),
    name: wallet.name,
    type: 'ANNOUNCED',
    chain: 'solana',
    ...(imageUrl ? { imageUrl } : {}),
    provider: wallet,
    async connect({ chainId }): Promise<ConnectResult> {
      const { accounts } = await connectFeature().connect();
      const [account] = solanaAccounts(accounts);
      if (!account) throw new AccountNotFoundError();
      return { address: account.address, chainId: chainId ?? getChainId() };
    },
    async getAccounts() {
      const current = solanaAccounts(wallet.accounts);
      if (current.length) return current.map((account) => account.address);
      // After a reload most wallets list no accounts until asked; `silent` must not prompt.
      try {
        const { accounts } = await connectFeature().connect({ silent: true });
        return solanaAccounts(accounts).map((account) => account.address);
      } catch {
        return [];
      }
    },
    async getChainId() {
      return getChainId();
    },
    // Nothing to ask the wallet: the next request simply names the other cluster.
    async switchNetwork() {},
    async disconnect() {
      await (
        feature('standard:disconnect') as StandardDisconnectFeature['standard:disconnect'] | undefined
      )?.disconnect();
    },
    subscribe(listener) {
      const events = feature('standard:events') as StandardEventsFeature['standard:events'] | undefined;
      if (!events) return () => {};
      return events.on('change', ({ accounts }) => {
        if (accounts)
          listener({ type: 'accountsChanged', accounts: solanaAccounts(accounts).map((account) => account.address) });
      });
    },
  };
}

/** Accounts usable on Solana (a multi-chain wallet may list others too). */
function solanaAccounts(accounts: readonly WalletAccount[]): readonly WalletAccount[] {
  return accounts.filter(
    (account) => account.chains.length === 0 || account.chains.some((chain) => chain.startsWith('solana:')),
  );
}
