/**
 * Business constants and limits. The library's magic numbers come from here, each citing the SPEC
 * line it implements, so a change to the spec is a change to one file. The exceptions are the
 * theme's CSS values (modal width, z-index, font, radius), written in the stylesheets themselves:
 * `ui/` may not import core, and importing them would add bytes to the initial chunk.
 *
 * Plain `const` exports only (no objects that bundle unrelated values), so a chunk pays only for
 * the constants it imports.
 *
 * @example
 * import { BALANCE_RETRY_MS } from './constants.js';
 * setTimeout(retry, BALANCE_RETRY_MS);
 */

// ── Chains and connectors ───────────────────────────────────────────────────────────────────

/** Known chain namespaces (SPEC §3 "Chain namespaces", §5 "Chain namespace"). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'sui', 'stacks'] as const;
/** Order of connector groups on the Connect view (SPEC §2 "Connector type order"). */
export const CONNECTOR_TYPE_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const;
/** Account kinds (SPEC §6 "eoa, smartAccount"; SPEC §9 bitcoin "payment"). */
export const ACCOUNT_TYPES = ['eoa', 'smartAccount', 'payment'] as const;

// ── Email login and balances ────────────────────────────────────────────────────────────────

// The email code resend cooldown (SPEC §9 "Email login cooldown 30 s") is the server's and lives
// in core/protocol/otp-resend-cooldown.ts: the server answers it, the frame passes it on.
/** Wait before retrying a failed token-balance fetch (SPEC §9 "Balance retry 30 s"). */
export const BALANCE_RETRY_MS = 30_000;
/** Shown decimals of an amount (SPEC §9 "Amounts 3 decimals"; §5 "floors to 3 decimals"). */
export const BALANCE_DISPLAY_DECIMALS = 3;
/** Longest email shown before truncating (SPEC §9 "Email display truncated at 30 characters"). */
export const EMAIL_DISPLAY_MAX_CHARS = 30;
/** Dots that end a truncated email (SPEC §9 "last 3 dots"). */
export const EMAIL_TRUNCATION_DOTS = 3;
/** Activity operations shown with a leading + (SPEC §9). */
export const AMOUNT_PLUS_OPERATIONS = ['receive', 'deposit', 'borrow', 'claim'] as const;
/** Activity operations shown with a leading - (SPEC §9). */
export const AMOUNT_MINUS_OPERATIONS = ['withdraw', 'repay', 'burn'] as const;

// ── Cache lifetimes and queries ─────────────────────────────────────────────────────────────

/** Portfolio cache lifetime (SPEC §9 "portfolio 30 s"). */
export const PORTFOLIO_CACHE_MS = 30_000;
/** Native balance cache lifetime, per account and network (SPEC §9 "native balance 30 s"). */
export const NATIVE_BALANCE_CACHE_MS = 30_000;
/** Transaction history cache lifetime (SPEC §9 "history 15 s"). */
export const HISTORY_CACHE_MS = 15_000;
/** Unused query results are dropped after this (SPEC §9 "Query garbage collection 5 min"). */
export const QUERY_GC_TIME_MS = 300_000;
/** Retries of a failed query (SPEC §9 "Query retry 3"; §4 "3 retries"). */
export const QUERY_RETRY_COUNT = 3;
/**
 * Longest wait for one answer of the reference server (issue 20 part 5 "no wait without an end"):
 * a server that accepts the connection and never answers ends every loading state in its error
 * and retry after this, as a refused connection or a 500 does.
 */
export const SERVER_ANSWER_TIMEOUT_MS = 15_000;
/** First query retry delay, doubled per attempt (SPEC §4 "1 s doubled per attempt"). */
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
/** Ceiling of the query retry delay (SPEC §9 "backoff cap 30000 ms"). */
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
/** Identity answers (name, avatar) are reused this long (SPEC §9 "identity 5 min"). */
export const IDENTITY_CACHE_MS = 300_000;
/** Resolved names are reused this long (SPEC §9 "ENS 5 min"; the service's names likewise). */
export const NAME_RESOLUTION_CACHE_MS = 300_000;

// ── Wallet list ─────────────────────────────────────────────────────────────────────────────

