import type { MapStore, WritableAtom } from 'nanostores';
import { type AccountState, type ChainState, DISCONNECTED_ACCOUNT } from '../stores/chain-store.js';
import type { ChainNamespace } from '../types/caip.js';
import { toCaipAddress } from '../utils/caip.js';
import type { Network } from '../types/network.js';
import { InternalSdkError } from '../errors/internal-errors.js';
import { type DefaultAccountTypes, resetAccountState, setNetworks } from './set-networks.js';

export interface ChainControllerParameters {
  chainsStore: MapStore<Partial<Record<ChainNamespace, ChainState>>>;
  activeNamespaceStore: WritableAtom<ChainNamespace | undefined>;
  switchingNamespaceStore: WritableAtom<boolean>;
  /** The dapp's `defaultAccountTypes`; an account reset falls back to these (SPEC §4). */
  defaultAccountTypes?: DefaultAccountTypes;
}

/** Chain and account state per namespace (SPEC §3), and which namespace is active. */
export class ChainController {
  constructor(private readonly parameters: ChainControllerParameters) {}

  get activeNamespace(): ChainNamespace | undefined {
    return this.parameters.activeNamespaceStore.get();
  }

  get namespaces(): ChainNamespace[] {
    return Object.keys(this.parameters.chainsStore.get()) as ChainNamespace[];
  }

  getChain(namespace: ChainNamespace): ChainState | undefined {
    return this.parameters.chainsStore.get()[namespace];
  }

  getAccount(namespace: ChainNamespace): AccountState {
    return this.getChain(namespace)?.account ?? DISCONNECTED_ACCOUNT;
  }

  /** The active network of a namespace, or undefined when the wallet is on one the dapp did not request. */
  getActiveNetwork(namespace: ChainNamespace | undefined = this.activeNamespace): Network | undefined {
    const chain = namespace ? this.getChain(namespace) : undefined;
    return chain?.networks.find((network) => String(network.id) === String(chain.activeChainId));
  }

  /** A requested network by its CAIP-2 id, in any namespace. */
  findNetwork(caipNetworkId: string): Network | undefined {
    for (const namespace of this.namespaces) {
      const found = this.getChain(namespace)?.networks.find((network) => network.caipNetworkId === caipNetworkId);
      if (found) return found;
    }
    return undefined;
  }

  /** Registers the dapp's networks, grouped by namespace; the default network's namespace becomes active. */
  setNetworks({ networks, defaultNetwork }: { networks: readonly Network[]; defaultNetwork?: Network }): void {
    const { chainsStore, activeNamespaceStore, defaultAccountTypes } = this.parameters;
    setNetworks({ chainsStore, activeNamespaceStore, networks, defaultNetwork, defaultAccountTypes });
  }

  /**
   * Drops a namespace (its adapter was removed). If it was active, the first other namespace's
   * first network becomes active (SPEC §4).
   */
  removeNamespace(namespace: ChainNamespace): void {
    if (!namespace) throw new InternalSdkError({ reason: 'ADAPTER_NAMESPACE_MISSING' });
    if (!this.getChain(namespace)) return;
    this.parameters.chainsStore.setKey(namespace, undefined);
    if (this.activeNamespace !== namespace) return;
    const next = this.namespaces.find((candidate) => this.getChain(candidate));
    this.parameters.activeNamespaceStore.set(next);
    const first = next ? this.getChain(next)?.networks[0] : undefined;
    if (next && first) this.setActiveChainId({ namespace: next, chainId: first.id });
  }

  setActiveNamespace(namespace: ChainNamespace): void {
    if (this.getChain(namespace)) this.parameters.activeNamespaceStore.set(namespace);
  }

  setSwitchingNamespace(switching: boolean): void {
    this.parameters.switchingNamespaceStore.set(switching);
  }

  /** Moves a namespace to another chain id; a connected account's CAIP address is rebuilt from it. */
  setActiveChainId({ namespace, chainId }: { namespace: ChainNamespace; chainId: number | string }): void {
    const chain = this.getChain(namespace);
    if (!chain || String(chain.activeChainId) === String(chainId)) return;
    const { address } = chain.account;
    const caipAddress = address ? toCaipAddress({ namespace, chainId: String(chainId), address }) : undefined;
    this.parameters.chainsStore.setKey(namespace, {
      ...chain,
      activeChainId: chainId,
      account: caipAddress ? { ...chain.account, caipAddress } : chain.account,
    });
  }

  /** Records which networks the connected wallet approved (undefined: all of them). */
  setApprovedNetworkIds({
    namespace,
    approvedNetworkIds,
  }: {
    namespace: ChainNamespace;
    approvedNetworkIds: readonly string[] | undefined;
  }): void {
    const chain = this.getChain(namespace);
    if (chain) this.parameters.chainsStore.setKey(namespace, { ...chain, approvedNetworkIds });
  }

  /** Records the chain ids where the embedded wallet offers a smart account (SPEC §3). */
  setSmartAccountEnabledNetworks({
    namespace,
    networks,
  }: {
    namespace: ChainNamespace;
    networks: readonly number[];
  }): void {
    const chain = this.getChain(namespace);
    if (chain) this.parameters.chainsStore.setKey(namespace, { ...chain, smartAccountEnabledNetworks: networks });
  }

  /** Updates some fields of a namespace's account. */
  patchAccount({ namespace, patch }: { namespace: ChainNamespace; patch: Partial<AccountState> }): void {
    const chain = this.getChain(namespace);
    if (!chain) return;
    this.parameters.chainsStore.setKey(namespace, { ...chain, account: { ...chain.account, ...patch } });
  }

  /**
   * Account reset (SPEC §4): status disconnected; address, balances, profile, tokens, wallet info
   * and social data cleared; tab 0; the preferred account type falls back to the configured default
   * for the namespace, else keeps the previous value.
   */
  resetAccount(namespace: ChainNamespace): void {
    const chain = this.getChain(namespace);
    if (!chain) return;
    this.parameters.chainsStore.setKey(namespace, {
      ...chain,
      approvedNetworkIds: undefined,
      account: resetAccountState({
        namespace,
        defaultAccountTypes: this.parameters.defaultAccountTypes,
        previous: chain.account,
      }),
    });
  }
}
