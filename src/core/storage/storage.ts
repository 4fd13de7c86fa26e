import { ACCOUNT_TYPES, RECENT_WALLETS_MAX } from '../constants.js';
import type { CaipNetworkId, ChainNamespace } from '../types/caip.js';
import { isChainNamespace, parseCaipNetworkId } from '../utils/caip.js';
import { LOCALE_CODES, type LocaleCode } from '../messages/locale-codes.js';

/** A wallet the user connected recently (SPEC §3 "Recent wallet"). */
export type RecentWallet = { id: string; rdns?: string | undefined; name: string };

/** An address's name and avatar as the identity API answered, kept until `expires` (ms since epoch). */
export type IdentityCacheEntry = { name: string | null; avatar: string | null; expires: number };

/** Account kind a user prefers per namespace (SPEC §6, §9). */
export type PreferredAccountType = (typeof ACCOUNT_TYPES)[number];

/**
 * What each stored key holds (SPEC §3 "Local storage holds …", plus the connection keys this
 * release needs to reconnect on reload).
 */
export type StorageValues = {
  /** Session token of the embedded wallet or SIWX session. */
  sessionToken: string;
  /** Email of the last email login. */
  email: string;
  /** Network the embedded wallet used last. */
  lastUsedChain: CaipNetworkId;
  /** Preferred account type per namespace. */
  preferredAccountTypes: Partial<Record<ChainNamespace, PreferredAccountType>>;
  /** Smart accounts are enabled for the user. */
  smartAccountEnabled: boolean;
  /** The user's smart account is deployed. */
  smartAccountDeployed: boolean;
  /** Username from the social provider of the last social login. */
  socialUsername: string;
  /** An email login happened on this device, so the frame is worth loading early. */
  emailLoginUsed: boolean;
  /** When the last email code was requested (ms since epoch), for the cooldown. */
  lastEmailLoginTime: number;
  /** EVM chain ids where smart accounts are enabled. */
  smartAccountEnabledNetworks: number[];
  /** Light or dark. */
  themeMode: 'light' | 'dark';
  /** Theme custom properties (`--w3m-*`). */
  themeVariables: Record<string, string | number>;
  /** Connector id per connected namespace. */
  connectedConnectors: Partial<Record<ChainNamespace, string>>;
  /** Namespace of the active connection. */
  activeNamespace: ChainNamespace;
  /** Recently connected wallets, newest first, at most RECENT_WALLETS_MAX. */
  recentWallets: RecentWallet[];
  /**
   * Names of addresses (issue 18; SPEC §9 "identity 5 min"), by address (EVM lowercased), so a
   * reload shows the name without asking again.
   */
  identityCache: Record<string, IdentityCacheEntry>;
  /** The language last chosen with `setLocale` (issue 20 part 3). */
  locale: LocaleCode;
};

export type StorageKey = keyof StorageValues;

/**
 * Storage key names, all prefixed `@appkit/`.
 *
 * @example
 * localStorage.getItem(STORAGE_KEYS.recentWallets); // what `storage.get('recentWallets')` reads
 */
export const STORAGE_KEYS = {
  sessionToken: '@appkit/session_token',
  email: '@appkit/email',
  lastUsedChain: '@appkit/last_used_chain',
  preferredAccountTypes: '@appkit/preferred_account_types',
  smartAccountEnabled: '@appkit/smart_account_enabled',
  smartAccountDeployed: '@appkit/smart_account_deployed',
  socialUsername: '@appkit/social_username',
  emailLoginUsed: '@appkit/email_login_used',
  lastEmailLoginTime: '@appkit/last_email_login_time',
  smartAccountEnabledNetworks: '@appkit/smart_account_enabled_networks',
  themeMode: '@appkit/theme_mode',
  themeVariables: '@appkit/theme_variables',
  connectedConnectors: '@appkit/connected_connectors',
  activeNamespace: '@appkit/active_namespace',
  recentWallets: '@appkit/recent_wallets',
  identityCache: '@appkit/identity_cache',
  locale: '@appkit/locale',
} as const satisfies Record<StorageKey, `@appkit/${string}`>;

// ── Guards: one small hand-written check per key, so a corrupt or foreign value reads as missing.

type Guard<T> = (value: unknown) => value is T;

const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCaipNetworkId = (value: unknown): value is CaipNetworkId => {
  try {
    return typeof value === 'string' && Boolean(parseCaipNetworkId(value));
  } catch {
    return false;
  }
};

/** A map keyed by known namespaces only, each value passing `isValue`. */
const namespaceMap =
  <T>(isValue: Guard<T>): Guard<Partial<Record<ChainNamespace, T>>> =>
  (value): value is Partial<Record<ChainNamespace, T>> =>
    isRecord(value) && Object.entries(value).every(([key, item]) => isChainNamespace(key) && isValue(item));

const isRecentWallet = (value: unknown): value is RecentWallet =>
  isRecord(value) &&
  isString(value.id) &&
  typeof value.name === 'string' &&
  (value.rdns === undefined || isString(value.rdns));

const isNullableString = (value: unknown): value is string | null => value === null || typeof value === 'string';

