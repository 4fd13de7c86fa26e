/**
 * The contract between our WalletConnect Sign v2 client (this folder) and the modal (views,
 * connectors, client setup). Only these types cross the folder's boundary; the client itself is a
 * lazy chunk (nothing of it in the initial one).
 */

/** A dapp's or a wallet's self-description, as WalletConnect carries it. */
export interface WalletConnectMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** What the dapp asks for in one namespace (CAIP-2 chains). */
export interface ProposalNamespace {
  chains: string[];
  methods: string[];
  events: string[];
}

/** What the wallet granted in one namespace (CAIP-10 accounts). */
export interface SessionNamespace {
  chains?: string[];
  accounts: string[];
  methods: string[];
  events: string[];
}

export interface WalletConnectSession {
  topic: string;
  pairingTopic: string;
  /** Unix seconds. */
  expiry: number;
  peer: { publicKey: string; metadata: WalletConnectMetadata };
  namespaces: Record<string, SessionNamespace>;
}

/** A pairing URI on offer to a wallet, and the wallet's answer. */
export interface PairingOffer {
  /** `wc:{topic}@2?…` for the QR code and deep links. */
  uri: string;
  /** Epoch ms when this URI stops being offered (SPEC §9 pairing expiry 4 min). */
  expiresAt: number;
  /**
   * Resolves with the settled session once the wallet approves; rejects with
   * WalletConnectRejectedError when the wallet declines, WalletConnectCancelledError on cancel().
   */
  approval: Promise<WalletConnectSession>;
  /** Stops waiting (a new URI replaces this one, or the view closed). */
  cancel(): void;
}

export type WalletConnectClientEvent =
  | { type: 'session_update'; namespaces: Record<string, SessionNamespace> }
  /** A wallet event on the session, e.g. name 'accountsChanged' or 'chainChanged' for chainId 'eip155:1'. */
  | { type: 'session_event'; chainId: string; name: string; data: unknown }
  /** The session is gone: the wallet deleted it, it expired, or the dapp disconnected. */
  | { type: 'session_delete'; reason: 'wallet' | 'expired' | 'dapp' };

export interface WalletConnectClient {
  /** The settled session, if any (restored from storage when the client is created). */
  getSession(): WalletConnectSession | undefined;
  /** Creates a pairing and publishes a session proposal; resolves as soon as the URI exists. */
  propose(parameters: {
    requiredNamespaces?: Record<string, ProposalNamespace>;
    optionalNamespaces?: Record<string, ProposalNamespace>;
  }): Promise<PairingOffer>;
  /** Sends `wc_sessionRequest`; rejects with the wallet's error (code kept) or a timeout error (APKT004). */
  request<T = unknown>(parameters: {
    chainId: string;
    method: string;
    params: unknown;
    timeoutMs?: number;
  }): Promise<T>;
  /** Ends the session on both sides (`wc_sessionDelete`) and forgets it. */
  disconnect(): Promise<void>;
  subscribe(listener: (event: WalletConnectClientEvent) => void): () => void;
  /** Closes the relay socket (the session stays stored). */
  close(): void;
}

export interface CreateWalletConnectClientParameters {
  projectId: string;
  /** e.g. ws://localhost:PORT/relay (our reference server) or wss://relay.walletconnect.org. */
  relayUrl: string;
  metadata: WalletConnectMetadata;
  /** Where keys and the session are kept across reloads. Defaults to localStorage. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** The WebSocket constructor; Node tests pass the `ws` package's. Defaults to globalThis.WebSocket. */
  WebSocket?: new (url: string) => WebSocket;
  /** Clock in epoch ms (tests move it). Defaults to Date.now. */
  now?: () => number;
}
