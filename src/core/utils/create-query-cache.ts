import { QUERY_GC_TIME_MS } from '../constants.js';

export interface CreateQueryCacheParameters {
  /** How long an answer is reused (SPEC §9 "Query garbage collection 5 min"). */
  ttlMs?: number;
  now?: () => number;
}

export interface QueryCache<T> {
  /** The cached answer for `key`, or the result of `load` (shared by concurrent callers). */
  get(parameters: { key: string; load: () => Promise<T> }): Promise<T>;
  clear(): void;
}

/**
 * Caches query answers by key for a while; concurrent requests for one key share a promise and a
 * failure is not cached, so the next call tries again.
 * @example
 * const cache = createQueryCache<WalletListPage>();
 * const page = await cache.get({ key: url, load: () => api.get({ path: '/getWallets', params }) });
 */
export function createQueryCache<T>({
  ttlMs = QUERY_GC_TIME_MS,
  now = Date.now,
}: CreateQueryCacheParameters = {}): QueryCache<T> {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();
  return {
    get({ key, load }) {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
