/**
 * Numbers of the WalletConnect Sign v2 protocol (tags and ttls as @walletconnect/core 2.21.8 sends
 * them, so relays and wallets treat our messages like the SDK's) and the client's own bounds. The
 * business constants (pairing offer expiry, connector ids) are in core/constants.ts with the
 * rest of SPEC §9.
 */

const FIVE_MINUTES_S = 300;
const ONE_DAY_S = 86_400;
const SEVEN_DAYS_S = 7 * ONE_DAY_S;

/** The proposal's own lifetime, also the `expiryTimestamp` of the URI (wc_sessionPropose ttl). */
export const PROPOSAL_TTL_S = FIVE_MINUTES_S;
/** A settled or extended session lasts seven days (the wallet sets `expiry`; an extension restarts it). */
export const SESSION_EXTENSION_S = SEVEN_DAYS_S;
/** Bounds of a wc_sessionRequest's ttl: relays refuse shorter or longer ones. */
export const REQUEST_TTL_MIN_S = FIVE_MINUTES_S;
export const REQUEST_TTL_MAX_S = SEVEN_DAYS_S;
/** How long a signing request waits for the wallet unless the caller says otherwise (APKT004 after). */
export const DEFAULT_REQUEST_TIMEOUT_MS = FIVE_MINUTES_S * 1000;

/** Relay publish options of one message: ttl in seconds, tag for the relay's routing and push. */
export interface PublishOptions {
  ttl: number;
  tag: number;
  prompt?: boolean;
}

/** Per method: `req` for our request, `res` for our answer to the wallet's. */
export const RPC_OPTIONS = {
  wc_sessionSettle: { res: { ttl: FIVE_MINUTES_S, tag: 1103 } },
  wc_sessionUpdate: { res: { ttl: ONE_DAY_S, tag: 1105 } },
  wc_sessionExtend: { res: { ttl: ONE_DAY_S, tag: 1107 } },
  wc_sessionRequest: { req: { ttl: FIVE_MINUTES_S, tag: 1108, prompt: true } },
  wc_sessionEvent: { res: { ttl: FIVE_MINUTES_S, tag: 1111 } },
  wc_sessionDelete: { req: { ttl: ONE_DAY_S, tag: 1112 }, res: { ttl: ONE_DAY_S, tag: 1113 } },
  wc_sessionPing: { res: { ttl: ONE_DAY_S, tag: 1115 } },
  wc_pairingDelete: { res: { ttl: ONE_DAY_S, tag: 1001 } },
  wc_pairingPing: { res: { ttl: 30, tag: 1003 } },
  unregistered: { res: { ttl: ONE_DAY_S, tag: 0 } },
} as const satisfies Record<string, { req?: PublishOptions; res?: PublishOptions }>;

/** The reason a dapp gives when it ends a session (the protocol's USER_DISCONNECTED). */
export const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' } as const;

/** The relay's JWT lives one day; a new one is signed for every connection. */
export const RELAY_JWT_TTL_S = ONE_DAY_S;
/** A relay socket that has not opened by then counts as failed (and is retried with backoff). */
export const RELAY_CONNECT_TIMEOUT_MS = 10_000;
/** A relay call (subscribe, publish) that gets no answer by then fails. */
export const RELAY_REQUEST_TIMEOUT_MS = 15_000;
/** Reconnects wait 1 s, 2 s, 4 s, … up to this. */
export const RELAY_RECONNECT_MAX_DELAY_MS = 30_000;
/** The relay closes with this code when it refuses the connection (reason: why). */
export const RELAY_REFUSED_CLOSE_CODE = 3000;
/** `ua` query parameter: protocol and version first, as relays expect. */
export const RELAY_USER_AGENT = 'wc-2/js-appkit-lean';

/** Every stored key of the client starts with this (one JSON value per key). */
export const STORAGE_PREFIX = '@appkit/wc/';
