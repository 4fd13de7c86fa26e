import type Database from 'better-sqlite3';
import { AuthError, AuthErrorCode } from './auth-error.js';
import type { SessionTokens } from '../../src/core/protocol/auth-session.js';
import { issueSessionTokens } from './issue-session-tokens.js';
import { hashOpaqueToken, isRefreshToken } from './opaque-token.js';

interface RefreshRow {
  session_id: string;
  expires_at: number;
  used_at: number | null;
  session_expires_at: number;
  revoked_at: number | null;
}

type Outcome = { kind: 'rotated'; tokens: SessionTokens } | { kind: 'reused' } | { kind: 'invalid' };

/**
 * Rotates a refresh token: the old one is marked used, the session's older access tokens stop
 * working, and a new pair is returned. Presenting a used refresh token again means two parties
 * hold it (one of them a thief), so the whole session, every token of its family, is revoked
 * and 401 REFRESH_TOKEN_REUSED is thrown. Unknown, expired or revoked → 401 INVALID_REFRESH_TOKEN.
 * Runs in one IMMEDIATE transaction, so two parallel refreshes cannot both rotate.
 *
 * @example
 * const tokens = refreshSession({ database, refreshToken: body.refreshToken, now: Date.now() });
 */
export function refreshSession({
  database,
  refreshToken,
  now,
}: {
  database: Database.Database;
  refreshToken: unknown;
  now: number;
}): SessionTokens {
  const outcome = database
    .transaction((): Outcome => {
      if (!isRefreshToken(refreshToken)) return { kind: 'invalid' };
      const tokenHash = hashOpaqueToken({ token: refreshToken });
      const row = database
        .prepare(
          `SELECT t.session_id, t.expires_at, t.used_at, s.expires_at AS session_expires_at, s.revoked_at
        FROM auth_tokens t JOIN auth_sessions s ON s.id = t.session_id WHERE t.token_hash = ? AND t.kind = 'refresh'`,
        )
        .get(tokenHash) as RefreshRow | undefined;
      if (!row || row.revoked_at !== null || row.expires_at <= now || row.session_expires_at <= now)
        return { kind: 'invalid' };
      if (row.used_at !== null) {
        database
          .prepare(`UPDATE auth_sessions SET revoked_at = ?, revoke_reason = 'refresh_token_reused' WHERE id = ?`)
          .run(now, row.session_id);
        return { kind: 'reused' };
      }
      database.prepare('UPDATE auth_tokens SET used_at = ? WHERE token_hash = ?').run(now, tokenHash);
      database
        .prepare(`UPDATE auth_tokens SET expires_at = ? WHERE session_id = ? AND kind = 'access' AND expires_at > ?`)
        .run(now, row.session_id, now);
      // Tokens past their end serve nothing; a used refresh token stays until then for reuse detection.
      database.prepare('DELETE FROM auth_tokens WHERE session_id = ? AND expires_at < ?').run(row.session_id, now);
      return {
        kind: 'rotated',
        tokens: issueSessionTokens({
          database,
          sessionId: row.session_id,
          sessionExpiresAt: row.session_expires_at,
          now,
        }),
      };
    })
    .immediate();

  if (outcome.kind === 'rotated') return outcome.tokens;
  if (outcome.kind === 'reused') {
    throw new AuthError({ status: 401, code: AuthErrorCode.refreshTokenReused, message: 'Session Expired' });
  }
  throw new AuthError({ status: 401, code: AuthErrorCode.invalidRefreshToken, message: 'Session Expired' });
}
