import type { MapStore } from 'nanostores';
import type { HttpClient } from '../protocol/http-client.js';
import type { TokenBalance, TokenBalancesAnswer } from '../protocol/token-balance.js';
import { BALANCE_RETRY_MS, PORTFOLIO_CACHE_MS } from '../constants.js';
import { $messages } from '../messages/messages-store.js';
import { $account, $activeChain, $isUnsupportedNetwork, $network } from '../stores/chain-store.js';
import { EMPTY_TOKEN_BALANCES, type TokenBalancesState } from '../stores/token-balances-store.js';
import { createQueryCache } from '../utils/create-query-cache.js';
import type { ToastController } from './toast-controller.js';

export interface TokenBalanceControllerParameters {
  store: MapStore<TokenBalancesState>;
  /** The data API; without one (no `apiUrl`) the list is the native balance of the account state. */
  api: HttpClient | undefined;
  toast: Pick<ToastController, 'show'>;
  /**
   * The connected wallet's own asset list (`wallet_getAssets`), for the embedded wallet on EVM
   * (SPEC §7); undefined when the wallet offers no discovery here, and the data API is asked.
   */
  discoverAssets?: (parameters: {
    address: string;
    chainId: number;
    connectorId: string | undefined;
  }) => Promise<TokenBalance[] | undefined>;
  now?: () => number;
}

/**
 * Keeps `$tokenBalances` for the active account and network: EVM and Solana balances (SOL and SPL
 * tokens, issue 20 part 6) from the data API's balance endpoint (cached PORTFOLIO_CACHE_MS, SPEC §9),
 * tokens with decimals "0" dropped. A Solana cluster the server does not serve (an empty answer),
 * or no data API, lists the native SOL from the account state, unpriced.
 * A failure, or an unsupported network, empties the list, shows 'Token Balance Unavailable' and
 * blocks fetching for BALANCE_RETRY_MS (SPEC §4, §8).
 * @example
 * const tokenBalances = new TokenBalanceController({ store: tokenBalancesStore, api, toast });
 * await tokenBalances.refresh({ forceUpdate: true }); // after a send
 */
export class TokenBalanceController {
  private readonly cache = createQueryCache<readonly TokenBalance[]>({ ttlMs: PORTFOLIO_CACHE_MS });
  private readonly now: () => number;

  constructor(private readonly parameters: TokenBalanceControllerParameters) {
    this.now = parameters.now ?? Date.now;
  }

  /**
   * Fetches (or reuses the cached) balances of the active account; `forceUpdate` skips the cache,
   * `retry` the retry block too (the visitor's Try again after a failure).
   */
  async refresh({
    forceUpdate = false,
    retry = false,
  }: { forceUpdate?: boolean; retry?: boolean } = {}): Promise<void> {
    const { store } = this.parameters;
    const account = $account.get();
    const chain = $activeChain.get();
    if (account.status !== 'connected' || !account.address || !chain) {
      store.set(EMPTY_TOKEN_BALANCES);
      return;
    }
    const network = $network.get();
    const key = `${account.address}|${network?.caipNetworkId ?? `${chain.namespace}:${String(chain.activeChainId)}`}`;
    // Another account or network: its list and its retry block start fresh.
    if (store.get().key !== key) store.set({ ...EMPTY_TOKEN_BALANCES, key });
    const { lastRetry } = store.get();
    if (!retry && lastRetry !== undefined && this.now() - lastRetry < BALANCE_RETRY_MS) return;
    if (!network || $isUnsupportedNetwork.get()) {
      this.fail({ key });
      return;
    }
    const { api, discoverAssets } = this.parameters;
    const discovered =
      network.chainNamespace === 'eip155' && discoverAssets
        ? () =>
            discoverAssets({ address: account.address!, chainId: Number(network.id), connectorId: account.connectorId })
        : undefined;
    const isSolana = network.chainNamespace === 'solana';
    if ((!api && !discovered) || (network.chainNamespace !== 'eip155' && !isSolana)) {
      store.set({ key, loading: false, balances: nativeFromAccount({ network, balance: account.balance }) });
      return;
    }
    if (forceUpdate) this.cache.clear();
    store.setKey('loading', true);
    try {
      const address = account.address;
      const balances = await this.cache.get({
        key,
        load: async () => {
          const fromWallet = await discovered?.();
          if (fromWallet) return fromWallet;
          if (!api) return nativeFromAccount({ network, balance: account.balance });
          const answer = await api.get<TokenBalancesAnswer | undefined>({
            path: `/v1/account/${encodeURIComponent(address)}/balance`,
            params: { currency: 'usd', chainId: network.caipNetworkId, forceUpdate: forceUpdate || undefined },
          });
          const listed = (answer?.balances ?? []).filter((balance) => balance.quantity?.decimals !== '0');
          // A Solana cluster the server does not serve answers nothing: its SOL is still the account's.
          return isSolana && !listed.length ? nativeFromAccount({ network, balance: account.balance }) : listed;
        },
      });
      if (store.get().key !== key) return;
      store.set({ key, loading: false, balances });
    } catch {
      if (store.get().key === key) this.fail({ key });
    }
  }

  private fail({ key }: { key: string }): void {
    this.parameters.store.set({ key, loading: false, balances: [], lastRetry: this.now() });
    this.parameters.toast.show({ message: $messages.get().tokenBalanceUnavailable, variant: 'error' });
  }
}

/** The native coin as a token, from the balance the account state already holds (none while unknown). */
function nativeFromAccount({
  network,
  balance,
}: {
  network: NonNullable<ReturnType<typeof $network.get>>;
  balance: string | undefined;
}): TokenBalance[] {
  if (balance === undefined || !(Number(balance) > 0)) return [];
  const { name, symbol, decimals } = network.nativeCurrency;
  return [{ name, symbol, chainId: network.caipNetworkId, quantity: { decimals: String(decimals), numeric: balance } }];
}
