import type { SignInResult } from '../../src/core/protocol/sign-in-result.js';
import type { AuthContext } from './auth-context.js';
import { isKnownDevice, saveDevice, touchDevice } from './auth-devices.js';
import { AuthErrorCode, tooManyRequests } from './auth-error.js';
import { IP_VERIFIES_PER_HOUR } from './auth-limits.js';
import { findOrCreateUser } from './auth-users.js';
import { clientIpSlot } from '../proof-of-work/client-ip-slot.js';
import { codeSendGuard } from './code-send-guard.js';
import { createCodeChallenge } from './create-code-challenge.js';
import { createSession } from './create-session.js';
import { spendCodeAttempt } from './spend-code-attempt.js';
import { takeRateSlots } from './take-rate-slots.js';

export interface VerifyCodeParameters {
  context: AuthContext;
  challengeId: string;
  /** Normalized (normalize-email.ts). */
  email: string;
  otp: string;
  deviceId: string;
  projectName: string;
  ip: string;
  /** The device list's name for this device and its dapp site (describe-device.ts). */
  device?: { name: string | null; site: string | null };
}

/**
 * Counts the try against the per-IP cap of code checks; past it, 429 PROOF_OF_WORK_REQUIRED unless
 * the request carries a solved challenge (soft: proof-of-work/client-ip-slot.ts).
 *
 * @example
 * takeVerifySlot({ context, ip });
 */
export function takeVerifySlot({ context, ip }: { context: AuthContext; ip: string }): void {
  const retryAfterMs = takeRateSlots({
    database: context.database,
    now: context.now(),
    slots: [clientIpSlot({ context, scope: 'verify', ip, limit: IP_VERIFIES_PER_HOUR })],
  });
  if (retryAfterMs !== undefined) throw tooManyRequests({ code: AuthErrorCode.rateLimited, retryAfterMs });
}

/**
 * Checks a login code (POST /auth/v1/email/verify). A new email becomes a user whose first
 * device is this one, and is signed in. A known user on a known device (same id and key) is
 * signed in. A known user on an unknown device gets VERIFY_DEVICE: a second code, mailed to the
 * same address, must approve the device (verifyDeviceCode) before any token is issued.
 *
 * @example
 * const result = await verifyEmailLogin({ context, challengeId, email, otp, deviceId, projectName, ip });
 * if (result.action === 'VERIFY_DEVICE') showDeviceCodeInput(result.challengeId);
 */
export async function verifyEmailLogin({
  context,
  challengeId,
  email,
  otp,
  deviceId,
  projectName,
  ip,
  device: described,
}: VerifyCodeParameters): Promise<SignInResult> {
  takeVerifySlot({ context, ip });
  const challenge = spendCodeAttempt({ context, challengeId, purpose: 'login', email, deviceId, otp });
  const { database } = context;
  const now = context.now();
  const { user, created } = findOrCreateUser({ database, email, now });
  const device = { database, userId: user.id, deviceId, publicKey: challenge.devicePublicKey, now };
  if (created) saveDevice({ ...device, ...described });
  else if (isKnownDevice(device)) touchDevice(device);
  else {
    const { devicePublicKey, projectId } = challenge;
    // The device code counts against the address's hourly and daily caps like every code mail (F11).
    const guard = codeSendGuard({ context, destination: email });
    const deviceChallenge = await createCodeChallenge({
      context,
      purpose: 'device',
      email,
      projectId,
      projectName,
      deviceId,
      devicePublicKey,
      guard,
    });
    return { action: 'VERIFY_DEVICE', ...deviceChallenge };
  }
  const session = createSession({ database, userId: user.id, deviceId, projectId: challenge.projectId, now });
  return { action: 'CONNECT', isNewUser: created, user: { id: user.id, email: user.email }, session };
}
