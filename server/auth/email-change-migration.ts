import type { Migration } from '../db/migration.js';

/**
 * Codes of the email change (server/auth/start-email-change.ts): two new purposes, and each such
 * code bound to the user who asked (`user_id`) and to the address the change goes to
 * (`new_email`). A login or device code has neither; a change code must have both (CHECK).
 *
 * SQLite cannot alter a CHECK in place, so `auth_otp_challenges` is rebuilt (new table, copy,
 * drop, rename). No table references it, so foreign keys can stay on: the copy only checks the
 * new `user_id` reference, NULL on every copied row.
 */
export const emailChangeMigration: Migration = {
  version: 8,
  name: 'auth_email_change_codes',
  sql: `
    CREATE TABLE auth_otp_challenges_v8 (
      id TEXT PRIMARY KEY,
      purpose TEXT NOT NULL CHECK (purpose IN ('login', 'device', 'change-primary', 'change-secondary')),
      email TEXT NOT NULL,
      project_id TEXT NOT NULL,
      device_id TEXT NOT NULL,
      device_public_key TEXT NOT NULL CHECK (json_valid(device_public_key)),
      code_mac TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      consumed_at INTEGER,
      user_id TEXT REFERENCES auth_users (id) ON DELETE CASCADE,
      new_email TEXT,
      CHECK ((purpose IN ('change-primary', 'change-secondary')) = (user_id IS NOT NULL)),
      CHECK ((purpose IN ('change-primary', 'change-secondary')) = (new_email IS NOT NULL))
    );
    INSERT INTO auth_otp_challenges_v8 (id, purpose, email, project_id, device_id, device_public_key, code_mac, attempts, created_at, expires_at, consumed_at)
      SELECT id, purpose, email, project_id, device_id, device_public_key, code_mac, attempts, created_at, expires_at, consumed_at FROM auth_otp_challenges;
    DROP TABLE auth_otp_challenges;
    ALTER TABLE auth_otp_challenges_v8 RENAME TO auth_otp_challenges;
    CREATE INDEX auth_otp_challenges_by_email ON auth_otp_challenges (email, purpose, created_at);
    CREATE INDEX auth_otp_challenges_by_user ON auth_otp_challenges (user_id, created_at) WHERE user_id IS NOT NULL;`,
};
