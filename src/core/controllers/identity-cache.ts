import type { IdentityAnswer } from '../protocol/chain-data.js';
import type { AppStorage, IdentityCacheEntry } from '../storage/storage.js';

/** Most addresses kept in storage; the oldest answers go first (a page sees a handful). */
export const IDENTITY_CACHE_MAX_STORED = 20;

export interface CreateIdentityCacheParameters {
  /** Where answers outlive the page (key `identityCache`); memory only without it. */
  storage?: AppStorage | undefined;
  /** How long an answer is reused (SPEC §9 "identity 5 min"). */
  ttlMs: number;
  now: () => number;
}

export interface IdentityCache {
  /** The cached answer for `key` (memory, then storage), or `load`'s, shared by concurrent callers. */
  get(parameters: { key: string; load: () => Promise<IdentityAnswer> }): Promise<IdentityAnswer>;
  /** Replaces the answer for `key` (a name was just registered), fresh for the whole lifetime. */
  set(parameters: { key: string; value: IdentityAnswer }): void;
}

/**
 * The identity answers of SPEC §9's 5-minute cache: in memory, and in storage so a reload shows
 * the name without a request. A failure is not kept, so the next call asks again.
 * @example
 * const cache = createIdentityCache({ storage, ttlMs: 300_000, now: Date.now });
 * const { name } = await cache.get({ key: address.toLowerCase(), load: () => fetchIdentity(address) });
 */
export function createIdentityCache({ storage, ttlMs, now }: CreateIdentityCacheParameters): IdentityCache {
  const memory = new Map<string, { expires: number; value: Promise<IdentityAnswer> }>();

  const store = (key: string, { name, avatar }: IdentityAnswer, expires: number) => {
    if (!storage) return;
    const time = now();
    const kept = Object.entries(storage.get('identityCache') ?? {})
      .filter(([other, entry]) => other !== key && entry.expires > time)
      .sort(([, a], [, b]) => b.expires - a.expires)
      .slice(0, IDENTITY_CACHE_MAX_STORED - 1);
    const entries: Record<string, IdentityCacheEntry> = Object.fromEntries(kept);
    entries[key] = { name, avatar, expires };
    storage.set('identityCache', entries);
  };

  return {
    get({ key, load }) {
      const hit = memory.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const stored = storage?.get('identityCache')?.[key];
      if (stored && stored.expires > now()) {
        const value = Promise.resolve({ name: stored.name, avatar: stored.avatar });
        memory.set(key, { expires: stored.expires, value });
        return value;
      }
      const value = load();
      const entry = { expires: now() + ttlMs, value };
      memory.set(key, entry);
      value.then(
        (answer) => {
          if (memory.get(key) !== entry) return;
          // The lifetime runs from the answer, so no second request falls inside it.
          entry.expires = now() + ttlMs;
          store(key, answer, entry.expires);
        },
        () => {
          if (memory.get(key) === entry) memory.delete(key);
        },
      );
      return value;
    },
    set({ key, value }) {
      const expires = now() + ttlMs;
      memory.set(key, { expires, value: Promise.resolve(value) });
      store(key, value, expires);
    },
  };
}
