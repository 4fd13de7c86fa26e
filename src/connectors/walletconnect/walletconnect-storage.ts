import { STORAGE_PREFIX } from './walletconnect-constants.js';
import type { WalletConnectSession } from './walletconnect-types.js';

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A settled session and the symmetric key of its topic: all a new client needs to carry on. */
export interface StoredSession {
  session: WalletConnectSession;
  symKey: string;
}

/** The chain the dapp is on in one namespace of a session: the wallet's last chainChanged or the dapp's switch. */
export interface StoredChainChoice {
  /** The session it belongs to: a choice of an earlier session means nothing to a new one. */
  topic: string;
  /** CAIP-2. */
  chainId: string;
}

export interface WalletConnectStorage {
  /** The relay client's ed25519 seed (hex), the identity the relay knows this browser by. */
  readClientSeed(): string | undefined;
  writeClientSeed(seed: string): void;
  readSession(): StoredSession | undefined;
  writeSession(stored: StoredSession): void;
  removeSession(): void;
  readChainChoice(namespace: string): StoredChainChoice | undefined;
  writeChainChoice(namespace: string, choice: StoredChainChoice): void;
  removeChainChoice(namespace: string): void;
}

const HEX_32 = /^[0-9a-f]{64}$/;

/**
 * The client's keys and session, and the chain the dapp is on in each namespace of the session,
 * in a key-value storage (localStorage by default), one JSON value per key under `@appkit/wc/`. Unreadable or malformed values read as absent, so a damaged entry
 * costs a new QR code, never an exception; a storage that refuses writes (private mode, quota)
 * only loses the restore after a reload.
 *
 * @example
 * const store = createWalletConnectStorage({ storage: localStorage });
 * store.readSession()?.session.topic;
 */
export function createWalletConnectStorage({ storage }: { storage: KeyValueStorage }): WalletConnectStorage {
  const read = (key: string): unknown => {
    try {
      const text = storage.getItem(STORAGE_PREFIX + key);
      return text === null ? undefined : JSON.parse(text);
    } catch {
      return undefined;
    }
  };
  const write = (key: string, value: unknown) => {
    try {
      storage.setItem(STORAGE_PREFIX + key, JSON.stringify(value));
    } catch {
      // Kept in memory only; see above.
    }
  };
  const remove = (key: string) => {
    try {
      storage.removeItem(STORAGE_PREFIX + key);
    } catch {
      // Nothing more to do: a stale entry expires with its session.
    }
  };
  return {
    readClientSeed() {
      const seed = read('clientSeed');
      return typeof seed === 'string' && HEX_32.test(seed) ? seed : undefined;
    },
    writeClientSeed: (seed) => write('clientSeed', seed),
    readSession() {
      const stored = read('session') as Partial<StoredSession> | undefined;
      return isStoredSession(stored) ? stored : undefined;
    },
    writeSession: (stored) => write('session', stored),
    removeSession: () => remove('session'),
    readChainChoice(namespace) {
      const choice = read(`chain/${namespace}`) as Partial<StoredChainChoice> | undefined;
      return typeof choice?.topic === 'string' && typeof choice.chainId === 'string'
        ? { topic: choice.topic, chainId: choice.chainId }
        : undefined;
    },
    writeChainChoice: (namespace, choice) => write(`chain/${namespace}`, choice),
    removeChainChoice: (namespace) => remove(`chain/${namespace}`),
  };
}

function isStoredSession(value: Partial<StoredSession> | undefined): value is StoredSession {
  const session = value?.session;
  return (
    typeof value?.symKey === 'string' &&
    HEX_32.test(value.symKey) &&
    typeof session?.topic === 'string' &&
    HEX_32.test(session.topic) &&
    typeof session.expiry === 'number' &&
    typeof session.namespaces === 'object' &&
    session.namespaces !== null
  );
}
