import type { ConnectedResult } from '../../src/core/protocol/sign-in-result.js';
import { saveDevice } from './auth-devices.js';
import { findOrCreateUser } from './auth-users.js';
import { createSession } from './create-session.js';
import { spendCodeAttempt } from './spend-code-attempt.js';
import { takeVerifySlot, type VerifyCodeParameters } from './verify-email-login.js';

/**
 * Checks a device code (POST /auth/v1/device/verify), mailed after a right login code from an
 * unknown device: the device (id and key from the login challenge) is approved and signed in.
 * The same rules as login codes apply (5 tries, 10 minutes, single use, per-IP cap).
 *
 * @example
 * const { session } = verifyDeviceCode({ context, challengeId, email, otp, deviceId, projectName, ip });
 */
export function verifyDeviceCode({
  context,
  challengeId,
  email,
  otp,
  deviceId,
  ip,
  device,
}: Omit<VerifyCodeParameters, 'projectName'>): ConnectedResult {
  takeVerifySlot({ context, ip });
  const challenge = spendCodeAttempt({ context, challengeId, purpose: 'device', email, deviceId, otp });
  const { database } = context;
  const now = context.now();
  // Device challenges exist only for existing users, so this finds the user.
  const { user } = findOrCreateUser({ database, email, now });
  saveDevice({ database, userId: user.id, deviceId, publicKey: challenge.devicePublicKey, now, ...device });
  const session = createSession({ database, userId: user.id, deviceId, projectId: challenge.projectId, now });
  return { action: 'CONNECT', isNewUser: false, user: { id: user.id, email: user.email }, session };
}
