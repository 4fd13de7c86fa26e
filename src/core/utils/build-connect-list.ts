import { CONNECTOR_TYPE_ORDER } from '../constants.js';
import type { Connector } from '../types/connector.js';
import type { WalletListEntry } from '../types/wallet.js';
import { findInstalledConnector } from './find-installed-connector.js';
import { groupConnectors, type ConnectorGroupName } from './group-connectors.js';

/** One row of the Connect view: a connector, or a directory wallet of the featured/recommended groups. */
export type ConnectListRow =
  | { kind: 'connector'; group: ConnectorGroupName; connector: Connector }
  | { kind: 'wallet'; group: 'featured' | 'recommended'; wallet: WalletListEntry };

export interface BuildConnectListParameters {
  /** Connectors the visitor may see (after `filterConnectors`). */
  connectors: readonly Connector[];
  recentWallets: readonly { id: string }[];
  featured?: readonly WalletListEntry[];
  recommended?: readonly WalletListEntry[];
  order?: readonly ConnectorGroupName[];
}

/**
 * The Connect view's rows in connector type order (SPEC §2: walletConnect, recent, injected,
 * featured, custom, external, recommended). Directory wallets that are installed are left out
 * (matched by rdns or name): the installed row already stands for them. A wallet that is both
 * featured and recommended shows once, as featured.
 * @example buildConnectList({ connectors, recentWallets, featured, recommended })
 */
export function buildConnectList({
  connectors,
  recentWallets,
  featured = [],
  recommended = [],
  order = CONNECTOR_TYPE_ORDER,
}: BuildConnectListParameters): ConnectListRow[] {
  const groups = new Map(
    groupConnectors({ connectors, recentWallets, order }).map((entry) => [entry.group, entry.connectors]),
  );
  const shown = new Set<string>();
  const directoryRows = (group: 'featured' | 'recommended', wallets: readonly WalletListEntry[]): ConnectListRow[] =>
    wallets
      .filter((wallet) => {
        if (shown.has(wallet.id) || findInstalledConnector({ wallet, connectors })) return false;
        shown.add(wallet.id);
        return true;
      })
      .map((wallet) => ({ kind: 'wallet', group, wallet }));
  const featuredRows = directoryRows('featured', featured);
  const recommendedRows = directoryRows('recommended', recommended);
  return order.flatMap((group): ConnectListRow[] => {
    if (group === 'featured') return featuredRows;
    if (group === 'recommended') return recommendedRows;
    return (groups.get(group) ?? []).map((connector) => ({ kind: 'connector', group, connector }));
  });
}
