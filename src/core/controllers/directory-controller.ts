import type { MapStore } from 'nanostores';
import type { HttpClient, QueryParams } from '../protocol/http-client.js';
import { isRetryableError } from '../api/is-retryable-error.js';
import type { DirectoryState } from '../stores/directory-store.js';
import type { WalletListEntry, WalletListPage } from '../types/wallet.js';
import { createQueryCache } from '../utils/create-query-cache.js';
import { createImageObjectUrl, revokeImageObjectUrl } from '../utils/image-object-urls.js';
import { withRetry } from '../utils/with-retry.js';
import {
  IMAGE_PRELOAD_TIMEOUT_MS,
  RECOMMENDED_WALLETS_ENTRIES,
  RECOMMENDED_WALLETS_PAGE,
  WALLET_SEARCH_DEBOUNCE_MS,
  WALLET_SEARCH_ENTRIES,
  WALLETS_PAGE_ENTRIES,
  WALLETS_PAGE_IMAGES_PRELOAD,
} from '../constants.js';

export interface DirectoryControllerParameters {
  store: MapStore<DirectoryState>;
  api: HttpClient;
  /** Wallet ids shown first as featured, in this order. */
  featuredWalletIds?: readonly string[] | undefined;
  /** Only these ids are listed (`include`). */
  includeWalletIds?: readonly string[] | undefined;
  /** Never listed (`exclude`); also fetched so installed ones can be hidden (SPEC §5). */
  excludeWalletIds?: readonly string[] | undefined;
  /** CAIP-2 ids sent as `chains`; an empty list sends none. */
  getChains?: () => readonly string[];
  /** Told about every request that failed for good (the root reports API_ERROR). */
  onError?: (error: unknown) => void;
  /** First retry delay (SPEC §4 1 s); tests pass a small one. */
  retryBaseDelayMs?: number;
  searchDebounceMs?: number;
  imageTimeoutMs?: number;
}

/**
 * The wallet directory (SPEC §4 "Wallet-list loading: recommended, then featured, then paged"):
 * the Connect view's featured and recommended lists, the AllWallets pages and search, and the
 * wallet icons as `blob:` URLs. Answers are cached for SPEC §9's 5 minutes and retried with the
 * query backoff; icons wait at most 2 s before the fallback shows.
 * @example
 * const directory = new DirectoryController({ store: directoryStore, api, featuredWalletIds: [id] });
 * await directory.loadLists(); // $directory.get().featured
 * await directory.loadNextPage(); // $directory.get().wallets, 40 more
 * directory.setSearchQuery({ query: 'trust' }); // results 300 ms after the last call
 */
export class DirectoryController {
  private listsPromise?: Promise<void>;
  private pagePromise?: Promise<void>;
  private searchTimer?: ReturnType<typeof setTimeout>;
  private searchAbort?: AbortController;
  private readonly abort = new AbortController();
  private readonly cache = createQueryCache<WalletListPage>();
  private readonly imageLoads = new Map<string, Promise<string>>();

  constructor(private readonly parameters: DirectoryControllerParameters) {}

  private get state(): DirectoryState {
    return this.parameters.store.get();
  }

  /**
   * Loads the Connect view's lists once: recommended (page 1, 4 entries, featured and excluded
   * ids left out), then the dapp's featured ids, then the excluded wallets' names. Featured
   * wallets exist only when the dapp names them (`featuredWalletIds`); otherwise the directory's
   * top 4 are the recommended group (issue 20 part 7). A failure is thrown (and may be retried
   * by calling again).
   */
  loadLists(): Promise<void> {
    this.listsPromise ??= this.fetchLists().catch((error: unknown) => {
      this.listsPromise = undefined;
      if (!this.abort.signal.aborted) this.parameters.store.setKey('listsStatus', 'error');
      throw error;
    });
    return this.listsPromise;
  }

  /** Appends the next page of 40 (SPEC §9), once its first 20 icons are in or timed out. */
  loadNextPage(): Promise<void> {
    const { page, count, wallets, pagedStatus } = this.state;
    if (pagedStatus === 'success' && wallets.length >= count) return Promise.resolve();
    this.pagePromise ??= this.fetchPage(page + 1).finally(() => {
      this.pagePromise = undefined;
    });
    return this.pagePromise;
  }

