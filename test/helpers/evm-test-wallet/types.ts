// Types of the EIP-6963 EVM test wallet and of the dev config the dev server writes into the page.
import type { DevAccount } from '../../../server/dev-accounts.js';
import type { DevChain, DevConfig, DevSolana } from '../../../server/dev-config.js';

/** Whether the simulated user approves or rejects every prompt. */
export type WalletMode = 'approve' | 'reject';

/** A chain the wallet can switch to; requests to it go to `rpcUrl`. */
export interface EvmTestWalletChain {
  id: number;
  rpcUrl: string;
  name?: string;
}

/** EIP-1193 request arguments. */
export interface RequestArguments {
  readonly method: string;
  readonly params?: readonly unknown[] | object;
}

/** The EIP-6963 provider info. */
export interface EIP6963ProviderInfo {
  uuid: string;
  name: string;
  icon: `data:image/${string}`;
  rdns: string;
}

/** Events the provider emits, with their payloads. */
export interface ProviderEventMap {
  accountsChanged: readonly `0x${string}`[];
  chainChanged: `0x${string}`;
  connect: { chainId: `0x${string}` };
  disconnect: Error & { code: number };
}

export type ProviderEventName = keyof ProviderEventMap;
// Payloads are typed per event on `on`; storage is untyped.
export type ProviderListener = (payload: never) => void;

/** EIP-1193 provider of the test wallet. */
export interface EvmTestWalletProvider {
  readonly isTestWallet: true;
  request(args: RequestArguments): Promise<unknown>;
  on<E extends ProviderEventName>(event: E, listener: (payload: ProviderEventMap[E]) => void): EvmTestWalletProvider;
  removeListener<E extends ProviderEventName>(
    event: E,
    listener: (payload: ProviderEventMap[E]) => void,
  ): EvmTestWalletProvider;
  isConnected(): boolean;
}

/** One request the wallet received, in arrival order. */
export interface RequestLogEntry {
  readonly method: string;
  readonly params?: unknown;
}

export interface CreateEvmTestWalletOptions {
  privateKey: `0x${string}`;
  chains: readonly EvmTestWalletChain[];
  /** Initial chain when nothing is stored yet; defaults to the first chain. */
  chainId?: number;
  name?: string;
  rdns?: string;
  storageKey?: string;
  mode?: WalletMode;
}

export interface EvmTestWallet {
  readonly provider: EvmTestWalletProvider;
  readonly info: Readonly<EIP6963ProviderInfo>;
  readonly address: `0x${string}`;
  setMode(mode: WalletMode): void;
  getMode(): WalletMode;
  /** Drops the account permission, as "disconnect this site" does in an extension. */
  revoke(): void;
  /** Locks the wallet: accounts hidden until the next eth_requestAccounts. Not persisted. */
  lock(): void;
  /** Whether the site currently holds the account permission. */
  isGranted(): boolean;
  /** The current chain id. */
  getChainId(): number;
  readonly requests: readonly RequestLogEntry[];
}

export interface InstallEvmTestWalletOptions extends CreateEvmTestWalletOptions {
  /** Also expose the provider as `window.ethereum`. */
  legacy?: boolean;
}

export interface InstalledEvmTestWallet extends EvmTestWallet {
  /** Stops announcing and restores `window.ethereum` if it was set. */
  uninstall(): void;
}

// Shape of window.__APPKIT_DEV__: the dev server writes the server's own DevConfig (re-exported as
// types only, so nothing of server/ reaches the browser bundle).
export type { DevAccount, DevChain, DevConfig, DevSolana };

declare global {
  interface Window {
    __APPKIT_DEV__?: DevConfig;
    __testWallet?: InstalledEvmTestWallet;
  }
}
