import type { MapStore, WritableAtom } from 'nanostores';
import { type AccountState, type ChainState, DISCONNECTED_ACCOUNT } from '../stores/chain-store.js';
import type { PreferredAccountType } from '../storage/storage.js';
import type { ChainNamespace } from '../types/caip.js';
import type { Network } from '../types/network.js';

/** The account type an account falls back to on reset, per namespace (the dapp's `defaultAccountTypes`). */
export type DefaultAccountTypes = Partial<Record<ChainNamespace, PreferredAccountType>>;

export interface SetNetworksParameters {
  chainsStore: MapStore<Partial<Record<ChainNamespace, ChainState>>>;
  activeNamespaceStore: WritableAtom<ChainNamespace | undefined>;
  networks: readonly Network[];
  /** Active in its namespace, and its namespace is active (default: the first network). */
  defaultNetwork?: Network | undefined;
  defaultAccountTypes?: DefaultAccountTypes | undefined;
}

/**
 * Registers the dapp's networks, grouped by namespace, each namespace with a reset account; the
 * default network's namespace becomes active unless one is (SPEC §3). A function of the stores
 * rather than a ChainController method: createAppKit registers the networks before the first
 * paint, and the controller is not part of the initial chunk (issue 14 part 1).
 *
 * @example
 * setNetworks({ chainsStore, activeNamespaceStore, networks: [mainnet, solana], defaultNetwork: solana });
 * activeNamespaceStore.get(); // 'solana'
 */
export function setNetworks({
  chainsStore,
  activeNamespaceStore,
  networks,
  defaultNetwork,
  defaultAccountTypes,
}: SetNetworksParameters): void {
  const byNamespace = new Map<ChainNamespace, Network[]>();
  for (const network of networks) {
    const list = byNamespace.get(network.chainNamespace) ?? [];
    list.push(network);
    byNamespace.set(network.chainNamespace, list);
  }
  const initial = defaultNetwork ?? networks[0];
  for (const [namespace, list] of byNamespace) {
    const activeChainId = initial?.chainNamespace === namespace ? initial.id : list[0]?.id;
    chainsStore.setKey(namespace, {
      namespace,
      networks: list,
      activeChainId,
      account: resetAccountState({ namespace, defaultAccountTypes }),
    });
  }
  if (!activeNamespaceStore.get() && initial) activeNamespaceStore.set(initial.chainNamespace);
}

export interface ResetAccountStateParameters {
  namespace: ChainNamespace;
  defaultAccountTypes?: DefaultAccountTypes | undefined;
  /** The account before the reset, whose preferred account type is kept when none is configured. */
  previous?: AccountState | undefined;
}

/**
 * A reset account (SPEC §4): disconnected, nothing of the wallet kept; the preferred account type
 * falls back to the one configured for the namespace, else keeps the previous value.
 *
 * @example
 * resetAccountState({ namespace: 'eip155', defaultAccountTypes: { eip155: 'smartAccount' } });
 * // { status: 'disconnected', currentTab: 0, preferredAccountType: 'smartAccount' }
 */
export function resetAccountState({
  namespace,
  defaultAccountTypes,
  previous,
}: ResetAccountStateParameters): AccountState {
  const preferredAccountType = defaultAccountTypes?.[namespace] ?? previous?.preferredAccountType;
  return preferredAccountType ? { ...DISCONNECTED_ACCOUNT, preferredAccountType } : DISCONNECTED_ACCOUNT;
}
