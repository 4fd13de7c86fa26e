import type { Network } from './network.js';
import type { ChainNamespace } from './caip.js';
import type { PreferredAccountType } from '../storage/storage.js';
import type { ThemeMode, ThemeVariables } from './theme.js';
import type { Features } from './features.js';
import type { SiwxOption } from './siwx.js';
import type { AppKitAdapter } from './adapter.js';
import type { LocaleCode } from '../messages/locale-codes.js';

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
  /** Let the wallet stay on a network the dapp did not request, without the UnsupportedChain view (default false). */
  allowUnsupportedChain?: boolean;
  /** Offer network switching from the network button and the Networks view (default true). */
  enableNetworkSwitch?: boolean;
  /** Account type an account falls back to on reset, per namespace (SPEC §9 defaults apply where absent). */
  defaultAccountTypes?: Partial<Record<ChainNamespace, PreferredAccountType>>;
  /** Basic-wallet mode: connect only, no network guidance (no UnsupportedChain view). */
  basic?: boolean;
  /** A wallet that speaks several configured namespaces connects all of them at once instead of asking which (default false). */
  connectAllNamespaces?: boolean;
  themeMode?: ThemeMode;
  themeVariables?: ThemeVariables;
  /**
   * The modal's language (`en`, `de`, `es`, `ja`, `zh-CN`, `ar`). Given, it wins over the
   * visitor's last `setLocale` choice; without it, that choice, else the browser's language when
   * the modal has a table for it, else English.
   */
  locale?: LocaleCode;
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
  /**
   * Base URL of the reference server's wallet directory, data API and analytics (SPEC §7). Without
   * it no directory request is made and the modal lists installed wallets only.
   */
  apiUrl?: string;
  /** Directory wallet ids shown first on the Connect view, in this order. */
  featuredWalletIds?: readonly string[];
  /** Only these directory wallet ids are listed (sent to the server as `include`). */
  includeWalletIds?: readonly string[];
  /** Directory wallet ids never listed; installed wallets matching them by rdns or name are hidden too (SPEC §5). */
  excludeWalletIds?: readonly string[];
  /**
   * URL of the embedded wallet's frame app (DESIGN §7), served from another site than the dapp.
   * Defaults to `{apiUrl}/frame/` when `apiUrl` is set; without either, email and social sign-in
   * are not offered.
   */
  frameUrl?: string;
  /** Feature switches; unset ones follow the project's remote config, then SPEC §9 defaults. */
  features?: Features;
  /**
   * WalletConnect (connect any wallet of the directory by QR code or link). Offered when a relay
   * is known: `relayUrl`, else the reference server's `/relay` next to `apiUrl` (`http` → `ws`,
   * `https` → `wss`). Without a `projectId`, or without either URL, WalletConnect is not offered.
   */
  walletConnect?: WalletConnectOptions;
  /**
   * Sign in with X (issue 16): after connecting, the account signs one message that proves it to
   * the dapp's server. A `SiwxConfig` is the dapp's own backend; `{ required?, statement? }` uses
   * the reference server's `/siwx/v1/*` (needs `apiUrl`). `required`: cancelling disconnects.
   */
  siwx?: SiwxOption;
  /**
   * Library adapters that follow the modal, as Reown AppKit's `adapters` (issue 20 part 2):
   * `new WagmiAdapter({ networks, projectId })` of `@openmodal/appkit/wagmi` keeps a wagmi config
   * in step with the modal's EVM connection.
   */
  adapters?: readonly AppKitAdapter[];
}

/** The `walletConnect` option of `createAppKit`. */
export interface WalletConnectOptions {
  /**
   * The relay's WebSocket URL, e.g. `wss://relay.walletconnect.org` (with a project id it knows)
   * or `ws://127.0.0.1:8787/relay` (the reference server). Defaults to `{apiUrl}/relay`.
   */
  relayUrl?: string;
}
