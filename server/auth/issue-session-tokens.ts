import type Database from 'better-sqlite3';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from './auth-limits.js';
import type { SessionTokens } from '../../src/core/protocol/auth-session.js';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token.js';

export interface IssueSessionTokensParameters {
  database: Database.Database;
  sessionId: string;
  /** The session's own end (SESSION_MAX_AGE_MS after login); no token outlives it. */
  sessionExpiresAt: number;
  now: number;
}

/**
 * Adds a fresh access token and refresh token to a session; only their SHA-256 is stored. Call
 * inside the caller's transaction. The tokens go to the frame only, never to the dapp page.
 *
 * @example
 * const tokens = issueSessionTokens({ database, sessionId, sessionExpiresAt, now });
 */
export function issueSessionTokens({
  database,
  sessionId,
  sessionExpiresAt,
  now,
}: IssueSessionTokensParameters): SessionTokens {
  const insert = database.prepare(
    'INSERT INTO auth_tokens (token_hash, session_id, kind, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  );
  const accessToken = createOpaqueToken({ kind: 'access' });
  const refreshToken = createOpaqueToken({ kind: 'refresh' });
  const accessExpiresAt = Math.min(now + ACCESS_TOKEN_TTL_MS, sessionExpiresAt);
  const refreshExpiresAt = Math.min(now + REFRESH_TOKEN_TTL_MS, sessionExpiresAt);
  insert.run(hashOpaqueToken({ token: accessToken }), sessionId, 'access', now, accessExpiresAt);
  insert.run(hashOpaqueToken({ token: refreshToken }), sessionId, 'refresh', now, refreshExpiresAt);
  return {
    accessToken,
    accessTokenExpiresAt: new Date(accessExpiresAt).toISOString(),
    refreshToken,
    refreshTokenExpiresAt: new Date(refreshExpiresAt).toISOString(),
  };
}
