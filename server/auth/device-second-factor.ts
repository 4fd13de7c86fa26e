import type { DeviceCodeChallenge } from '../../src/core/protocol/auth-devices.js';
import { maskEmail, readAccountAddress } from './account-address.js';
import type { AuthContext } from './auth-context.js';
import { markDeviceVerified, readDevice } from './auth-devices.js';
import { AuthError, AuthErrorCode } from './auth-error.js';
import { codeSendGuard } from './code-send-guard.js';
import { createCodeChallenge } from './create-code-challenge.js';
import { spendCodeAttempt } from './spend-code-attempt.js';
import { takeVerifySlot } from './verify-email-login.js';

export interface DeviceSecondFactorParameters {
  context: AuthContext;
  userId: string;
  deviceId: string;
  projectId: string;
  projectName: string;
  /** The client's address, for the per-IP caps. */
  ip: string;
}

const notPending = () =>
  new AuthError({ status: 400, code: AuthErrorCode.codeExpired, message: 'This device needs no code' });

/**
 * Mails a code that verifies a pending device (POST /auth/v1/device/second-factor/start [P]) to the
 * account's address: its own email, else the email its social provider marked verified
 * (account-address.ts). Same rules as every mailed code (cooldown, caps). The answer names the
 * address only masked. 400 NO_SECOND_FACTOR_EMAIL when the account has no address.
 *
 * @example
 * const { challengeId, emailHint } = await startDeviceSecondFactor({ context, userId, deviceId, projectId, projectName, ip });
 */
export async function startDeviceSecondFactor({
  context,
  userId,
  deviceId,
  projectId,
  projectName,
  ip,
}: DeviceSecondFactorParameters): Promise<DeviceCodeChallenge> {
  const { database } = context;
  const device = database
    .prepare('SELECT public_key, approval FROM auth_devices WHERE user_id = ? AND device_id = ? AND revoked_at IS NULL')
    .get(userId, deviceId) as { public_key: string; approval: string } | undefined;
  if (device?.approval !== 'pending') throw notPending();
  const address = readAccountAddress({ database, userId });
  if (!address)
    throw new AuthError({
      status: 400,
      code: AuthErrorCode.noSecondFactorEmail,
      message: 'This account has no email to send a code to',
    });
  const email = address.email;
  const newestCode = () =>
    database
      .prepare(
        `SELECT created_at, consumed_at FROM auth_otp_challenges WHERE email = ? AND purpose = 'social-device' ORDER BY created_at DESC LIMIT 1`,
      )
      .get(email) as { created_at: number; consumed_at: number | null } | undefined;
  const challenge = await createCodeChallenge({
    context,
    purpose: 'social-device',
    email,
    projectId,
    projectName,
    deviceId,
    devicePublicKey: device.public_key,
    userId,
    guard: codeSendGuard({ context, newestCode, destination: email, ip }),
  });
  return { ...challenge, emailHint: maskEmail({ email }) };
}

/**
 * Checks that code (POST /auth/v1/device/second-factor/verify [P]): the same device and user
 * only, 5 tries, 10 minutes, single use, per-IP cap. The device is verified from then on.
 *
 * @example
 * verifyDeviceSecondFactor({ context, userId, deviceId, challengeId, otp, ip });
 */
export function verifyDeviceSecondFactor({
  context,
  userId,
  deviceId,
  challengeId,
  otp,
  ip,
}: Omit<DeviceSecondFactorParameters, 'projectId' | 'projectName'> & { challengeId: string; otp: string }): void {
  takeVerifySlot({ context, ip });
  const { database } = context;
  if (readDevice({ database, userId, deviceId })?.approval !== 'pending') throw notPending();
  const email = readAccountAddress({ database, userId })?.email ?? '';
  spendCodeAttempt({ context, challengeId, purpose: 'social-device', email, deviceId, userId, otp });
  markDeviceVerified({ database, userId, deviceId });
}
