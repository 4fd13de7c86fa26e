import type { Network } from './network.js';
import type { WalletListEntry } from './wallet.js';

/** Parameters each view takes; the router is typed by this map (no shared untyped bag). */
export interface ViewParams {
  Connect: undefined;
  ConnectingExternal: { connectorId: string };
  Account: undefined;
  Networks: undefined;
  SwitchNetwork: { network: Network };
  SwitchActiveChain: { network: Network };
  UnsupportedChain: undefined;
  ConnectingMultiChain: { connectorId: string };
  AllWallets: undefined;
  /** Where to get a directory wallet that is not installed. */
  Downloads: { wallet: WalletListEntry };
}

export type ViewName = keyof ViewParams;

export type RouteEntry = { [V in ViewName]: { view: V; params: ViewParams[V] } }[ViewName];
