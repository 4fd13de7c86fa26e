// The types of what `createAppKit` returns, apart from its implementation (public-api.ts): the
// names and shapes follow Reown AppKit's instance, so a page written for it reads the same fields.
import type { AccountState } from '../core/stores/chain-store.js';
import type { AppKitEvent } from '../core/stores/events-store.js';
import type { ThemeState } from '../core/stores/theme-store.js';
import type { ChainNamespace } from '../core/types/caip.js';
import type { ConnectorType } from '../core/types/connector.js';
import type { Network } from '../core/types/network.js';
import type { ThemeMode, ThemeVariables } from '../core/types/theme.js';
import type { LocaleApi } from './locale-api.js';
import type { AppKitAccount } from './public-account.js';

export interface PublicState {
  open: boolean;
  loading: boolean;
  initialized: boolean;
  activeChain: ChainNamespace | undefined;
  selectedNetworkId: string | undefined;
}

/** Views `open({ view })` accepts (Reown AppKit's names); Account, WalletSend, WalletReceive, Swap and RegisterAccountName are for a connected account. */
export type PublicView =
  | 'Connect'
  | 'Account'
  | 'AllWallets'
  | 'Networks'
  | 'WhatIsANetwork'
  | 'WhatIsAWallet'
  | 'WalletSend'
  | 'WalletReceive'
  | 'Swap'
  | 'RegisterAccountName';

export interface OpenOptions {
  /** The view to open on (default: Account while connected, else Connect). */
  view?: PublicView;
  /** Lists only this namespace's wallets on the Connect view. */
  namespace?: ChainNamespace;
}

/** Each connected namespace's wallet provider (EIP-1193 for `eip155`), as `subscribeProviders` gives them. */
export type WalletProviders = Partial<Record<ChainNamespace, unknown>>;

/** The connected wallet's name and icon (Reown AppKit's `walletInfo`). */
export interface WalletInfo {
  name: string;
  icon?: string;
}

/**
 * What `createAppKit` returns (DESIGN §4 "Public API"). It works at once: getters and `subscribe*`
 * read the stores; actions that need the modal's controllers load their chunk first, so they may
 * resolve a little later (or reject with AppChunkLoadError when the chunk cannot be loaded; the
 * next call tries again).
 */
export interface AppKit extends LocaleApi {
  /**
   * Opens the modal; in the same task when its chunks have loaded (see `ready`).
   * @example appKit.open({ view: 'WhatIsAWallet' })
   */
  open(options?: OpenOptions): Promise<void>;
  close(): Promise<void>;
  /** Switches with the rules of SPEC §4; throws 'Chain not configured' for a network the dapp did not request. */
  switchNetwork(network: Network): Promise<void>;
  /**
   * Drops a namespace; if it was active, the first other namespace's first network becomes active.
   * Done when this returns once the controllers have loaded; before that, it loads them first.
   */
  removeAdapter(namespace: ChainNamespace): Promise<void>;
  /** Disconnects that namespace's wallet, or every connected one without a namespace. */
  disconnect(namespace?: ChainNamespace): Promise<void>;
  getAddress(): string | undefined;
  getCaipAddress(): string | undefined;
  getCaipNetwork(): Network | undefined;
  /**
   * A namespace's account (the active one's by default) in Reown AppKit's shape.
   * @example if (appKit.getAccount('eip155').isConnected) …
   */
  getAccount(namespace?: ChainNamespace): AppKitAccount;
  /** The connected wallet's provider (the active namespace's, or that of `namespace`); undefined while disconnected. */
  getWalletProvider(namespace?: ChainNamespace): unknown;
  /** The kind of connector behind `getWalletProvider` (AppKit's `walletProviderType`). */
  getWalletProviderType(namespace?: ChainNamespace): ConnectorType | undefined;
  /** The connected wallet's name and icon; undefined while disconnected. */
  getWalletInfo(namespace?: ChainNamespace): WalletInfo | undefined;
  getState(): PublicState;
  getThemeMode(): ThemeMode;
  getThemeVariables(): ThemeVariables;
  subscribeState(callback: (state: PublicState) => void): () => void;
  /**
   * Calls back when the account changes, with AppKit's shape (`isConnected`, `address`,
   * `caipAddress`, `status`, `embeddedWalletInfo`) plus our account fields (`balance`, `profileName`, …).
   * @example appKit.subscribeAccount(({ isConnected, address }) => render(isConnected ? address : 'none'))
   */
  subscribeAccount(callback: (account: AppKitAccount) => void, namespace?: ChainNamespace): () => void;
  subscribeNetwork(callback: (network: Network | undefined) => void): () => void;
  subscribeEvents(callback: (event: AppKitEvent) => void): () => void;
  subscribeTheme(callback: (theme: ThemeState) => void): () => void;
  /** Calls back with every connected namespace's provider when one comes or goes. */
  subscribeProviders(callback: (providers: WalletProviders) => void): () => void;
  subscribeWalletInfo(callback: (walletInfo: WalletInfo | undefined) => void, namespace?: ChainNamespace): () => void;
  setThemeMode(themeMode: ThemeMode): void;
  setThemeVariables(themeVariables: ThemeVariables): void;
  /**
   * Loads the modal and its controllers now, if they have not loaded yet (they load by themselves
   * once the page is idle, or when a button is hovered or focused). Resolves when every action
   * runs without waiting.
   * @example
   * await appKit.ready();
   * appKit.open(); // the modal is open in this task
   */
  ready(): Promise<void>;
  /** Removes the modal and listeners and resets state (tests, hot reload), loaded or not. */
  destroy(): void;
}

export type { AccountState, AppKitAccount };
