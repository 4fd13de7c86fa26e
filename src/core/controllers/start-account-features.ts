import type { AppControllers } from '../app-context.js';
import { HttpClient } from '../protocol/http-client.js';
import { SDK_TYPE, SDK_VERSION, SERVER_ANSWER_TIMEOUT_MS } from '../constants.js';
import { $activeChain } from '../stores/chain-store.js';
import { EMPTY_TOKEN_BALANCES, tokenBalancesStore } from '../stores/token-balances-store.js';
import { EMPTY_HISTORY, historyStore } from '../stores/history-store.js';
import { HistoryController } from './history-controller.js';
import { TokenBalanceController } from './token-balance-controller.js';
import { discoverWalletAssets } from '../utils/discover-wallet-assets.js';

/** The account-features chunk's controllers (DESIGN §5: loaded with the Account view). */
export interface AccountFeatures {
  tokenBalances: TokenBalanceController;
  history: HistoryController;
}

const started = new WeakMap<AppControllers, AccountFeatures>();

/**
 * Builds the token-balance and history controllers once per app, registers the token balances as
 * `controllers.tokenBalances` (the send flow refreshes them), and refreshes both when the account,
 * network or native balance changes. The watcher stops when the app is destroyed (`controllers.signal`).
 * @example
 * const { tokenBalances, history } = startAccountFeatures({ controllers });
 */
export function startAccountFeatures({ controllers }: { controllers: AppControllers }): AccountFeatures {
  const existing = started.get(controllers);
  if (existing) return existing;
  const { options } = controllers;
  const api =
    options.apiUrl && options.projectId
      ? new HttpClient({
          baseUrl: options.apiUrl,
          projectId: options.projectId,
          sdkType: SDK_TYPE,
          sdkVersion: SDK_VERSION,
          timeoutMs: SERVER_ANSWER_TIMEOUT_MS,
        })
      : undefined;
  // A previous app on the page may have left its lists behind.
  tokenBalancesStore.set(EMPTY_TOKEN_BALANCES);
  historyStore.set(EMPTY_HISTORY);
  const features: AccountFeatures = {
    tokenBalances: new TokenBalanceController({
      store: tokenBalancesStore,
      api,
      toast: controllers.toast,
      // The embedded wallet lists its assets itself (wallet_getAssets); other wallets are read from the data API.
      discoverAssets: async ({ address, chainId, connectorId }) => {
        const connector = connectorId ? controllers.connectors.get(connectorId) : undefined;
        const provider = connector?.type === 'AUTH' ? connector.provider : undefined;
        if (!provider || typeof (provider as { request?: unknown }).request !== 'function') return undefined;
        return discoverWalletAssets({
          provider: provider as Parameters<typeof discoverWalletAssets>[0]['provider'],
          address,
          chainId,
        });
      },
    }),
    history: new HistoryController({ store: historyStore, api, toast: controllers.toast, events: controllers.events }),
  };
  started.set(controllers, features);
  controllers.tokenBalances = features.tokenBalances;

  let target = '';
  let balance: string | undefined;
  const unsubscribe = $activeChain.listen((chain) => {
    const account = chain?.account;
    const nextTarget = `${account?.status}|${account?.address}|${chain?.namespace}|${String(chain?.activeChainId)}`;
    if (nextTarget !== target) {
      target = nextTarget;
      balance = account?.balance;
      features.history.reset();
      void features.tokenBalances.refresh();
      if (account?.currentTab === 1) void features.history.load();
    } else if (account?.balance !== balance) {
      // The native balance arrived or moved (a send, a receive): token balances follow; activity
      // too when funds moved (the first read of the balance is no news for the history).
      const moved = balance !== undefined && account?.balance !== undefined;
      balance = account?.balance;
      void features.tokenBalances.refresh();
      if (!moved) return;
      features.history.invalidate();
      if (account?.currentTab === 1) void features.history.load();
    }
  });
  // The watcher belongs to this app: it stops when the app is destroyed.
  const stop = () => {
    started.delete(controllers);
    unsubscribe();
  };
  if (controllers.signal.aborted) stop();
  else controllers.signal.addEventListener('abort', stop, { once: true });
  const chain = $activeChain.get();
  target = `${chain?.account.status}|${chain?.account.address}|${chain?.namespace}|${String(chain?.activeChainId)}`;
  balance = chain?.account.balance;
  return features;
}
