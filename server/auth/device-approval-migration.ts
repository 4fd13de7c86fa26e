import type { Migration } from '../db/migration.js';

/**
 * Devices a social provider alone approved, user-held recovery keys, and social sign-in bound to
 * its browser (issue "Hardening", docs/SECURITY.md §8 F1, F6, T24):
 * - `auth_devices.approval`: 'verified' (a new user's first device, a mailed code, the user's
 *   recovery key, or the 72-hour wait over) or 'pending' (a social sign-in on a new device of a
 *   known user: a session, but no recovery material until a second factor holds). `name` and
 *   `site` describe the device in the device list; `recovery_requested_at` starts the wait of a
 *   pending device that has no second factor to offer.
 * - `auth_otp_challenges`: a fifth purpose, 'social-device', the code that verifies a pending
 *   device; bound to its user like the email-change codes (rebuilt: SQLite cannot alter a CHECK).
 * - `auth_wallets.recovery_params` (JSON: the passphrase's KDF parameters, or the passkey's
 *   credential id and PRF salt; public) and `recovery_verifier` (SHA-256 of a value derived from
 *   the recovery key, so a device can prove it holds the key without the server learning it).
 * - `auth_oauth_attempts.callback_token_hash`: the one-time token only the popup the frame's page
 *   opened can hand back (stored as SHA-256); `claims`: the provider's claims, kept until the
 *   attempt is completed, so a callback opened anywhere else creates or changes nothing.
 */
export const deviceApprovalMigration: Migration = {
  version: 9,
  name: 'auth_device_approval_and_recovery_keys',
  sql: `
    ALTER TABLE auth_devices ADD COLUMN approval TEXT NOT NULL DEFAULT 'verified' CHECK (approval IN ('verified', 'pending'));
    ALTER TABLE auth_devices ADD COLUMN name TEXT;
    ALTER TABLE auth_devices ADD COLUMN site TEXT;
    ALTER TABLE auth_devices ADD COLUMN recovery_requested_at INTEGER;
    CREATE TABLE auth_otp_challenges_v9 (
      id TEXT PRIMARY KEY,
      purpose TEXT NOT NULL CHECK (purpose IN ('login', 'device', 'change-primary', 'change-secondary', 'social-device')),
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
      CHECK ((purpose IN ('change-primary', 'change-secondary', 'social-device')) = (user_id IS NOT NULL)),
      CHECK ((purpose IN ('change-primary', 'change-secondary')) = (new_email IS NOT NULL))
    );
    INSERT INTO auth_otp_challenges_v9 SELECT * FROM auth_otp_challenges;
    DROP TABLE auth_otp_challenges;
    ALTER TABLE auth_otp_challenges_v9 RENAME TO auth_otp_challenges;
    CREATE INDEX auth_otp_challenges_by_email ON auth_otp_challenges (email, purpose, created_at);
    CREATE INDEX auth_otp_challenges_by_user ON auth_otp_challenges (user_id, created_at) WHERE user_id IS NOT NULL;
    ALTER TABLE auth_wallets ADD COLUMN recovery_params TEXT CHECK (recovery_params IS NULL OR json_valid(recovery_params));
    ALTER TABLE auth_wallets ADD COLUMN recovery_verifier TEXT;
    ALTER TABLE auth_oauth_attempts ADD COLUMN callback_token_hash TEXT;
    ALTER TABLE auth_oauth_attempts ADD COLUMN claims TEXT CHECK (claims IS NULL OR json_valid(claims));`,
};
