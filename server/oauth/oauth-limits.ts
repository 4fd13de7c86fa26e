// The numbers of the social login (docs/SECURITY.md §5).

/** A social login attempt (its state, nonce and PKCE verifier) is good for 10 minutes, like an email code. */
export const OAUTH_ATTEMPT_TTL_MS = 10 * 60_000;
/**
 * Social logins started per client IP per hour. Each start stores an attempt row and calls no
 * one, so the cap only keeps the table small; a person needs a handful.
 */
export const OAUTH_STARTS_PER_IP_PER_HOUR = 60;
/** Expired attempts are kept this long (a late popup can still say which attempt failed), then deleted. */
export const OAUTH_ATTEMPT_RETENTION_MS = 60 * 60_000;
/** What the server asks every provider for: the subject, the email, a display name. */
export const OAUTH_SCOPES = 'openid email profile';
