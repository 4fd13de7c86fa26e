import type { Connector } from '../types/connector.js';
import type { ChainNamespace } from '../types/caip.js';

export interface MergeMultiChainConnectorsParameters {
  connectors: readonly Connector[];
  /** Namespaces the dapp configured; other wallets are left out. */
  namespaces: readonly ChainNamespace[];
  /** Show only this namespace's wallets (the modal was opened for it). */
  namespaceFilter?: ChainNamespace | undefined;
}

/**
 * The wallet list as the visitor sees it (SPEC §3): connectors of unconfigured namespaces dropped,
 * and a wallet with the same name on several namespaces merged into one MULTI_CHAIN entry at the
 * place of its first connector. With a namespace filter, each wallet shows its connector for that
 * namespace instead. WalletConnect is one row, its first connector's: one pairing serves every
 * namespace, so there is no namespace to choose.
 * @example mergeMultiChainConnectors({ connectors, namespaces: ['eip155', 'solana'] })
 */
export function mergeMultiChainConnectors({
  connectors,
  namespaces,
  namespaceFilter,
}: MergeMultiChainConnectorsParameters): Connector[] {
  const firstWalletConnect = connectors.find(
    (connector) =>
      connector.type === 'WALLET_CONNECT' &&
      namespaces.includes(connector.chain) &&
      (!namespaceFilter || connector.chain === namespaceFilter),
  );
  const configured = connectors.filter(
    (connector) =>
      namespaces.includes(connector.chain) && (connector.type !== 'WALLET_CONNECT' || connector === firstWalletConnect),
  );
  if (namespaceFilter) return configured.filter((connector) => connector.chain === namespaceFilter);
  const byName = new Map<string, Connector[]>();
  for (const connector of configured) {
    const key = connector.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), connector]);
  }
  const merged: Connector[] = [];
  const emitted = new Set<string>();
  for (const connector of configured) {
    const key = connector.name.trim().toLowerCase();
    const group = byName.get(key) ?? [connector];
    const spansNamespaces = new Set(group.map((member) => member.chain)).size > 1;
    if (!spansNamespaces) {
      merged.push(connector);
      continue;
    }
    if (emitted.has(key)) continue;
    emitted.add(key);
    merged.push(createMultiChainConnector({ connectors: group }));
  }
  return merged;
}

/** One entry for a wallet that speaks several namespaces; its calls go to the first namespace's connector. */
export function createMultiChainConnector({ connectors }: { connectors: readonly Connector[] }): Connector {
  const [first] = connectors;
  if (!first) throw new Error('createMultiChainConnector needs at least one connector');
  const withImage = connectors.find((connector) => connector.imageUrl);
  return {
    id: `multichain:${first.name.trim().toLowerCase()}`,
    name: first.name,
    type: 'MULTI_CHAIN',
    chain: first.chain,
    ...(withImage?.imageUrl ? { imageUrl: withImage.imageUrl } : {}),
    ...(first.info ? { info: first.info } : {}),
    connectors,
    provider: first.provider,
    connect: (parameters) => first.connect(parameters),
    getAccounts: () => first.getAccounts(),
    getChainId: () => first.getChainId(),
    disconnect: () => first.disconnect(),
    subscribe: (listener) => first.subscribe(listener),
  };
}
