import type { AuthContext } from './auth-context.js';
import { AuthError, AuthErrorCode } from './auth-error.js';
import { openSealedSecret } from './sealed-secret.js';

/**
 * The auth share of a device (GET /auth/v1/wallet/share, after its device proof). The device
 * must not be revoked: revoking deletes the share (auth-devices.ts), and the read checks again.
 * Throws 404 NO_DEVICE_SHARE when this device has none (a new device or site runs recovery).
 *
 * @example
 * const authShare = readDeviceShare({ context, userId: session.userId, deviceId: session.deviceId });
 */
export function readDeviceShare({
  context,
  userId,
  deviceId,
}: {
  context: AuthContext;
  userId: string;
  deviceId: string;
}): Buffer {
  const sealed = context.database
    .prepare(
      `SELECT s.auth_share FROM auth_device_shares s JOIN auth_devices d ON d.user_id = s.user_id AND d.device_id = s.device_id
      WHERE s.user_id = ? AND s.device_id = ? AND d.revoked_at IS NULL`,
    )
    .pluck()
    .get(userId, deviceId) as string | undefined;
  if (sealed === undefined)
    throw new AuthError({ status: 404, code: AuthErrorCode.noDeviceShare, message: 'This device has no key share' });
  return openSealedSecret({ key: context.shareKek, sealed, owner: { kind: 'auth', userId, deviceId } });
}
