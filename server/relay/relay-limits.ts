// The numbers of the WalletConnect relay (server/relay/README.md), in one place. Each one caps what
// a single connection or topic can cost the server; the SDK's own traffic stays far below them
// (connect, sign and disconnect send about ten requests with messages of a few KiB; its ttls run
// from 30 s, a pairing ping, to a day).

/** What attachRelay enforces; tests pass smaller numbers. */
export interface RelayLimits {
  /** Characters of one published message (base64 ciphertext). */
  messageMaxChars: number;
  /** Characters of an optional attestation passed through with a message. */
  attestationMaxChars: number;
  /** Shortest and longest ttl of a published message, in seconds. */
  ttlMinSeconds: number;
  ttlMaxSeconds: number;
  /** Topics one connection may hold at once. */
  subscriptionsPerConnection: number;
  /** Topics one batch request may name. */
  topicsPerBatch: number;
  /** Requests one connection may send per minute (a token bucket: bursts up to this, refilled evenly). */
  requestsPerMinute: number;
  /** Unexpired messages one topic may hold; a publish beyond it is refused. */
  pendingMessagesPerTopic: number;
  /** Messages one irn_batchFetchMessages answer carries; `hasMore` tells the client to ask again. */
  messagesPerFetch: number;
  /** Pushes one connection may leave unacknowledged; past it, the rest waits for its next subscribe. */
  pushesInFlightPerConnection: number;
  /**
   * Characters of messages (and attestations) one connection may publish per minute (a token
   * bucket like requestsPerMinute). At least 2 × messageMaxChars: wc_approveSession carries two.
   */
  publishedCharsPerMinute: number;
  /** Characters of unexpired messages one topic may hold; a publish beyond it is refused. */
  pendingCharsPerTopic: number;
  /** Relay sockets one client address (pick-client-ip.ts: IPv4, or an IPv6 /64) may hold open. */
  connectionsPerIp: number;
}

export const DEFAULT_RELAY_LIMITS: Readonly<RelayLimits> = {
  messageMaxChars: 256 * 1024,
  attestationMaxChars: 4 * 1024,
  ttlMinSeconds: 30,
  ttlMaxSeconds: 30 * 24 * 60 * 60,
  subscriptionsPerConnection: 1000,
  // The SDK re-subscribes in batches of 500 after a reconnect.
  topicsPerBatch: 500,
  requestsPerMinute: 600,
  pendingMessagesPerTopic: 500,
  messagesPerFetch: 100,
  pushesInFlightPerConnection: 1000,
  // 16 messages of the largest size a minute. Without it one connection could write ~150 MiB a
  // minute into SQLite (600 requests × 256 KiB); a session costs the SDK a few KiB.
  publishedCharsPerMinute: 4 * 1024 * 1024,
  // A topic is one pairing or session between two peers: 32 messages of the largest size, where
  // 500 of them (125 MiB) fit before.
  pendingCharsPerTopic: 8 * 1024 * 1024,
  // Each dapp or wallet tab holds one socket; 50 leaves room for a household or an office behind
  // one NAT, and bounds what one address costs at 50 × the per-connection caps.
  connectionsPerIp: 50,
};

/** WebSocket ping frames go out this often; a socket that has not answered the previous one is dropped. The Node SDK gives up on a relay after 35 s without a ping. */
export const RELAY_PING_INTERVAL_MS = 30_000;
/** Expired messages (and their delivery records) are deleted this often. */
export const RELAY_PURGE_INTERVAL_MS = 60_000;
/** A JWT whose `iat` is up to this far in the future is accepted (clock skew between devices). */
export const RELAY_JWT_CLOCK_SKEW_SECONDS = 5 * 60;
/** The path of the relay on the reference server (ws://host:port/relay). */
export const RELAY_PATH = '/relay';
/** Close code of a refused connection; the reasons are in authorize-relay-connection.ts. */
export const RELAY_REFUSAL_CLOSE_CODE = 3000;
/**
 * The close of a socket over connectionsPerIp: 1013 "Try Again Later" (RFC 6455 registry), not
 * 3000, because the refusal is temporary. Our client (relay-socket.ts) gives up for good on 3000
 * and reconnects with backoff on anything else; the WalletConnect SDK reconnects on any close.
 */
export const RELAY_TOO_MANY_CONNECTIONS = {
  code: 1013,
  reason: 'Try again later: too many connections from this address',
} as const;
