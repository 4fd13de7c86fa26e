import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { SESSION_MAX_AGE_MS } from './auth-limits.js';
import type { SessionTokens } from '../../src/core/protocol/auth-session.js';
import { issueSessionTokens } from './issue-session-tokens.js';

export interface CreateSessionParameters {
  database: Database.Database;
  userId: string;
  deviceId: string;
  projectId: string;
  now: number;
}

/**
 * Opens a session (one refresh-token family) for a user on a device after a successful code
 * and returns its first tokens.
 *
 * @example
 * const session = createSession({ database, userId: user.id, deviceId, projectId, now });
 */
export function createSession({ database, userId, deviceId, projectId, now }: CreateSessionParameters): SessionTokens {
  const sessionId = randomUUID();
  const sessionExpiresAt = now + SESSION_MAX_AGE_MS;
  return database.transaction(() => {
    database
      .prepare(
        'INSERT INTO auth_sessions (id, user_id, device_id, project_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(sessionId, userId, deviceId, projectId, now, sessionExpiresAt);
    return issueSessionTokens({ database, sessionId, sessionExpiresAt, now });
  })();
}
