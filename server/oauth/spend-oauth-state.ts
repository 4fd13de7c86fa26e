import type { AuthContext } from '../auth/auth-context.js';
import { hashOAuthState } from './hash-oauth-state.js';
import type { SocialProvider } from './social-providers.js';

/** What a state in a callback turned out to be. */
export type SpendOAuthStateReturnType =
  /** First use of a live state: what the code exchange needs (now erased from the database). */
  | { kind: 'spent'; attemptId: string; provider: SocialProvider; nonce: string; codeVerifier: string }
  /** The attempt's 10 minutes are over; it is marked failed. */
  | { kind: 'expired'; attemptId: string }
  /** A second use (a replayed callback URL); the attempt keeps the outcome of the first. */
  | { kind: 'reused'; attemptId: string }
  | { kind: 'unknown' };

interface AttemptRow {
  id: string;
  provider: SocialProvider;
  nonce: string | null;
  code_verifier: string | null;
  expires_at: number;
  state_spent_at: number | null;
}

/**
 * Spends a callback's state, once: in one write transaction the attempt is looked up by the
 * state's hash and marked spent, and its nonce and PKCE verifier are read and erased (they serve
 * this one exchange only). A second callback with the same state, even while the first is still
 * swapping its code, finds it spent.
 *
 * @example
 * const spent = spendOAuthState({ context, state: query.get('state') });
 * if (spent.kind !== 'spent') return failedPage(spent);
 */
export function spendOAuthState({
  context,
  state,
}: {
  context: AuthContext;
  state: string;
}): SpendOAuthStateReturnType {
  const { database } = context;
  const now = context.now();
  return database
    .transaction((): SpendOAuthStateReturnType => {
      const row = database
        .prepare(
          'SELECT id, provider, nonce, code_verifier, expires_at, state_spent_at FROM auth_oauth_attempts WHERE state_hash = ?',
        )
        .get(hashOAuthState({ state })) as AttemptRow | undefined;
      if (!row) return { kind: 'unknown' };
      if (row.state_spent_at !== null) return { kind: 'reused', attemptId: row.id };
      const expired = row.expires_at <= now;
      database
        .prepare(
          `UPDATE auth_oauth_attempts SET state_spent_at = ?, nonce = NULL, code_verifier = NULL,
        status = CASE WHEN ? THEN 'failed' ELSE status END, failure = CASE WHEN ? THEN 'expired' ELSE failure END WHERE id = ?`,
        )
        .run(now, expired ? 1 : 0, expired ? 1 : 0, row.id);
      if (expired || row.nonce === null || row.code_verifier === null) return { kind: 'expired', attemptId: row.id };
      return {
        kind: 'spent',
        attemptId: row.id,
        provider: row.provider,
        nonce: row.nonce,
        codeVerifier: row.code_verifier,
      };
    })
    .immediate();
}