/** Recent wallets kept (SPEC §9 "Recent wallets max 2"). */
export const RECENT_WALLETS_MAX = 2;
/** Featured wallets shown by default (SPEC §9 "Featured wallets default 4"). */
export const FEATURED_WALLETS_DEFAULT = 4;
/** Page requested for recommended wallets (SPEC §9 "Recommended: page 1"). */
export const RECOMMENDED_WALLETS_PAGE = 1;
/** Recommended wallets requested (SPEC §9 "Recommended: … 4 entries"). */
export const RECOMMENDED_WALLETS_ENTRIES = 4;
/** Wallets per paged load (SPEC §9 "Paged loads 40 entries"). */
export const WALLETS_PAGE_ENTRIES = 40;
/** Wallet images preloaded per page (SPEC §9 "images for first 20"). */
export const WALLETS_PAGE_IMAGES_PRELOAD = 20;
/** Wallets requested per search (SPEC §9 "Search 100 entries"). */
export const WALLET_SEARCH_ENTRIES = 100;
/** Typing pause before a wallet search is sent (SPEC §9 "300 ms wait"). */
export const WALLET_SEARCH_DEBOUNCE_MS = 300;

// ── Transactions and chain reads ────────────────────────────────────────────────────────────

/** Give up waiting for a receipt after this (SPEC §9 "Receipt wait timeout 180000 ms"). */
export const RECEIPT_WAIT_TIMEOUT_MS = 180_000;
/** Receipt fetch retries (SPEC §9 "6 retries"). */
export const RECEIPT_RETRY_COUNT = 6;
/** First receipt retry delay, doubled per attempt (SPEC §9 "200 ms delay doubling"). */
export const RECEIPT_RETRY_DELAY_MS = 200;
/** Lower bound of block polling (SPEC §9 "bounded 500 to 4000 ms"). */
export const BLOCK_POLLING_MIN_MS = 500;
/** Upper bound of block polling (SPEC §9 "bounded 500 to 4000 ms"). */
export const BLOCK_POLLING_MAX_MS = 4000;

// ── Embedded wallet frame ───────────────────────────────────────────────────────────────────

/** Frame load and ordinary request timeout (SPEC §9 "load timeout 20000 ms"). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000;
/** Timeout of connect email/device/otp/social/social-redirect requests (SPEC §9 "120000 ms"). */
export const FRAME_AUTH_TIMEOUT_MS = 120_000;
/**
 * Longest wait for the frame's answer to a request that waits on its server only, never on the
 * visitor (GET_USER without a sign-in message, IS_CONNECTED, RPC reads; issue 20 part 5 "no wait
 * without an end"). Ours: SPEC §9 names none. One such answer is a few server answers in a row
 * (session, wallet, smart account), so twice SERVER_ANSWER_TIMEOUT_MS.
 */
export const FRAME_READ_TIMEOUT_MS = 30_000;
/** Wait for the frame to confirm sign-out (SPEC §9 "sign-out wait 3000 ms"). */
export const FRAME_SIGN_OUT_WAIT_MS = 3000;
/**
 * A frame not ready after this long has its page's origin checked against the project's allowed
 * origins (SPEC §8 APKT005 at once instead of after the 20 s load timeout); a frame ready sooner
 * costs no request. The frame usually gets ready well within it on this machine.
 */
export const FRAME_ORIGIN_CHECK_DELAY_MS = 1500;
/** Delay after the frame reports ready (SPEC §9 "post-ready delay 500 ms"; §4 "waits 500 ms"). */
export const FRAME_POST_READY_DELAY_MS = 500;
/** Frame SDK version sent in the frame URL (SPEC §9 "Frame SDK version 4"). */
export const FRAME_SDK_VERSION = 4;
/** The AUTH connector of each namespace it serves (SPEC §3 "Connector ids: … ID_AUTH"; Solana needs its own id in the list). */
export const AUTH_CONNECTOR_IDS = { eip155: 'ID_AUTH', solana: 'ID_AUTH_SOLANA' } as const;
/** Whether `connectorId` is one of the embedded wallet's (AUTH) connectors. */
export const isAuthConnectorId = (connectorId: string | undefined): boolean =>
  connectorId === AUTH_CONNECTOR_IDS.eip155 || connectorId === AUTH_CONNECTOR_IDS.solana;
/**
 * The AUTH connectors' `name`, an identity like their ids (wagmi's connector, `getWalletInfo()`): it
 * stays English. The modal shows the table's `embeddedWalletName` instead (shown-wallet-name.ts).
 */
