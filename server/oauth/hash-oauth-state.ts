import { createHash } from 'node:crypto';

/**
 * The state's lookup key: the state travels in URLs (and may land in a provider's or a proxy's
 * logs), so the database keeps only its SHA-256 (hex). 256 random bits need no slow hash.
 *
 * @example
 * database.prepare('SELECT id FROM auth_oauth_attempts WHERE state_hash = ?').get(hashOAuthState({ state }));
 */
export function hashOAuthState({ state }: { state: string }): string {
  return createHash('sha256').update(state).digest('hex');
}
