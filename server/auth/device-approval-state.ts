import type { DeviceApprovalState, SecondFactor } from '../../src/core/protocol/device-approval-state.js';
import { maskEmail, readAccountAddress } from './account-address.js';
import type { AuthContext } from './auth-context.js';
import { readDevice, type DeviceRow } from './auth-devices.js';
import { AuthError, AuthErrorCode } from './auth-error.js';
import { PENDING_DEVICE_WAIT_MS } from './auth-limits.js';

/** Whether the user's wallet has a recovery key only the user holds (passphrase or passkey). */
export function hasUserHeldRecoveryKey({ context, userId }: { context: AuthContext; userId: string }): boolean {
  const method = context.database
    .prepare('SELECT recovery_method FROM auth_wallets WHERE user_id = ?')
    .pluck()
    .get(userId) as string | undefined;
  return method !== undefined && method !== 'server-escrow';
}

/** When a pending device without a second factor gets its recovery material. */
export function pendingReleaseAt(device: Pick<DeviceRow, 'recovery_requested_at' | 'created_at'>): number {
  return (device.recovery_requested_at ?? device.created_at) + PENDING_DEVICE_WAIT_MS;
}

/**
 * The approval state of a live device of the user (core/protocol/device-approval-state.ts): verified,
 * or pending with the second factors it can offer or, when it has none, the end of its wait.
 *
 * @example
 * const state = readDeviceApprovalState({ context, userId, deviceId });
 * if (state.status === 'pending' && state.secondFactors.includes('email')) offerDeviceCode(state.emailHint);
 */
export function readDeviceApprovalState({
  context,
  userId,
  deviceId,
}: {
  context: AuthContext;
  userId: string;
  deviceId: string;
}): DeviceApprovalState {
  const device = readDevice({ database: context.database, userId, deviceId });
  if (!device || device.approval === 'verified') return { status: 'verified' };
  const address = readAccountAddress({ database: context.database, userId });
  const secondFactors: SecondFactor[] = [];
  if (address) secondFactors.push('email');
  if (hasUserHeldRecoveryKey({ context, userId })) secondFactors.push('recovery-key');
  return {
    status: 'pending',
    secondFactors,
    ...(address ? { emailHint: maskEmail({ email: address.email }) } : {}),
    ...(secondFactors.length === 0 ? { releaseAt: new Date(pendingReleaseAt(device)).toISOString() } : {}),
  };
}

/**
 * Refuses (403 DEVICE_NOT_VERIFIED) what only a verified device may do: make a wallet, store a
 * share, start an email change, revoke devices or sessions.
 *
 * @example
 * assertDeviceVerified({ context, userId, deviceId });
 */
export function assertDeviceVerified({
  context,
  userId,
  deviceId,
}: {
  context: AuthContext;
  userId: string;
  deviceId: string;
}): void {
  const device = readDevice({ database: context.database, userId, deviceId });
  if (device?.approval === 'pending') {
    throw new AuthError({ status: 403, code: AuthErrorCode.deviceNotVerified, message: 'Approve this device first' });
  }
}
