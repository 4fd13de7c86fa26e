import type { AuthContext } from './auth-context.js';
import { AuthError, AuthErrorCode } from './auth-error.js';
import { sealSecret } from './sealed-secret.js';

export interface SaveDeviceShareParameters {
  context: AuthContext;
  userId: string;
  deviceId: string;
  /** The device's new auth share (canonical standard base64), from a fresh device set made after recovery on this device. */
  authShare: string;
}

/**
 * Stores (or replaces) a device's auth share, sealed under the share KEK (PUT
 * /auth/v1/wallet/share, after its device proof). Throws 404 NO_WALLET when the user has none.
 *
 * @example
 * saveDeviceShare({ context, userId: session.userId, deviceId: session.deviceId, authShare });
 */
export function saveDeviceShare({ context, userId, deviceId, authShare }: SaveDeviceShareParameters): void {
  const { database } = context;
  const now = context.now();
  const sealed = sealSecret({
    key: context.shareKek,
    plaintext: Buffer.from(authShare, 'base64'),
    owner: { kind: 'auth', userId, deviceId },
  });
  const saved = database
    .transaction(() => {
      if (!database.prepare('SELECT 1 FROM auth_wallets WHERE user_id = ?').get(userId)) return false;
      database
        .prepare(
          `INSERT INTO auth_device_shares (user_id, device_id, auth_share, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (user_id, device_id) DO UPDATE SET auth_share = excluded.auth_share, updated_at = excluded.updated_at`,
        )
        .run(userId, deviceId, sealed, now, now);
      return true;
    })
    .immediate();
  if (!saved) throw new AuthError({ status: 404, code: AuthErrorCode.noWallet, message: 'This account has no wallet' });
}
