import type { Network } from './network.js';
import type { ThemeMode, ThemeVariables } from './theme.js';

export interface AppMetadata {
  name: string;
  description: string;
  url: string;
  icons: readonly string[];
}

/** A wallet provider the dapp brings itself (type EXTERNAL). */
export interface CustomConnectorInput {
  id: string;
  name: string;
  imageUrl?: string;
  /** An EIP-1193 provider. */
  provider: unknown;
}

/** Options of `createAppKit` (names follow Reown AppKit's where the behaviour matches). */
export interface AppKitOptions {
  /** The project id the reference server knows (SPEC §7 calls send it). */
  projectId: string;
  /** Networks the dapp supports; the first is the default unless `defaultNetwork` says otherwise. */
  networks: readonly [Network, ...Network[]];
  metadata: AppMetadata;
  defaultNetwork?: Network;
  themeMode?: ThemeMode;
  themeVariables?: ThemeVariables;
  /** Wallet providers supplied by the dapp (EXTERNAL connectors). */
  connectors?: readonly CustomConnectorInput[];
  /** Listen for EIP-6963 announcements (default true). */
  enableEIP6963?: boolean;
  /** Offer a legacy `window.ethereum` wallet that does not announce itself (default true). */
  enableInjected?: boolean;
  /** Reconnect the last wallet after a reload (default true). */
  enableReconnect?: boolean;
  /**
   * Base URL of the RPC proxy (SPEC §7 "RPC host"); reads go to
   * `{rpcProxyUrl}/v1/?chainId={caipNetworkId}&projectId={projectId}` unless `customRpcUrls` names the network.
   */
  rpcProxyUrl?: string;
  /** RPC URLs per CAIP-2 network id that are used as they are and never overridden. */
  customRpcUrls?: Readonly<Record<string, readonly string[]>>;
}
