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
