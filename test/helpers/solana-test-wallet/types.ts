// Types of the Wallet Standard Solana test wallet.
import type { Wallet, WalletAccount } from '@wallet-standard/base';

/** Whether the simulated user approves or rejects every prompt. */
export type SolanaWalletMode = 'approve' | 'reject';

/** One call the wallet received, in arrival order. */
export interface SolanaRequestLogEntry {
  readonly feature: string;
  readonly silent?: boolean;
  readonly chain?: string;
}

export interface CreateSolanaTestWalletOptions {
  /** The 64-byte secret key (seed + public key), e.g. a dev keypair of the DevConfig. */
  secretKey: Uint8Array | readonly number[];
  /** The cluster's RPC; `solana:signAndSendTransaction` sends there. */
  rpcUrl: string;
  /** Its WebSocket; web3.js derives port + 1 when absent. */
  wsUrl?: string;
  /** Wallet Standard chains the wallet signs for (default `['solana:localnet']`). */
  chains?: readonly `solana:${string}`[];
  name?: string;
  storageKey?: string;
  mode?: SolanaWalletMode;
}

export interface SolanaTestWallet {
  /** The Wallet Standard wallet object the app discovers. */
  readonly wallet: Wallet;
  readonly account: WalletAccount;
  /** base58 */
  readonly address: string;
  setMode(mode: SolanaWalletMode): void;
  getMode(): SolanaWalletMode;
  /** Forgets the site ("disconnect this site" in an extension): no accounts until the next approved connect. */
  revoke(): void;
  /** Whether the site is trusted (survives a reload, like an extension's own storage). */
  isGranted(): boolean;
  /** Whether the site is connected in this page (wallet.accounts is non-empty). */
  isConnected(): boolean;
  /** Subscribes to the wallet's `change` events (the panel uses it). */
  onChange(listener: () => void): () => void;
  readonly requests: readonly SolanaRequestLogEntry[];
}

declare global {
  interface Window {
    __solanaTestWallet?: SolanaTestWallet;
    /** The Solana side of the EVM test wallet (`?testWallet=multichain`). */
    __testWalletSolana?: SolanaTestWallet;
  }
}
