import type { MapStore } from 'nanostores';
import type { HttpClient } from '../protocol/http-client.js';
import { HISTORY_CACHE_MS } from '../constants.js';
import { $messages } from '../messages/messages-store.js';
import { $account, $network } from '../stores/chain-store.js';
import { EMPTY_HISTORY, type HistoryState } from '../stores/history-store.js';
import type { Transaction, TransactionsPage } from '../protocol/transactions-page.js';
import { createQueryCache } from '../utils/create-query-cache.js';
import { groupTransactionsByDate } from '../utils/group-transactions-by-date.js';
import { isSpamTransaction } from '../utils/is-spam-transaction.js';
import type { EventsController } from './events-controller.js';
import type { ToastController } from './toast-controller.js';

export interface HistoryControllerParameters {
  store: MapStore<HistoryState>;
  /** The data API; without one (no `apiUrl`) the history is empty. */
  api: HttpClient | undefined;
  toast: Pick<ToastController, 'show'>;
  events: Pick<EventsController, 'track'>;
}

/**
 * Keeps `$history` for the active account and network (SPEC §4 "Transaction history fetch"): pages
 * of `GET /v1/account/{address}/history` (cached HISTORY_CACHE_MS, SPEC §9) are appended, spam
 * dropped (SPEC §5), only the connected chain kept, then grouped by year and month. A failure shows
 * 'Failed to fetch transactions', empties the list, clears the cursor and tracks ERROR_FETCH_TRANSACTIONS.
 * @example
 * const history = new HistoryController({ store: historyStore, api, toast, events });
 * await history.load(); // first page, once per account and network
 * await history.loadMore(); // next page when there is a cursor
 */
export class HistoryController {
  private readonly cache = createQueryCache<TransactionsPage>({ ttlMs: HISTORY_CACHE_MS });

  constructor(private readonly parameters: HistoryControllerParameters) {}

  /** The first page for the active account and network, unless already fetched (or `force`). */
  async load({ force = false }: { force?: boolean } = {}): Promise<void> {
    const target = this.target();
    const { store } = this.parameters;
    if (!target) {
      store.set(EMPTY_HISTORY);
      return;
    }
    const state = store.get();
    if (!force && state.key === target.key && (state.loading || state.lastNetworkInView !== undefined)) return;
    store.set({ ...EMPTY_HISTORY, key: target.key });
    await this.fetchPage({ ...target, cursor: undefined });
  }

  /** The next page, when there is a cursor and no fetch is running. */
  async loadMore(): Promise<void> {
    const target = this.target();
    const state = this.parameters.store.get();
    if (!target || state.key !== target.key || state.loading || !state.next) return;
    await this.fetchPage({ ...target, cursor: state.next });
  }

  /** Forgets the list (account or network changed). */
  reset(): void {
    this.parameters.store.set(EMPTY_HISTORY);
  }

  /** Forgets the list and the cached pages: the account moved funds, so the next load asks the server again. */
  invalidate(): void {
    this.cache.clear();
    this.reset();
  }

  private target(): { key: string; address: string; chainId: string } | undefined {
    const account = $account.get();
    const network = $network.get();
    if (account.status !== 'connected' || !account.address || !network) return undefined;
    return {
      key: `${account.address}|${network.caipNetworkId}`,
      address: account.address,
      chainId: network.caipNetworkId,
    };
  }

  private async fetchPage({
    key,
    address,
    chainId,
    cursor,
  }: {
    key: string;
    address: string;
    chainId: string;
    cursor: string | undefined;
  }): Promise<void> {
    const { store, api } = this.parameters;
    store.setKey('loading', true);
    try {
      const page: TransactionsPage = api
        ? await this.cache.get({
            key: `${key}|${cursor ?? ''}`,
            load: () =>
              api.get<TransactionsPage>({
                path: `/v1/account/${encodeURIComponent(address)}/history`,
                params: { cursor, chainId },
              }),
          })
        : { data: [], next: null };
      if (store.get().key !== key) return;
      const fresh = (Array.isArray(page?.data) ? page.data : []).filter(
        (transaction: Transaction) => transaction.metadata?.chain === chainId && !isSpamTransaction({ transaction }),
      );
      const known = new Set(store.get().transactions.map((transaction) => transaction.id));
      const transactions = [...store.get().transactions, ...fresh.filter((transaction) => !known.has(transaction.id))];
      store.set({
        key,
        transactions,
        transactionsByYear: groupTransactionsByDate({ transactions }),
        loading: false,
        empty: transactions.length === 0,
        ...(page?.next ? { next: page.next } : {}),
        lastNetworkInView: chainId,
      });
    } catch {
      if (store.get().key !== key) return;
      store.set({ ...EMPTY_HISTORY, key, empty: true, lastNetworkInView: chainId });
      this.parameters.toast.show({ message: $messages.get().fetchTransactionsFailed, variant: 'error' });
      this.parameters.events.track({
        event: 'ERROR_FETCH_TRANSACTIONS',
        properties: { chainId, cursor: cursor ?? '' },
      });
    }
  }
}