  /** Whether the paged list has wallets left to load. */
  get hasMore(): boolean {
    const { pagedStatus, wallets, count } = this.state;
    return pagedStatus !== 'success' || wallets.length < count;
  }

  /**
   * Records the search as typed and sends it after 300 ms without typing (SPEC §9); an empty
   * query clears the results. A newer search aborts an older one still under way.
   */
  setSearchQuery({ query }: { query: string }): void {
    const { store } = this.parameters;
    clearTimeout(this.searchTimer);
    store.setKey('searchQuery', query);
    if (!query.trim()) {
      this.searchAbort?.abort();
      store.set({ ...this.state, searchedQuery: '', searchResults: [], searchStatus: 'idle' });
      return;
    }
    store.setKey('searchStatus', 'pending');
    this.searchTimer = setTimeout(
      () => void this.search({ query }),
      this.parameters.searchDebounceMs ?? WALLET_SEARCH_DEBOUNCE_MS,
    );
  }

  /** Sends a search now (100 entries, SPEC §9); `setSearchQuery` is the debounced way in. */
  async search({ query }: { query: string }): Promise<void> {
    const { store } = this.parameters;
    this.searchAbort?.abort();
    const controller = new AbortController();
    this.searchAbort = controller;
    const signal = AbortSignal.any([controller.signal, this.abort.signal]);
    store.setKey('searchStatus', 'pending');
    try {
      const { data } = await this.fetchWallets({
        params: { page: 1, entries: WALLET_SEARCH_ENTRIES, search: query.trim() },
        signal,
      });
      if (signal.aborted) return;
      store.set({ ...this.state, searchedQuery: query, searchResults: data, searchStatus: 'success' });
      this.loadImagesInBackground(data);
    } catch (error) {
      if (signal.aborted) return;
      store.set({ ...this.state, searchedQuery: query, searchResults: [], searchStatus: 'error' });
      this.parameters.onError?.(error);
    }
  }

  /**
   * Fetches a wallet icon (with the project's query parameters) into a `blob:` URL. After 2 s
   * (SPEC §9 "Image preload timeout") or on failure the icon is recorded as '' so the fallback
   * shows. Never throws.
   */
  loadImage({ imageId }: { imageId: string }): Promise<string> {
    const known = this.state.images[imageId];
    if (known !== undefined) return Promise.resolve(known);
    let load = this.imageLoads.get(imageId);
    if (!load) {
      load = this.fetchImage(imageId);
      this.imageLoads.set(imageId, load);
    }
    return load;
  }

  /** A directory wallet by id, from whichever list holds it. */
  getWallet({ id }: { id: string }): WalletListEntry | undefined {
    const { featured, recommended, wallets, searchResults } = this.state;
    return [...featured, ...recommended, ...wallets, ...searchResults].find((wallet) => wallet.id === id);
  }

  /** Stops timers and requests and frees the icons' object URLs. */
  destroy(): void {
    clearTimeout(this.searchTimer);
    this.abort.abort();
    for (const url of Object.values(this.state.images)) if (url) revokeImageObjectUrl(url);
    this.cache.clear();
  }

  private async fetchLists(): Promise<void> {
    const { store, featuredWalletIds = [], excludeWalletIds = [] } = this.parameters;
    store.setKey('listsStatus', 'pending');
    const ranked = await this.fetchWallets({
      params: {
        page: RECOMMENDED_WALLETS_PAGE,
        entries: RECOMMENDED_WALLETS_ENTRIES,
        exclude: [...excludeWalletIds, ...featuredWalletIds],
      },
    });
    const [chosen, excluded] = await Promise.all([
      featuredWalletIds.length
        ? this.fetchWallets({
            params: { page: 1, entries: featuredWalletIds.length, include: featuredWalletIds, exclude: undefined },
          })
        : undefined,
      excludeWalletIds.length
        ? this.fetchWallets({
            params: { page: 1, entries: excludeWalletIds.length, include: excludeWalletIds, exclude: undefined },
          })
        : undefined,
    ]);
    const featured = chosen
      ? [...chosen.data].sort((a, b) => featuredWalletIds.indexOf(a.id) - featuredWalletIds.indexOf(b.id))
      : [];
    const recommended = ranked.data.filter((wallet) => !featured.some((entry) => entry.id === wallet.id));
    await this.preloadImages([...featured, ...recommended]);
    store.set({
      ...this.state,
      featured,
      recommended,
      excluded: excluded?.data ?? [],
      // The "All wallets" count: every listed wallet, the featured ids included.
      count: Math.max(this.state.count, ranked.count + (chosen?.data.length ?? 0)),
      listsStatus: 'success',
    });
  }

