import type { Migration } from '../db/migration.js';

/**
 * The sign-in-with-wallet tables (server/siwx/). Times are integer milliseconds from the routes'
 * injected clock, like the auth tables. A used nonce stays recorded until its token would have
 * expired, so it cannot be replayed; a session token is stored only as its SHA-256.
 */
export const siwxMigration: Migration = {
  version: 11,
  name: 'siwx_nonces_and_sessions',
  sql: `
    CREATE TABLE siwx_used_nonces (
      nonce TEXT PRIMARY KEY,
      project_id TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX siwx_used_nonces_by_expiry ON siwx_used_nonces (expires_at);
    CREATE TABLE siwx_sessions (
      token_hash TEXT PRIMARY KEY,
      project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
      chain_id TEXT NOT NULL,
      address TEXT NOT NULL,
      message TEXT NOT NULL,
      signature TEXT NOT NULL,
      data TEXT NOT NULL CHECK (json_valid(data)),
      wallet_name TEXT,
      issued_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER
    );
    CREATE INDEX siwx_sessions_by_account ON siwx_sessions (project_id, chain_id, address);`,
};

/**
 * Email capture (issue 16 part 4) and bounded tables, added on top of {@link siwxMigration} so
 * existing databases keep their sessions: the session's verified email (NULL for sign-ins without
 * one), the email-code challenges (only the code's HMAC, keyed outside the database), and expiry
 * indexes for the cleanup (siwx-cleanup.ts).
 */
export const siwxEmailMigration: Migration = {
  version: 12,
  name: 'siwx_email_capture',
  sql: `
    ALTER TABLE siwx_sessions ADD COLUMN email TEXT;
    CREATE INDEX siwx_sessions_by_expiry ON siwx_sessions (expires_at);
    CREATE TABLE siwx_email_challenges (
      id TEXT PRIMARY KEY,
      project_id TEXT NOT NULL REFERENCES projects (project_id) ON DELETE CASCADE,
      email TEXT NOT NULL,
      account TEXT NOT NULL,
      code_mac TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      consumed_at INTEGER
    );
    CREATE INDEX siwx_email_challenges_by_email ON siwx_email_challenges (email, created_at);
    CREATE INDEX siwx_email_challenges_by_expiry ON siwx_email_challenges (expires_at);`,
};
