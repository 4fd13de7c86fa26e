import type { EmailChangeStep } from '../../src/core/protocol/auth-email-change.js';
import { findProject } from '../directory/find-project.js';
import type { AuthContext } from './auth-context.js';
import { AuthError, AuthErrorCode } from './auth-error.js';
import { findUserById } from './auth-users.js';
import type { AuthenticatedSession } from './authenticate-access-token.js';
import { createCodeChallenge } from './create-code-challenge.js';
import { assertDeviceVerified } from './device-approval-state.js';
import { emailChangeGuard } from './email-change-guard.js';

export interface StartEmailChangeParameters {
  context: AuthContext;
  /** The Bearer session (with its device proof checked): whose email changes, from which device. */
  session: AuthenticatedSession;
  /** Normalized (normalize-email.ts). */
  newEmail: string;
  /** The client's address, for the per-IP cap. */
  ip: string;
}

/**
 * Starts changing the signed-in user's email (POST /auth/v1/email/change/start). The current
 * address gets a 'change-primary' code (VERIFY_PRIMARY_OTP); a user without an email of their
 * own (social only) has nothing to confirm, so the new address gets the 'change-secondary' code
 * at once (VERIFY_SECONDARY_OTP). The code is bound to the user and the session's device.
 *
 * 403 DEVICE_NOT_VERIFIED from a pending device (issue "Hardening" part 1). 400 EMAIL_UNCHANGED for the user's own address. An address another account has is NOT refused
 * here: the answer is the same as for a free one (nothing is even looked up), so a signed-in user
 * cannot probe which addresses have accounts; the last step refuses it, after a right code from
 * that inbox (verify-email-change-secondary.ts). Cooldown and caps: email-change-guard.ts.
 *
 * @example
 * const { action, challengeId } = await startEmailChange({ context, session, newEmail: 'ada@new.example', ip });
 */
export async function startEmailChange({
  context,
  session,
  newEmail,
  ip,
}: StartEmailChangeParameters): Promise<EmailChangeStep> {
  const { database } = context;
  const { userId, deviceId, projectId } = session;
  // A device a social provider alone approved could give a stolen account the thief's address for good.
  assertDeviceVerified({ context, userId, deviceId });
  // The session's email may be a social provider's (authenticate-access-token.ts): only the user's own counts here.
  const currentEmail = findUserById({ database, id: userId })?.email ?? null;
  if (currentEmail === newEmail)
    throw new AuthError({
      status: 400,
      code: AuthErrorCode.emailUnchanged,
      message: 'This is already your email address',
    });
  // The device proof was checked against this row, so it exists and is not revoked.
  const devicePublicKey = database
    .prepare('SELECT public_key FROM auth_devices WHERE user_id = ? AND device_id = ?')
    .pluck()
    .get(userId, deviceId) as string;
  const destination = currentEmail ?? newEmail;
  const challenge = await createCodeChallenge({
    context,
    purpose: currentEmail ? 'change-primary' : 'change-secondary',
    email: destination,
    projectId,
    projectName: findProject({ database, projectId })?.name ?? projectId,
    deviceId,
    devicePublicKey,
    change: { userId, newEmail },
    guard: emailChangeGuard({ context, userId, destination, ip }),
  });
  return { action: currentEmail ? 'VERIFY_PRIMARY_OTP' : 'VERIFY_SECONDARY_OTP', ...challenge };
}
