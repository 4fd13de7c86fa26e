import type Database from 'better-sqlite3';
import { hashOpaqueToken, isAccessToken } from './opaque-token.js';

/** Who an access token speaks for. */
export interface AuthenticatedSession {
  sessionId: string;
  userId: string;
  /** The user's email; for a social-only user the email its provider last gave, or null (none given). */
  email: string | null;
  userCreatedAt: string;
  deviceId: string;
  projectId: string;
  /** ISO end of the access token. */
  expiresAt: string;
}

interface AccessRow {
  session_id: string;
  expires_at: number;
  user_id: string;
  email: string | null;
  user_created_at: number;
  device_id: string;
  project_id: string;
}

/**
 * The session behind a Bearer access token, or undefined when the token is malformed, unknown,
 * expired, replaced by a refresh, or its session was revoked or reached its maximum age.
 *
 * @example
 * const session = authenticateAccessToken({ database, header: c.req.header('authorization'), now });
 * if (!session) return unauthorized();
 */
export function authenticateAccessToken({
  database,
  header,
  now,
}: {
  database: Database.Database;
  header: string | undefined;
  now: number;
}): AuthenticatedSession | undefined {
  const token = /^Bearer (\S+)$/.exec(header ?? '')?.[1];
  if (!isAccessToken(token)) return undefined;
  const row = database
    // A social-only user has no email of its own (server/oauth/oauth-migration.ts): show the one
    // its provider gave, from its first identity.
    .prepare(
      `SELECT t.session_id, t.expires_at, s.user_id, u.created_at AS user_created_at, s.device_id, s.project_id,
        COALESCE(u.email, (SELECT i.email FROM auth_identities i WHERE i.user_id = u.id ORDER BY i.created_at LIMIT 1)) AS email
      FROM auth_tokens t JOIN auth_sessions s ON s.id = t.session_id JOIN auth_users u ON u.id = s.user_id
      WHERE t.token_hash = ? AND t.kind = 'access' AND t.expires_at > ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
    )
    .get(hashOpaqueToken({ token }), now, now) as AccessRow | undefined;
  if (!row) return undefined;
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    email: row.email,
    userCreatedAt: new Date(row.user_created_at).toISOString(),
    deviceId: row.device_id,
    projectId: row.project_id,
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}
