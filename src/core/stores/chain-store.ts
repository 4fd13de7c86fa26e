import { atom, computed, map, readonlyType } from 'nanostores';
import type { ChainNamespace } from '../types/caip.js';
import type { Network } from '../types/network.js';
import type { PreferredAccountType } from '../storage/storage.js';

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
  profileName?: string;
  profileImage?: string;
  /** Token balances of the data API (the account-features issue fills them). */
  tokenBalance?: readonly unknown[];
  connectedWalletInfo?: { name: string; icon?: string };
  socialProvider?: string;
  /** Selected tab of the Account view (tokens 0, activity 1). */
  currentTab: number;
  /** The active account's kind; for the embedded wallet, the one the frame answered. */
  preferredAccountType?: PreferredAccountType;
  /** Whether the embedded wallet's smart account has code on the active network (issue 17). */
  smartAccountDeployed?: boolean;
}

/** Chain state of one namespace (SPEC §3). */
export interface ChainState {
  namespace: ChainNamespace;
  /** Networks the dapp requested for this namespace. */
  networks: readonly Network[];
  /** Chain id the wallet (or the dapp's default) is on; may be one the dapp did not request. */
  activeChainId?: number | string;
  /** CAIP-2 ids the connected wallet approved; undefined when it supports every network. */
  approvedNetworkIds?: readonly string[];
  /** Chain ids where the embedded wallet offers a smart account (SPEC §3 "smartAccountEnabledNetworks"). */
  smartAccountEnabledNetworks?: readonly number[];
  account: AccountState;
}

export const DISCONNECTED_ACCOUNT: AccountState = Object.freeze({ status: 'disconnected', currentTab: 0 });

/** Written only by the ChainController. */
export const chainsStore = map<Partial<Record<ChainNamespace, ChainState>>>({});
/** Written only by the ChainController. */
export const activeNamespaceStore = atom<ChainNamespace | undefined>(undefined);
/** True while the active namespace changes (SPEC §3 "isSwitchingNamespace"); written by the ChainController. */
export const switchingNamespaceStore = atom(false);

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

/** Whether the active namespace is changing, read-only. */
export const $isSwitchingNamespace = readonlyType(switchingNamespaceStore);

/** Every network the dapp requested, all namespaces, in the dapp's order within each namespace. */
export const $requestedNetworks = computed(chainsStore, (chains) =>
  Object.values(chains).flatMap((chain) => chain?.networks ?? []),
);

/**
 * The connected wallet is on a network the dapp did not request (SPEC §2 "UnsupportedChain"
 * trigger, before the options that may allow it).
 */
export const $isUnsupportedNetwork = computed($activeChain, (chain) =>
  Boolean(
    chain &&
    chain.account.status === 'connected' &&
    chain.activeChainId !== undefined &&
    !chain.networks.some((network) => String(network.id) === String(chain.activeChainId)),
  ),
);
