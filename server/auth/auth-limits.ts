// The numbers of the email-code login and its sessions (docs/SECURITY.md §4). The one number the
// client also knows, the resend cooldown, is the wire contract's (src/core/protocol/otp-resend-cooldown.ts):
// the server answers it as `resendAfterSeconds` and the modal counts down with it.
import { OTP_RESEND_COOLDOWN_MS } from '../../src/core/protocol/otp-resend-cooldown.js';

/** A code is valid for 10 minutes. */
export const OTP_CODE_TTL_MS = 10 * 60_000;
/** Wrong tries per code; the next try fails even with the right code, a new code must be sent. */
export const OTP_MAX_ATTEMPTS = 5;
/** Wait between two codes for one email (SPEC §9 "Email login cooldown 30 s"), defined in the protocol. */
export { OTP_RESEND_COOLDOWN_MS };

/** The window of the hourly caps below. */
export const RATE_WINDOW_MS = 60 * 60_000;
/**
 * Codes sent per email address per hour: with 5 tries each, at most 25 guesses an hour on one
 * address (≈ 2.5·10⁻⁵ chance) and at most 5 mails for a mail-bomber.
 */
export const EMAIL_STARTS_PER_HOUR = 5;
/**
 * Code mails per email address per day, whatever the code is for (login, device, email change,
 * social device): a long-run ceiling beside the hourly cap (docs/SECURITY.md §4, review F11): at
 * most 100 guesses a day at one address, and at most 20 mails a day for a mail-bomber.
 */
export const EMAIL_CODES_PER_DAY = 20;
/** The window of {@link EMAIL_CODES_PER_DAY}. */
export const DAY_WINDOW_MS = 24 * 60 * 60_000;
/**
 * Code requests per client IP per hour, over all addresses (stops spraying many inboxes). Soft:
 * past it a request needs a proof of work (server/proof-of-work/), since behind a proxy or a
 * carrier NAT many people share one address.
 */
export const IP_STARTS_PER_HOUR = 20;
/** Code checks (email and device codes) per client IP per hour. Soft, like {@link IP_STARTS_PER_HOUR}. */
export const IP_VERIFIES_PER_HOUR = 100;

/** Lifetime of an access token (sent as `Authorization: Bearer`). */
export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
/** Lifetime of a refresh token; each refresh hands out a new one (rotation). */
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60_000;
/** However often it is refreshed, a session ends this long after the login that opened it. */
export const SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60_000;

/** A device proof's time may be this far from the server clock, either way (clock skew, latency). */
export const DEVICE_PROOF_MAX_SKEW_MS = 60_000;
/**
 * How long a device proof's `j` is remembered. A proof is accepted only within
 * {@link DEVICE_PROOF_MAX_SKEW_MS} of its time, so it is refused as stale before it is forgotten.
 */
export const DEVICE_PROOF_REPLAY_TTL_MS = 120_000;
/**
 * Recoveries per user per hour. Each hands out the recovery auth share (and, in escrow mode, the
 * recovery key); a real user needs one per new device or site.
 */
export const RECOVERIES_PER_HOUR = 10;
/**
 * How long a device that only a social provider approved waits for its recovery material when the
 * account offers no second factor (no email, no user-held recovery key): time for the user's other
 * devices to see it and answer 'This wasn't me' (issue "Hardening" part 1).
 */
export const PENDING_DEVICE_WAIT_MS = 72 * 60 * 60_000;
/** Proofs of the recovery key per user per hour: each is one online guess at a passphrase. */
export const RECOVERY_KEY_PROOFS_PER_HOUR = 10;
/** Security notices (new device, recovery, email change) per address per hour; past it they are dropped. */
export const NOTICES_PER_ADDRESS_PER_HOUR = 10;
