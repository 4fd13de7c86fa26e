import type Database from 'better-sqlite3';

export interface IsKnownDeviceParameters {
  database: Database.Database;
  userId: string;
  deviceId: string;
  /** Canonical JWK JSON (device-key.ts); a known id with another key is not the same device. */
  publicKey: string;
}

/**
 * Whether the user approved this device (same id and key) and has not revoked it.
 *
 * @example
 * if (!isKnownDevice({ database, userId, deviceId, publicKey })) askForDeviceCode();
 */
export function isKnownDevice({ database, userId, deviceId, publicKey }: IsKnownDeviceParameters): boolean {
  const row = database
    .prepare('SELECT 1 FROM auth_devices WHERE user_id = ? AND device_id = ? AND public_key = ? AND revoked_at IS NULL')
    .get(userId, deviceId, publicKey);
  return row !== undefined;
}

/**
 * Records an approved device (the first device of a new user, or one approved by a device
 * code). The approval wins over an older record of the same id: its key is replaced and a
 * revocation lifted, since the mailbox owner just approved it.
 *
 * @example
 * saveDevice({ database, userId, deviceId, publicKey, now });
 */
export function saveDevice({ database, userId, deviceId, publicKey, now }: IsKnownDeviceParameters & { now: number }): void {
  database
    .prepare(`INSERT INTO auth_devices (user_id, device_id, public_key, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT (user_id, device_id) DO UPDATE SET public_key = excluded.public_key, last_seen_at = excluded.last_seen_at, revoked_at = NULL`)
    .run(userId, deviceId, publicKey, now, now);
}

/**
 * Notes that a known device signed in again.
 *
 * @example
 * touchDevice({ database, userId, deviceId, now });
 */
export function touchDevice({ database, userId, deviceId, now }: { database: Database.Database; userId: string; deviceId: string; now: number }): void {
  database.prepare('UPDATE auth_devices SET last_seen_at = ? WHERE user_id = ? AND device_id = ?').run(now, userId, deviceId);
}

/**
 * Revokes a device (a lost phone, signed out from another session): it can no longer sign device
 * proofs, its sessions end, and its auth share is deleted, so the device share left in its storage
 * is useless (notes/security.md §2.3). Returns whether a live device was revoked. A later approval
 * by a mailed device code (saveDevice) lifts the revocation but brings no share back: the device
 * runs recovery.
 *
 * @example
 * revokeDevice({ database, userId, deviceId: lostPhoneId, now });
 */
export function revokeDevice({ database, userId, deviceId, now }: { database: Database.Database; userId: string; deviceId: string; now: number }): boolean {
  return database.transaction(() => {
    const revoked = database.prepare('UPDATE auth_devices SET revoked_at = ? WHERE user_id = ? AND device_id = ? AND revoked_at IS NULL').run(now, userId, deviceId);
    database.prepare('DELETE FROM auth_device_shares WHERE user_id = ? AND device_id = ?').run(userId, deviceId);
    database
      .prepare(`UPDATE auth_sessions SET revoked_at = ?, revoke_reason = 'device_revoked' WHERE user_id = ? AND device_id = ? AND revoked_at IS NULL`)
      .run(now, userId, deviceId);
    return revoked.changes === 1;
  }).immediate();
}
