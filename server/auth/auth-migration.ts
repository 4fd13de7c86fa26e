import type { Migration } from '../db/migration.js';

/**
 * The tables of the email-code login and its sessions (server/auth/). Times are integer
 * milliseconds written by the auth code from its injected clock (`now()`), not SQLite's clock,
 * so tests can move time. Nothing secret is stored in the clear: codes only as
 * HMAC-SHA256(pepper, …) and tokens only as SHA-256; the pepper lives outside the database.
 */
export const authMigration: Migration = {
  version: 4,
  name: 'auth_email_login_and_sessions',
  sql: `
    CREATE TABLE auth_users (
      id TEXT PRIMARY KEY,
      email TEXT NOT NULL UNIQUE,
      created_at INTEGER NOT NULL
    );
    CREATE TABLE auth_devices (
      user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
      device_id TEXT NOT NULL,
      public_key TEXT NOT NULL CHECK (json_valid(public_key)),
      created_at INTEGER NOT NULL,
      last_seen_at INTEGER NOT NULL,
      revoked_at INTEGER,
      PRIMARY KEY (user_id, device_id)
    );
    CREATE TABLE auth_otp_challenges (
      id TEXT PRIMARY KEY,
      purpose TEXT NOT NULL CHECK (purpose IN ('login', 'device')),
      email TEXT NOT NULL,
      project_id TEXT NOT NULL,
      device_id TEXT NOT NULL,
      device_public_key TEXT NOT NULL CHECK (json_valid(device_public_key)),
      code_mac TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      consumed_at INTEGER
    );
    CREATE INDEX auth_otp_challenges_by_email ON auth_otp_challenges (email, purpose, created_at);
    CREATE TABLE auth_rate_events (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      bucket TEXT NOT NULL,
      at INTEGER NOT NULL
    );
    CREATE INDEX auth_rate_events_by_bucket ON auth_rate_events (bucket, at);
    CREATE TABLE auth_sessions (
      id TEXT PRIMARY KEY,
      user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
      device_id TEXT NOT NULL,
      project_id TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      revoked_at INTEGER,
      revoke_reason TEXT
    );
    CREATE TABLE auth_tokens (
      token_hash TEXT PRIMARY KEY,
      session_id TEXT NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
      kind TEXT NOT NULL CHECK (kind IN ('access', 'refresh')),
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    );
    CREATE INDEX auth_tokens_by_session ON auth_tokens (session_id);`,
};
