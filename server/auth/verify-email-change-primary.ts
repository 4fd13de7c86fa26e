import type { EmailChangeStep } from '../../src/core/protocol/auth-email-change.js';
import { findProject } from '../directory/find-project.js';
import type { AuthContext } from './auth-context.js';
import type { AuthenticatedSession } from './authenticate-access-token.js';
import { createCodeChallenge } from './create-code-challenge.js';
import { emailChangeGuard } from './email-change-guard.js';
import { findEmailChangeEmail } from './find-email-change-email.js';
import { spendCodeAttempt } from './spend-code-attempt.js';
import { takeVerifySlot } from './verify-email-login.js';

export interface VerifyEmailChangeParameters {
  context: AuthContext;
  /** The Bearer session (with its device proof checked); it must be the user and device that started the change. */
  session: AuthenticatedSession;
  challengeId: string;
  otp: string;
  /** The client's address, for the per-IP caps. */
  ip: string;
}

/**
 * The first step of an email change (POST /auth/v1/email/change/verify-primary): the code mailed
 * to the current address proves its owner agrees, so the second code goes to the new address.
 * Code rules as for login codes (5 tries, 10 minutes, single use, per-IP cap of checks), and the
 * code works only for the user and device that asked for it (else CODE_EXPIRED). The second mail
 * has the cooldown and per-address caps of email-change-guard.ts (refused there, 429, the change
 * starts over) but takes no per-IP slot: the start took it.
 *
 * @example
 * const { challengeId } = await verifyEmailChangePrimary({ context, session, challengeId, otp, ip });
 */
export async function verifyEmailChangePrimary({
  context,
  session,
  challengeId,
  otp,
  ip,
}: VerifyEmailChangeParameters): Promise<EmailChangeStep & { action: 'VERIFY_SECONDARY_OTP' }> {
  takeVerifySlot({ context, ip });
  const { userId, deviceId } = session;
  const email = findEmailChangeEmail({ context, challengeId, purpose: 'change-primary', userId, deviceId });
  const spent = spendCodeAttempt({ context, challengeId, purpose: 'change-primary', email, deviceId, userId, otp });
  // A change code always has its new address (CHECK of email-change-migration.ts).
  const newEmail = spent.newEmail!;
  const challenge = await createCodeChallenge({
    context,
    purpose: 'change-secondary',
    email: newEmail,
    projectId: spent.projectId,
    projectName: findProject({ database: context.database, projectId: spent.projectId })?.name ?? spent.projectId,
    deviceId,
    devicePublicKey: spent.devicePublicKey,
    change: { userId, newEmail },
    // No per-IP slot: the code is spent by now, so a PROOF_OF_WORK_REQUIRED here would leave the
    // client's retry nothing to spend. The start took this change's slot, and only a right code
    // from the current inbox leads here, so it sprays no inboxes (like a login's device code).
    guard: emailChangeGuard({ context, userId, destination: newEmail }),
  });
  return { action: 'VERIFY_SECONDARY_OTP', ...challenge };
}
