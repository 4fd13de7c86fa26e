import { createHash, timingSafeEqual } from 'node:crypto';

/** 32 random bytes in base64url (43 characters): what the frame keeps and sends to `oauth/complete`. */
export const ATTEMPT_SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** base64url(SHA-256(UTF-8 of the secret's text)): what the frame sends to `oauth/start` and the database keeps. */
export const ATTEMPT_SECRET_HASH_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const digest = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/**
 * Constant-time check of an attempt secret against the stored hash: SHA-256 over the UTF-8
 * bytes of the secret's base64url text (as the device proof hashes the access token), the frame's
 * `crypto.subtle.digest('SHA-256', new TextEncoder().encode(attemptSecret))`. Compares even when
 * nothing is stored (then against zeros, and answers false), so every path costs the same.
 *
 * @example
 * if (!attemptSecretMatches({ storedHash: row?.secret_hash, secret })) throw invalidAttempt();
 */
export function attemptSecretMatches({ storedHash, secret }: { storedHash: string | undefined; secret: string }): boolean {
  const candidate = digest(secret);
  const stored = storedHash && ATTEMPT_SECRET_HASH_PATTERN.test(storedHash) ? Buffer.from(storedHash, 'base64url') : Buffer.alloc(candidate.length);
  const equal = timingSafeEqual(stored.length === candidate.length ? stored : Buffer.alloc(candidate.length), candidate);
  return equal && storedHash !== undefined && ATTEMPT_SECRET_PATTERN.test(secret);
}