export const AUTH_CONNECTOR_NAME = 'Embedded wallet';
/** Namespaces the auth connector serves (SPEC §9 "Auth connector chains"). */
export const AUTH_CONNECTOR_NAMESPACES = ['eip155', 'solana'] as const;
/** EVM chain ids the embedded wallet supports (SPEC §9 "Embedded-wallet networks"). */
export const EMBEDDED_WALLET_EIP155_CHAIN_IDS = [
  1, 5, 11155111, 10, 420, 42161, 421613, 137, 80001, 42220, 1313161554, 1313161555, 56, 97, 43114, 43113, 324, 280,
  100, 8453, 84531, 84532, 7777777, 999,
] as const;
/** EVM chain ids where swaps are offered (SPEC §9 "Swap networks eip155"). */
export const SWAP_EIP155_CHAIN_IDS = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554] as const;

// ── Modal and UI ────────────────────────────────────────────────────────────────────────────

/** Give up preloading an image after this (SPEC §9 "Image preload timeout 2 s"). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000;
/** Pause between closing an open alert and showing the next one (SPEC §2 "after 150 ms"). */
export const ALERT_REOPEN_DELAY_MS = 150;

// ── Values the spec leaves open (our choices; SPEC §9 gives no number) ───────────────────────

/** Success alerts close by themselves after this (SPEC §2 "auto-close by default"; duration ours). */
export const ALERT_SUCCESS_AUTO_CLOSE_MS = 5000;
/** How long a toast stays (not in SPEC §9; AppKit's snackbar uses about 2.2 s). */
export const TOAST_DURATION_MS = 2200;
/**
 * On reload, how long to wait for a remembered wallet to announce itself (EIP-6963) before
 * forgetting the connection (not in SPEC §9; extensions' content scripts can lag the page).
 */
export const RECONNECT_DISCOVERY_TIMEOUT_MS = 2000;
/**
 * Largest frame message, estimated as JSON text (not in SPEC §9; docs/SECURITY.md §3.2 "caps on
 * size (e.g. 256 KiB per message)"). Bigger messages are refused before schema validation.
 */
export const FRAME_MESSAGE_MAX_BYTES = 262_144;
/** Deepest nesting of a frame message (not in SPEC §9; typed data and calls stay far below it). */
export const FRAME_MESSAGE_MAX_DEPTH = 32;
/**
 * Most JSON-RPC calls sent in one batch POST (not in SPEC §9, which sizes multicall batches only):
 * the reference RPC proxy refuses a larger batch (server/rpc/rpc-proxy-limits.ts, equal by test).
 */
export const RPC_BATCH_MAX_CALLS = 20;
/** Name suggestions are reused this long while the visitor types (not in SPEC §9; ours). */
export const NAME_SUGGESTIONS_CACHE_MS = 30_000;
/** Longest wait for the name service or an ENS lookup (not in SPEC §9; ours). */
export const NAMES_REQUEST_TIMEOUT_MS = 10_000;

// ── Errors and HTTP ─────────────────────────────────────────────────────────────────────────

/** Errors reported per window (SPEC §9 "at most 5 per 60 s"). */
export const ERROR_REPORT_MAX = 5;
/** Error reporting window (SPEC §9 "per 60 s"). */
export const ERROR_REPORT_WINDOW_MS = 60_000;
/** HTTP status the directory answers when an origin is not allowed (SPEC §8 "HTTP status constants"). */
export const HTTP_STATUS_FORBIDDEN = 403;
/** HTTP status for rate limiting (SPEC §8; §7 "429 gives RATE_LIMITED"). */
export const HTTP_STATUS_TOO_MANY_REQUESTS = 429;
/** HTTP status for a server error (SPEC §8; §7 "5xx SERVER_ERROR"). */
export const HTTP_STATUS_INTERNAL_SERVER_ERROR = 500;
/** SDK type sent as `st` with every server call (SPEC §3 "sdkType", §7). */
export const SDK_TYPE = 'appkit';
/** SDK version sent as `sv` with every server call (SPEC §3 "sdkVersion"); equals package.json's version (tested). */
export const SDK_VERSION = '0.1.0';

// ── Defaults ────────────────────────────────────────────────────────────────────────────────

// The defaults the first chunk reads (createAppKit, the stores) live in shell-defaults.ts: this
// module is shared by most lazy chunks, and in the first one it would bring every constant along.
export {
  DEFAULT_ACCOUNT_TYPES,
  DEFAULT_FEATURES,
  DEFAULT_SOCIALS,
  DEFAULT_THEME_MODE,
  SOLANA_DECIMALS,
} from './shell-defaults.js';
// The three clusters' references: in a module of their own for the `./networks` entry (and the
// CDN build, which holds it), which would otherwise carry every constant of this module.
export {
  SOLANA_DEVNET_REFERENCE,
  SOLANA_MAINNET_REFERENCE,
  SOLANA_TESTNET_REFERENCE,
} from './networks/solana-references.js';
