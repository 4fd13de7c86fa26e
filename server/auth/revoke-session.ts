import type Database from 'better-sqlite3';
import { authenticateAccessToken } from './authenticate-access-token.js';
import { hashOpaqueToken, isRefreshToken } from './opaque-token.js';

export interface RevokeSessionParameters {
  database: Database.Database;
  /** `Authorization` header with a live access token, or … */
  authorization?: string | undefined;
  /** … a refresh token of the session (works after the access token expired). */
  refreshToken?: unknown;
  now: number;
}

/**
 * Signs a session out: every token of its family stops working. Returns whether a live session
 * was found and revoked.
 *
 * @example
 * revokeSession({ database, authorization: c.req.header('authorization'), now }); // true
 */
export function revokeSession({ database, authorization, refreshToken, now }: RevokeSessionParameters): boolean {
  let sessionId = authenticateAccessToken({ database, header: authorization, now })?.sessionId;
  if (!sessionId && isRefreshToken(refreshToken)) {
    sessionId = database
      .prepare(`SELECT session_id FROM auth_tokens WHERE token_hash = ? AND kind = 'refresh' AND expires_at > ?`)
      .pluck()
      .get(hashOpaqueToken({ token: refreshToken }), now) as string | undefined;
  }
  if (!sessionId) return false;
  const result = database
    .prepare(
      `UPDATE auth_sessions SET revoked_at = ?, revoke_reason = 'signed_out' WHERE id = ? AND revoked_at IS NULL`,
    )
    .run(now, sessionId);
  return result.changes === 1;
}
