import type { ProposalTypes, SessionTypes } from '@walletconnect/types';

export interface BuildSessionNamespacesParameters {
  requiredNamespaces: ProposalTypes.RequiredNamespaces;
  optionalNamespaces?: ProposalTypes.OptionalNamespaces;
  /** The EVM chains this wallet serves (the dev chains) and its one account. */
  evm: { chainIds: readonly number[]; address: string };
  /** The Solana cluster this wallet serves (the dev stack's) and its one account. */
  solana: { caipNetworkId: string; address: string };
}

export interface BuildSessionNamespacesReturnType {
  /** What Approve grants: per namespace, the requested chains the wallet serves, with its account on each. */
  namespaces: SessionTypes.Namespaces;
  /** Requested chains this wallet does not serve (shown on the proposal card). */
  unsupportedChains: string[];
}

/** Events a wallet emits on its own (the Switch buttons), granted even when the dapp did not list them. */
const WALLET_EVENTS: Readonly<Record<string, readonly string[]>> = {
  eip155: ['chainChanged', 'accountsChanged'],
  solana: [],
};

/**
 * The session namespaces the test wallet grants for a proposal: eip155 with the requested dev
 * chains, solana with the dev cluster if requested, each with the methods the dapp asked for.
 * Required and optional namespaces count alike (2.21.8 dapps merge required into optional), and
 * a namespace key may itself be a chain (`'eip155:1': { methods, events }`).
 *
 * @example
 * buildSessionNamespaces({ requiredNamespaces: {}, optionalNamespaces: { eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [] } }, evm, solana });
 * // { namespaces: { eip155: { chains: ['eip155:31337'], accounts: ['eip155:31337:0x…'], methods: ['personal_sign'], events: ['chainChanged', 'accountsChanged'] } }, unsupportedChains: [] }
 */
export function buildSessionNamespaces({
  requiredNamespaces,
  optionalNamespaces = {},
  evm,
  solana,
}: BuildSessionNamespacesParameters): BuildSessionNamespacesReturnType {
  const requested = mergeRequested([requiredNamespaces, optionalNamespaces]);
  const served: Record<string, { chains: readonly string[]; address: string }> = {
    eip155: { chains: evm.chainIds.map((id) => `eip155:${id}`), address: evm.address },
    solana: { chains: [solana.caipNetworkId], address: solana.address },
  };
  const namespaces: SessionTypes.Namespaces = {};
  const unsupportedChains: string[] = [];
  for (const [namespace, wanted] of requested) {
    const wallet = served[namespace];
    const chains = [...wanted.chains].filter((chain) => wallet?.chains.includes(chain));
    unsupportedChains.push(...[...wanted.chains].filter((chain) => !chains.includes(chain)));
    if (!wallet || !chains.length) continue;
    namespaces[namespace] = {
      chains,
      accounts: chains.map((chain) => `${chain}:${wallet.address}`),
      methods: [...wanted.methods],
      events: [...new Set([...wanted.events, ...(WALLET_EVENTS[namespace] ?? [])])],
    };
  }
  return { namespaces, unsupportedChains };
}

interface RequestedNamespace {
  chains: Set<string>;
  methods: Set<string>;
  events: Set<string>;
}

function mergeRequested(lists: readonly ProposalTypes.RequiredNamespaces[]): Map<string, RequestedNamespace> {
  const merged = new Map<string, RequestedNamespace>();
  for (const list of lists) {
    for (const [key, value] of Object.entries(list)) {
      const [namespace = key, reference] = key.split(':');
      const entry = merged.get(namespace) ?? { chains: new Set(), methods: new Set(), events: new Set() };
      for (const chain of value.chains ?? (reference ? [key] : [])) entry.chains.add(chain);
      for (const method of value.methods ?? []) entry.methods.add(method);
      for (const event of value.events ?? []) entry.events.add(event);
      merged.set(namespace, entry);
    }
  }
  return merged;
}
