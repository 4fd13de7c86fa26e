import type { WalletListEntry } from './wallet.js';

/**
 * A pairing URI on offer to a wallet and the wallet's answer, as the modal sees the client's
 * offer (src/connectors/walletconnect/walletconnect-types.ts `PairingOffer`, which core may not import).
 */
export interface WalletConnectOffer {
  /** `wc:{topic}@2?…`: the QR code's content and what deep links carry. */
  uri: string;
  /** Epoch ms when the URI stops being offered (SPEC §9 pairing expiry 4 min). */
  expiresAt: number;
  /**
   * Resolves with the settled session (its namespaces' CAIP-10 accounts). Rejects with an error
   * named `WalletConnectRejectedError` when the wallet declines, `WalletConnectCancelledError`
   * after `cancel()`, or the relay's error (its message says why, e.g. 'Unauthorized: invalid key').
   */
  approval: Promise<{ namespaces: Readonly<Record<string, { accounts: readonly string[] }>> }>;
  /** Stops waiting: a new URI replaces this one, or the view closed. */
  cancel(): void;
}

/** What the modal asks of the WalletConnect client (set up with the dapp's networks by the root). */
export interface WalletConnectPairing {
  /** Creates a pairing and publishes a proposal of the dapp's namespaces; resolves once the URI exists. */
  propose(): Promise<WalletConnectOffer>;
}

/**
 * What views call on WalletConnect. The pairing controller and the client are lazy chunks; the
 * root hands out this stand-in (src/client/setup-walletconnect.ts). Absent when WalletConnect is
 * not offered (no project id or relay).
 */
export interface WalletConnectAccess {
  /** Shows ConnectingWalletConnect, which offers a pairing URI: for any wallet, or for `wallet` with its links. */
  connect(parameters: { wallet?: WalletListEntry | undefined }): void;
  /** Offers a new URI after a declined or failed attempt. */
  retry(): void;
  /** Opens the chosen wallet with the URI on screen (its app or web app) and remembers it for later requests. */
  openWallet(): void;
}
