import type { Migration } from '../db/migration.js';

/**
 * Social login (server/oauth/). `auth_users.email` becomes nullable: a user made by a social
 * login has no email of its own (the provider's email, maybe unverified or absent, stays on the
 * identity), so the email-code login never finds a social user by email, and a social login
 * never finds an email user (no linking either way: docs/SECURITY.md T16, "nOAuth").
 *
 * SQLite cannot drop a NOT NULL in place, so `auth_users` is rebuilt (SQLite's documented
 * procedure: new table, copy, drop, rename). That needs foreign keys off, or dropping the old
 * table would cascade into `auth_devices`, `auth_sessions` and every other table referencing it;
 * run-migrations.ts turns them off for this migration and runs `foreign_key_check` before commit.
 *
 * Attempts keep the state only as SHA-256 and the frame's attempt secret only as SHA-256; the
 * nonce and PKCE verifier are needed for the code exchange and cleared once the state is spent.
 */
export const oauthMigration: Migration = {
  version: 7,
  name: 'oauth_social_login',
  disableForeignKeys: true,
  sql: `
    CREATE TABLE auth_users_v7 (
      id TEXT PRIMARY KEY,
      email TEXT UNIQUE,
      created_at INTEGER NOT NULL
    );
    INSERT INTO auth_users_v7 (id, email, created_at) SELECT id, email, created_at FROM auth_users;
    DROP TABLE auth_users;
    ALTER TABLE auth_users_v7 RENAME TO auth_users;
    CREATE TABLE auth_identities (
      provider TEXT NOT NULL,
      subject TEXT NOT NULL,
      user_id TEXT NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
      email TEXT,
      email_verified INTEGER NOT NULL DEFAULT 0 CHECK (email_verified IN (0, 1)),
      user_name TEXT,
      created_at INTEGER NOT NULL,
      last_login_at INTEGER NOT NULL,
      PRIMARY KEY (provider, subject)
    );
    CREATE INDEX auth_identities_by_user ON auth_identities (user_id);
    CREATE TABLE auth_oauth_attempts (
      id TEXT PRIMARY KEY,
      provider TEXT NOT NULL,
      project_id TEXT NOT NULL,
      device_id TEXT NOT NULL,
      device_public_key TEXT NOT NULL CHECK (json_valid(device_public_key)),
      secret_hash TEXT NOT NULL,
      state_hash TEXT NOT NULL UNIQUE,
      nonce TEXT,
      code_verifier TEXT,
      status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'done', 'failed')),
      failure TEXT,
      subject TEXT,
      user_id TEXT REFERENCES auth_users (id) ON DELETE CASCADE,
      is_new_user INTEGER CHECK (is_new_user IN (0, 1)),
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      state_spent_at INTEGER,
      completed_at INTEGER
    );
    CREATE INDEX auth_oauth_attempts_by_expiry ON auth_oauth_attempts (expires_at);`,
};
