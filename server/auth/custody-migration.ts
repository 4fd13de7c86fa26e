import type { Migration } from '../db/migration.js';

/**
 * The tables of key custody (server/auth/README.md "Wallet and shares"; docs/SECURITY.md §2).
 * Times are integer ms from the auth code's injected clock. No share or key is stored in the
 * clear: auth shares are sealed under the share KEK and the escrowed recovery key under the
 * recovery KEK (sealed-secret.ts, `v1.<iv>.<ciphertext>`), both kept outside the database. The
 * recovery share is stored as the frame sent it: it is encrypted by the recovery key, which the
 * server only holds (sealed) in `server-escrow` mode.
 * - `auth_wallets`: one wallet per user, enforced by the primary key (two parallel creates cannot
 *   both succeed; T23).
 * - `auth_device_shares`: a device's auth share; it goes with its device row (revoking a device
 *   deletes it, auth-devices.ts) and with the wallet.
 * - `auth_device_proofs`: the `j` of accepted device proofs, kept until a replay would be stale anyway.
 */
export const custodyMigration: Migration = {
  version: 6,
  name: 'auth_wallet_custody',
  sql: `
    CREATE TABLE auth_wallets (
      user_id TEXT PRIMARY KEY REFERENCES auth_users (id) ON DELETE CASCADE,
      evm_address TEXT NOT NULL,
      solana_address TEXT NOT NULL,
      recovery_auth_share TEXT NOT NULL,
      recovery_share_iv TEXT NOT NULL,
      recovery_share_ciphertext TEXT NOT NULL,
      recovery_method TEXT NOT NULL CHECK (recovery_method IN ('server-escrow', 'passkey-prf', 'passphrase')),
      escrowed_recovery_key TEXT,
      created_at INTEGER NOT NULL,
      CHECK ((recovery_method = 'server-escrow') = (escrowed_recovery_key IS NOT NULL))
    );
    CREATE TABLE auth_device_shares (
      user_id TEXT NOT NULL REFERENCES auth_wallets (user_id) ON DELETE CASCADE,
      device_id TEXT NOT NULL,
      auth_share TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (user_id, device_id),
      FOREIGN KEY (user_id, device_id) REFERENCES auth_devices (user_id, device_id) ON DELETE CASCADE
    );
    CREATE TABLE auth_device_proofs (
      jti TEXT PRIMARY KEY,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX auth_device_proofs_by_expiry ON auth_device_proofs (expires_at);`,
};
