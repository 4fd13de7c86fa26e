import type { MapStore, WritableAtom } from 'nanostores';
import { type AccountState, type ChainState, DISCONNECTED_ACCOUNT } from '../stores/chain-store.js';
import type { ChainNamespace } from '../utils/caip.js';
import type { Network } from '../types/network.js';

export interface ChainControllerParameters {
  chainsStore: MapStore<Partial<Record<ChainNamespace, ChainState>>>;
  activeNamespaceStore: WritableAtom<ChainNamespace | undefined>;
}

/** Chain and account state per namespace (SPEC §3), and which namespace is active. */
export class ChainController {
  constructor(private readonly parameters: ChainControllerParameters) {}

  get activeNamespace(): ChainNamespace | undefined {
    return this.parameters.activeNamespaceStore.get();
  }

  getChain(namespace: ChainNamespace): ChainState | undefined {
    return this.parameters.chainsStore.get()[namespace];
  }

  getAccount(namespace: ChainNamespace): AccountState {
    return this.getChain(namespace)?.account ?? DISCONNECTED_ACCOUNT;
  }

  /** Registers the dapp's networks, grouped by namespace; the first namespace becomes active. */
  setNetworks({ networks, defaultNetwork }: { networks: readonly Network[]; defaultNetwork?: Network }): void {
    const byNamespace = new Map<ChainNamespace, Network[]>();
    for (const network of networks) {
      const list = byNamespace.get(network.chainNamespace) ?? [];
      list.push(network);
      byNamespace.set(network.chainNamespace, list);
    }
    const initial = defaultNetwork ?? networks[0];
    for (const [namespace, list] of byNamespace) {
      const activeChainId = initial?.chainNamespace === namespace ? initial.id : list[0]?.id;
      this.parameters.chainsStore.setKey(namespace, { namespace, networks: list, activeChainId, account: DISCONNECTED_ACCOUNT });
    }
    if (!this.activeNamespace && initial) this.parameters.activeNamespaceStore.set(initial.chainNamespace);
  }

  setActiveNamespace(namespace: ChainNamespace): void {
    if (this.getChain(namespace)) this.parameters.activeNamespaceStore.set(namespace);
  }

  setActiveChainId({ namespace, chainId }: { namespace: ChainNamespace; chainId: number | string }): void {
    const chain = this.getChain(namespace);
    if (!chain || String(chain.activeChainId) === String(chainId)) return;
    this.parameters.chainsStore.setKey(namespace, { ...chain, activeChainId: chainId });
  }

  /** Updates some fields of a namespace's account. */
  patchAccount({ namespace, patch }: { namespace: ChainNamespace; patch: Partial<AccountState> }): void {
    const chain = this.getChain(namespace);
    if (!chain) return;
    this.parameters.chainsStore.setKey(namespace, { ...chain, account: { ...chain.account, ...patch } });
  }

  /** Account reset (SPEC §4): disconnected, address, balance and wallet info cleared. */
  resetAccount(namespace: ChainNamespace): void {
    const chain = this.getChain(namespace);
    if (!chain) return;
    this.parameters.chainsStore.setKey(namespace, { ...chain, account: DISCONNECTED_ACCOUNT });
  }
}
