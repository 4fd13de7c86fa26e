import type { ConnectorEvent } from '../../core/types/connector.js';
import { sessionAddresses, sessionChains } from './session-namespaces.js';
import type { StoredChainChoice, WalletConnectStorage } from './walletconnect-storage.js';
import type { WalletConnectClient, WalletConnectClientEvent } from './walletconnect-types.js';

export type WalletConnectNamespace = 'eip155' | 'solana';

export interface NamespaceState {
  readonly namespace: WalletConnectNamespace;
  /** The current chain (CAIP-2): the one chosen last in this session (kept across reloads), else the session's first in this namespace. */
  chainId(): string | undefined;
  /** Moves to a chain; subscribers hear `chainChanged` when it differs. */
  setChainId(chainId: string): void;
  /** The session's chains in this namespace. */
  chains(): string[];
  /** The addresses on the current chain (the wallet's last accountsChanged wins until the session changes). */
  addresses(): string[];
  /** accountsChanged, chainChanged (an EVM chain as a number, others as their reference) and disconnect. */
  subscribe(listener: (event: ConnectorEvent) => void): () => void;
}

export type ChainChoiceStore = Pick<WalletConnectStorage, 'readChainChoice' | 'writeChainChoice' | 'removeChainChoice'>;

/**
 * One namespace's view of the WalletConnect session, kept current from the session's events:
 * the chain the dapp is on and the accounts there. The EIP-1193 provider, the Solana wallet and
 * the connectors all read it, so they agree. The chain is remembered with the session's topic in
 * `store`: only the wallet's events say which chain it is on, so a reload that forgot the wallet's
 * last chainChanged would put the dapp back on the session's first chain while the wallet stays
 * on the other.
 *
 * @example
 * const evm = createNamespaceState({ client, namespace: 'eip155', store });
 * evm.subscribe((event) => console.log(event.type));
 */
export function createNamespaceState({
  client,
  namespace,
  store,
}: {
  client: WalletConnectClient;
  namespace: WalletConnectNamespace;
  store?: ChainChoiceStore | undefined;
}): NamespaceState {
  const listeners = new Set<(event: ConnectorEvent) => void>();
  let chosen: StoredChainChoice | undefined = store?.readChainChoice(namespace);
  let announced: string[] | undefined;
  const emit = (event: ConnectorEvent) => listeners.forEach((listener) => listener(event));
  const namespaces = () => client.getSession()?.namespaces ?? {};
  const toChainValue = (chainId: string) => {
    const reference = chainId.split(':')[1] ?? '';
    return namespace === 'eip155' ? Number(reference) : reference;
  };

  const state: NamespaceState = {
    namespace,
    chainId() {
      const topic = client.getSession()?.topic;
      if (chosen && chosen.topic === topic) return chosen.chainId;
      return sessionChains({ namespaces: namespaces(), namespace })[0];
    },
    setChainId(chainId) {
      const topic = client.getSession()?.topic;
      if (!topic || chainId === state.chainId()) return;
      chosen = { topic, chainId };
      store?.writeChainChoice(namespace, chosen);
      emit({ type: 'chainChanged', chainId: toChainValue(chainId) });
    },
    chains: () => sessionChains({ namespaces: namespaces(), namespace }),
    addresses() {
      const chainId = state.chainId();
      if (!client.getSession() || !chainId) return [];
      return announced ?? sessionAddresses({ namespaces: namespaces(), chainId });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  client.subscribe((event: WalletConnectClientEvent) => {
    if (event.type === 'session_delete') {
      chosen = announced = undefined;
      store?.removeChainChoice(namespace);
      emit({ type: 'disconnect' });
      return;
    }
    if (event.type === 'session_update') {
      const before = state.addresses().join();
      announced = undefined;
      if (state.addresses().join() !== before) emit({ type: 'accountsChanged', accounts: state.addresses() });
      return;
    }
    if (!event.chainId.startsWith(`${namespace}:`)) return;
    if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
      // Wallets send plain addresses or CAIP-10 accounts.
      announced = event.data.map((account) => String(account).split(':').pop() ?? '');
      emit({ type: 'accountsChanged', accounts: announced });
    } else if (event.name === 'chainChanged') {
      state.setChainId(toChainId({ namespace, data: event.data, fallback: event.chainId }));
    }
  });
  return state;
}

/** The CAIP-2 chain a chainChanged event names: its data (`1`, `'0x1'`, `'eip155:1'`), else the event's chain. */
function toChainId({ namespace, data, fallback }: { namespace: string; data: unknown; fallback: string }): string {
  if (typeof data === 'string' && data.startsWith(`${namespace}:`)) return data;
  if (namespace === 'eip155' && (typeof data === 'number' || typeof data === 'string')) {
    const id = Number(data);
    if (Number.isSafeInteger(id) && id > 0) return `eip155:${id}`;
  }
  return fallback;
}