  private async fetchPage(page: number): Promise<void> {
    const { store } = this.parameters;
    store.setKey('pagedStatus', 'pending');
    try {
      const { data, count } = await this.fetchWallets({ params: { page, entries: WALLETS_PAGE_ENTRIES } });
      await this.preloadImages(data.slice(0, WALLETS_PAGE_IMAGES_PRELOAD));
      const known = new Set(this.state.wallets.map((wallet) => wallet.id));
      const wallets = [...this.state.wallets, ...data.filter((wallet) => !known.has(wallet.id))];
      // An empty page means the server has no more, whatever its count said.
      store.set({ ...this.state, wallets, page, count: data.length ? count : wallets.length, pagedStatus: 'success' });
      this.loadImagesInBackground(data.slice(WALLETS_PAGE_IMAGES_PRELOAD));
    } catch (error) {
      if (this.abort.signal.aborted) return;
      store.setKey('pagedStatus', 'error');
      this.parameters.onError?.(error);
      throw error;
    }
  }

  private fetchWallets({
    params,
    signal = this.abort.signal,
  }: {
    params: QueryParams;
    signal?: AbortSignal;
  }): Promise<WalletListPage> {
    const { api, includeWalletIds, excludeWalletIds, getChains, retryBaseDelayMs } = this.parameters;
    const full: QueryParams = {
      include: includeWalletIds,
      exclude: excludeWalletIds,
      chains: getChains?.(),
      ...params,
    };
    const load = () =>
      withRetry({
        run: () => api.get<WalletListPage>({ path: '/getWallets', params: full, signal }),
        shouldRetry: isRetryableError,
        signal,
        ...(retryBaseDelayMs === undefined ? {} : { baseDelayMs: retryBaseDelayMs }),
      }).then(toWalletListPage);
    // A search has its own abort signal; sharing its promise through the cache would let one
    // aborted search fail the next identical one, so searches are not cached.
    if (signal !== this.abort.signal) return load();
    return this.cache.get({ key: api.url({ path: '/getWallets', params: full }), load });
  }

  private preloadImages(wallets: readonly WalletListEntry[]): Promise<unknown> {
    return Promise.all(
      wallets.map((wallet) => (wallet.image_id ? this.loadImage({ imageId: wallet.image_id }) : undefined)),
    );
  }

  private loadImagesInBackground(wallets: readonly WalletListEntry[]): void {
    void this.preloadImages(wallets);
  }

  private async fetchImage(imageId: string): Promise<string> {
    const { api, store, imageTimeoutMs = IMAGE_PRELOAD_TIMEOUT_MS } = this.parameters;
    let url = '';
    try {
      const signal = AbortSignal.any([AbortSignal.timeout(imageTimeoutMs), this.abort.signal]);
      const blob = await api.getBlob({ path: `/getWalletImage/${encodeURIComponent(imageId)}`, signal });
      url = createImageObjectUrl({ blob }) ?? '';
    } catch {
      // A missing or slow icon is not an error worth a banner: the initials fallback shows.
    }
    this.imageLoads.delete(imageId);
    if (this.abort.signal.aborted) {
      if (url) revokeImageObjectUrl(url);
      return '';
    }
    store.setKey('images', { ...store.get().images, [imageId]: url });
    return url;
  }
}

/** Checks the shape of a `/getWallets` answer, which is network data. */
function toWalletListPage(body: unknown): WalletListPage {
  const { data, count } = (typeof body === 'object' && body !== null ? body : {}) as {
    data?: unknown;
    count?: unknown;
  };
  const wallets = Array.isArray(data)
    ? data.filter(
        (entry): entry is WalletListEntry =>
          typeof entry === 'object' &&
          entry !== null &&
          typeof (entry as WalletListEntry).id === 'string' &&
          typeof (entry as WalletListEntry).name === 'string',
      )
    : [];
  return { data: wallets, count: typeof count === 'number' && Number.isFinite(count) ? count : wallets.length };
}
