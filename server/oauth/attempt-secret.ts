import { createHash, timingSafeEqual } from 'node:crypto';
import { ATTEMPT_SECRET_HASH_PATTERN, ATTEMPT_SECRET_PATTERN } from '../../src/core/protocol/auth-oauth.js';

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
export function attemptSecretMatches({
  storedHash,
  secret,
}: {
  storedHash: string | undefined;
  secret: string;
}): boolean {
  const candidate = digest(secret);
  const stored =
    storedHash && ATTEMPT_SECRET_HASH_PATTERN.test(storedHash)
      ? Buffer.from(storedHash, 'base64url')
      : Buffer.alloc(candidate.length);
  const equal = timingSafeEqual(
    stored.length === candidate.length ? stored : Buffer.alloc(candidate.length),
    candidate,
  );
  return equal && storedHash !== undefined && ATTEMPT_SECRET_PATTERN.test(secret);
}
