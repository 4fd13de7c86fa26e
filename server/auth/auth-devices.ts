import type Database from 'better-sqlite3';

/** How a device was approved: fully, or by a social provider alone (issue "Hardening" part 1). */
export type DeviceApproval = 'verified' | 'pending';

export interface IsKnownDeviceParameters {
  database: Database.Database;
  userId: string;
  deviceId: string;
  /** Canonical JWK JSON (device-key.ts); a known id with another key is not the same device. */
  publicKey: string;
}

/** One row of `auth_devices`. */
export interface DeviceRow {
  device_id: string;
  name: string | null;
  site: string | null;
  approval: DeviceApproval;
  created_at: number;
  last_seen_at: number;
  revoked_at: number | null;
  recovery_requested_at: number | null;
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

export interface SaveDeviceParameters extends IsKnownDeviceParameters {
  now: number;
  /** 'pending' for a social sign-in on a new device of a known user; 'verified' otherwise. */
  approval?: DeviceApproval;
  /** What the device list shows: the browser and system (describe-device.ts). */
  name?: string | null;
  /** The dapp site the device is on (the frame's storage is per site). */
  site?: string | null;
}

/**
 * Records an approved device (the first device of a new user, one approved by a device code, or
 * a pending one of a social sign-in). The approval wins over an older record of the same id: its
 * key is replaced and a revocation lifted, since the account's owner (or provider) just approved
 * it. A pending save starts the device's wait afresh; a verified one ends it.
 *
 * @example
 * saveDevice({ database, userId, deviceId, publicKey, now, name: 'Chrome on Linux', site: 'https://dapp.example' });
 */
export function saveDevice({
  database,
  userId,
  deviceId,
  publicKey,
  now,
  approval = 'verified',
  name = null,
  site = null,
}: SaveDeviceParameters): void {
  const requestedAt = approval === 'pending' ? now : null;
  database
    .prepare(
      `INSERT INTO auth_devices (user_id, device_id, public_key, created_at, last_seen_at, approval, name, site, recovery_requested_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (user_id, device_id) DO UPDATE SET public_key = excluded.public_key, last_seen_at = excluded.last_seen_at,
        revoked_at = NULL, approval = excluded.approval, recovery_requested_at = excluded.recovery_requested_at,
        name = COALESCE(excluded.name, name), site = COALESCE(excluded.site, site)`,
    )
    .run(userId, deviceId, publicKey, now, now, approval, name, site, requestedAt);
}

/**
 * Notes that a known device signed in again.
 *
 * @example
 * touchDevice({ database, userId, deviceId, now });
 */
export function touchDevice({
  database,
  userId,
  deviceId,
  now,
}: {
  database: Database.Database;
  userId: string;
  deviceId: string;
  now: number;
}): void {
  database
    .prepare('UPDATE auth_devices SET last_seen_at = ? WHERE user_id = ? AND device_id = ?')
    .run(now, userId, deviceId);
}

/**
 * A live (not revoked) device of the user, or undefined.
 *
 * @example
 * const device = readDevice({ database, userId, deviceId });
 */
export function readDevice({
  database,
  userId,
  deviceId,
}: {
  database: Database.Database;
  userId: string;
  deviceId: string;
}): DeviceRow | undefined {
  return database
    .prepare('SELECT * FROM auth_devices WHERE user_id = ? AND device_id = ? AND revoked_at IS NULL')
    .get(userId, deviceId) as DeviceRow | undefined;
}

/**
 * The user's live devices, most recently used first.
 *
 * @example
 * const devices = listDevices({ database, userId });
 */
export function listDevices({ database, userId }: { database: Database.Database; userId: string }): DeviceRow[] {
  return database
    .prepare(
      'SELECT * FROM auth_devices WHERE user_id = ? AND revoked_at IS NULL ORDER BY last_seen_at DESC, created_at DESC',
    )
    .all(userId) as DeviceRow[];
}

/**
 * A pending device's second factor held (a mailed code, the recovery key, or its wait is over):
 * from now on it is treated like any verified device. Returns whether it was pending.
 *
 * @example
 * markDeviceVerified({ database, userId, deviceId });
 */
export function markDeviceVerified({
  database,
  userId,
  deviceId,
}: {
  database: Database.Database;
  userId: string;
  deviceId: string;
}): boolean {
  const result = database
    .prepare(
      `UPDATE auth_devices SET approval = 'verified', recovery_requested_at = NULL WHERE user_id = ? AND device_id = ? AND approval = 'pending' AND revoked_at IS NULL`,
    )
    .run(userId, deviceId);
  return result.changes === 1;
}

/**
 * Revokes a device (a lost phone, 'This wasn't me', signed out from another session): it can no
 * longer sign device proofs, its sessions end, and its auth share is deleted, so the device share
 * left in its storage is useless (docs/SECURITY.md §2.3). Returns whether a live device was
 * revoked. A later approval (saveDevice) lifts the revocation but brings no share back: the
 * device runs recovery.
 *
 * @example
 * revokeDevice({ database, userId, deviceId: lostPhoneId, now });
 */
export function revokeDevice({
  database,
  userId,
  deviceId,
  now,
}: {
  database: Database.Database;
  userId: string;
  deviceId: string;
  now: number;
}): boolean {
  return database
    .transaction(() => {
      const revoked = database
        .prepare('UPDATE auth_devices SET revoked_at = ? WHERE user_id = ? AND device_id = ? AND revoked_at IS NULL')
        .run(now, userId, deviceId);
      database.prepare('DELETE FROM auth_device_shares WHERE user_id = ? AND device_id = ?').run(userId, deviceId);
      database
        .prepare(
          `UPDATE auth_sessions SET revoked_at = ?, revoke_reason = 'device_revoked' WHERE user_id = ? AND device_id = ? AND revoked_at IS NULL`,
        )
        .run(now, userId, deviceId);
      return revoked.changes === 1;
    })
    .immediate();
}

/**
 * Ends every live session of the user, on every device ("sign out everywhere"); devices stay
 * approved and sign in again with their usual factor. Returns how many sessions ended.
 *
 * @example
 * revokeAllSessions({ database, userId, now });
 */
export function revokeAllSessions({
  database,
  userId,
  now,
}: {
  database: Database.Database;
  userId: string;
  now: number;
}): number {
  return database
    .prepare(
      `UPDATE auth_sessions SET revoked_at = ?, revoke_reason = 'signed_out_everywhere' WHERE user_id = ? AND revoked_at IS NULL`,
    )
    .run(now, userId).changes;
}