const guards: { [K in StorageKey]: Guard<StorageValues[K]> } = {
  sessionToken: isString,
  email: isString,
  lastUsedChain: isCaipNetworkId,
  preferredAccountTypes: namespaceMap((value): value is PreferredAccountType =>
    (ACCOUNT_TYPES as readonly unknown[]).includes(value),
  ),
  smartAccountEnabled: isBoolean,
  smartAccountDeployed: isBoolean,
  socialUsername: isString,
  emailLoginUsed: isBoolean,
  lastEmailLoginTime: (value): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0,
  smartAccountEnabledNetworks: (value): value is number[] =>
    Array.isArray(value) && value.every((item) => Number.isSafeInteger(item) && item > 0),
  themeMode: (value): value is 'light' | 'dark' => value === 'light' || value === 'dark',
  themeVariables: (value): value is Record<string, string | number> =>
    isRecord(value) && Object.values(value).every((item) => typeof item === 'string' || Number.isFinite(item)),
  connectedConnectors: namespaceMap(isString),
  activeNamespace: isChainNamespace,
  recentWallets: (value): value is RecentWallet[] => Array.isArray(value) && value.every(isRecentWallet),
  identityCache: (value): value is Record<string, IdentityCacheEntry> =>
    isRecord(value) &&
    Object.values(value).every(
      (entry) =>
        isRecord(entry) &&
        isNullableString(entry.name) &&
        isNullableString(entry.avatar) &&
        Number.isFinite(entry.expires),
    ),
  locale: (value): value is LocaleCode => (LOCALE_CODES as readonly unknown[]).includes(value),
};

// ── Storage ─────────────────────────────────────────────────────────────────────────────────

/** The typed storage every part of the library reads and writes through. */
export type AppStorage = {
  /** The stored value, or `undefined` when missing, corrupt, of the wrong shape or unreadable. */
  get<K extends StorageKey>(key: K): StorageValues[K] | undefined;
  /** Stores a value. Never throws: if the backend refuses, the value lives in memory. */
  set<K extends StorageKey>(key: K, value: StorageValues[K]): void;
  /** Removes a value. Never throws. */
  remove(key: StorageKey): void;
  /** Removes every key of this module (and only those: the dapp's own keys stay). Never throws. */
  clear(): void;
};

export type CreateStorageParameters = {
  /**
   * Where values persist. Omitted: `globalThis.localStorage`, looked up at each call because merely
   * reading it throws a SecurityError in some sandboxed frames. `null`: memory only.
   */
  backend?: Storage | null | undefined;
};

/**
 * Creates the storage. Every read tolerates missing, corrupt (invalid JSON, wrong shape) or
 * unavailable storage by returning `undefined`; writes never throw. Values the backend refused
 * are kept in memory, so the page still behaves until it reloads. Nothing touches
 * `localStorage` until the first call: the composition root calls `createStorage()` once.
 *
 * @example
 * const storage = createStorage();
 * storage.set('themeMode', 'light');
 * storage.get('themeMode'); // 'light'
 * storage.get('recentWallets') ?? []; // [] when missing or corrupt
 */
export function createStorage(parameters: CreateStorageParameters = {}): AppStorage {
  // Values whose last write did not reach the backend; they win over what the backend holds.
  // `null` marks a removal the backend refused, so a stale backend value is not read back.
  const memory = new Map<StorageKey, string | null>();
  const backend = (): Storage | undefined =>
    parameters.backend === undefined ? globalThis.localStorage : (parameters.backend ?? undefined);

  const read = (key: StorageKey): string | null | undefined => {
    if (memory.has(key)) return memory.get(key);
    try {
      return backend()?.getItem(STORAGE_KEYS[key]);
    } catch {
      return undefined;
    }
  };

  const write = (key: StorageKey, text: string | undefined): void => {
    try {
      const target = backend();
      if (!target) throw new Error('no storage');
      if (text === undefined) target.removeItem(STORAGE_KEYS[key]);
      else target.setItem(STORAGE_KEYS[key], text);
      memory.delete(key);
    } catch {
      // Quota exceeded, SecurityError or no storage at all: keep the value for this page's life.
      memory.set(key, text ?? null);
    }
  };

  return {
    get(key) {
      const text = read(key);
      if (text === null || text === undefined) return undefined;
      try {
        const value: unknown = JSON.parse(text);
        return guards[key](value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    set(key, value) {
      let text: string | undefined;
      try {
        text = JSON.stringify(value);
      } catch {
        return; // not JSON-safe (cycle, bigint); the types should have stopped it
      }
      write(key, text);
    },
    remove(key) {
      write(key, undefined);
    },
    clear() {
      for (const key of Object.keys(STORAGE_KEYS) as StorageKey[]) write(key, undefined);
    },
  };
}

/**
 * Puts a wallet first in the stored recent wallets, dropping an older entry with the same id and
 * keeping at most RECENT_WALLETS_MAX (SPEC §9 "Recent wallets max 2"). Returns the new list.
 * Takes two arguments rather than one object because the storage is the subject, like
 * nanostores' `store.set(value)`.
 *
 * @example
 * addRecentWallet(storage, { id: 'io.metamask', rdns: 'io.metamask', name: 'MetaMask' });
 * // [{ id: 'io.metamask', … }, …the previous newest]
 */
export function addRecentWallet(storage: AppStorage, wallet: RecentWallet): RecentWallet[] {
  const { id, rdns, name } = wallet;
  // Store only the known fields: callers may pass whole wallet-list entries
  const entry: RecentWallet = rdns === undefined ? { id, name } : { id, rdns, name };
  const previous = storage.get('recentWallets') ?? [];
  const wallets = [entry, ...previous.filter((item) => item.id !== id)].slice(0, RECENT_WALLETS_MAX);
  storage.set('recentWallets', wallets);
  return wallets;
}
