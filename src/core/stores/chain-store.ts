import { atom, computed, map, readonlyType } from 'nanostores';
import type { ChainNamespace } from '../utils/caip.js';
import type { Network } from '../types/network.js';

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting';

/** Account state of one namespace (SPEC §3; more fields arrive with later features). */
export interface AccountState {
  status: ConnectionStatus;
  address?: string;
  caipAddress?: string;
  connectorId?: string;
  /** Native balance as a decimal string, unformatted. */
  balance?: string;
  balanceSymbol?: string;
  balanceLoading?: boolean;
  addressExplorerUrl?: string;
}

/** Chain state of one namespace (SPEC §3). */
export interface ChainState {
  namespace: ChainNamespace;
  /** Networks the dapp requested for this namespace. */
  networks: readonly Network[];
  /** Chain id the wallet (or the dapp's default) is on; may be one the dapp did not request. */
  activeChainId?: number | string;
  account: AccountState;
}

export const DISCONNECTED_ACCOUNT: AccountState = Object.freeze({ status: 'disconnected' });

/** Written only by the ChainController. */
export const chainsStore = map<Partial<Record<ChainNamespace, ChainState>>>({});
/** Written only by the ChainController. */
export const activeNamespaceStore = atom<ChainNamespace | undefined>(undefined);

/** Every namespace's chain state, read-only. */
export const $chains = readonlyType(chainsStore);
/** The namespace the modal shows, read-only. */
export const $activeNamespace = readonlyType(activeNamespaceStore);

/** Chain state of the active namespace. */
export const $activeChain = computed([chainsStore, activeNamespaceStore], (chains, namespace) =>
  namespace ? chains[namespace] : undefined,
);

/** Account of the active namespace (disconnected when there is none). */
export const $account = computed($activeChain, (chain) => chain?.account ?? DISCONNECTED_ACCOUNT);

/** The active network, or undefined when the wallet is on a network the dapp did not request. */
export const $network = computed($activeChain, (chain) =>
  chain?.networks.find((network) => String(network.id) === String(chain.activeChainId)),
);
