import type { Connector } from '../types/connector.js';
import { CONNECTOR_TYPE_ORDER, RECENT_WALLETS_MAX } from '../constants.js';

export type ConnectorGroupName = (typeof CONNECTOR_TYPE_ORDER)[number];

export interface ConnectorGroup {
  group: ConnectorGroupName;
  connectors: readonly Connector[];
}

export interface GroupConnectorsParameters {
  connectors: readonly Connector[];
  /** Recently used wallets, newest first. */
  recentWallets: readonly { id: string }[];
  order?: readonly ConnectorGroupName[];
}

/**
 * Orders the Connect view's list by connector type (SPEC §2): walletConnect, recent, injected,
 * featured, custom, external, recommended. Recent wallets (at most 2) are taken out of their own
 * group so no wallet shows twice; empty groups are dropped.
 * @example groupConnectors({ connectors, recentWallets: [{ id: 'io.metamask' }] })
 */
export function groupConnectors({
  connectors,
  recentWallets,
  order = CONNECTOR_TYPE_ORDER,
}: GroupConnectorsParameters): ConnectorGroup[] {
  const recentIds = recentWallets.slice(0, RECENT_WALLETS_MAX).map((wallet) => wallet.id);
  const recent = recentIds
    .map((id) =>
      connectors.find((connector) => connector.id === id || connector.connectors?.some((child) => child.id === id)),
    )
    .filter((connector, index, all): connector is Connector => Boolean(connector) && all.indexOf(connector) === index);
  const rest = connectors.filter((connector) => !recent.includes(connector));
  const byGroup: Record<ConnectorGroupName, readonly Connector[]> = {
    walletConnect: rest.filter((connector) => connector.type === 'WALLET_CONNECT'),
    recent,
    injected: rest.filter((connector) => ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN'].includes(connector.type)),
    featured: [],
    custom: [],
    external: rest.filter((connector) => connector.type === 'EXTERNAL'),
    recommended: [],
  };
  return order.map((group) => ({ group, connectors: byGroup[group] })).filter((entry) => entry.connectors.length > 0);
}
