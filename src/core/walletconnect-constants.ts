/**
 * WalletConnect's constants (issue 15), apart from constants.ts: that file sits whole in a dapp's
 * first chunk, and these are used only by the WalletConnect chunks and the core.
 */

/** The WalletConnect connector of each namespace it serves (SPEC §3 "Connector ids: walletConnect"; Solana needs its own id). */
export const WALLETCONNECT_CONNECTOR_IDS = { eip155: 'walletConnect', solana: 'walletConnect:solana' } as const;
/** How long a pairing URI is offered before a new one replaces it (SPEC §9 "Pairing expiry 4 min"). */
export const WALLETCONNECT_PAIRING_EXPIRY_MS = 240_000;
/** A pairing counts as expired when less than this remains (SPEC §4 "Pairing is expired when under 10 s remain"). */
export const WALLETCONNECT_PAIRING_EXPIRED_MARGIN_MS = 10_000;
/**
 * Longest wait for a pairing URI: the client's chunk, the relay socket and the published proposal
 * (not in SPEC §9; the relay answers within a second when it is reachable). Then an error and a retry.
 */
export const WALLETCONNECT_PROPOSE_TIMEOUT_MS = 15_000;
