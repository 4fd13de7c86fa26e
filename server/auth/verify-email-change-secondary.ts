import type { EmailChanged } from '../../src/core/protocol/auth-email-change.js';
import { changeUserEmail } from './change-user-email.js';
import { findEmailChangeEmail } from './find-email-change-email.js';
import { spendCodeAttempt } from './spend-code-attempt.js';
import type { VerifyEmailChangeParameters } from './verify-email-change-primary.js';
import { takeVerifySlot } from './verify-email-login.js';

/**
 * The last step of an email change (POST /auth/v1/email/change/verify-secondary): the code mailed
 * to the new address proves the user owns it, and the user's email becomes it (email-code login
 * then works with the new address and no longer with the old one). Same code rules and binding
 * as the first step. Only after a right code is the address checked: 409 EMAIL_UNAVAILABLE when
 * another account has it, so only that inbox's owner ever learns it is taken.
 *
 * @example
 * const { newEmail } = verifyEmailChangeSecondary({ context, session, challengeId, otp, ip });
 */
export function verifyEmailChangeSecondary({
  context,
  session,
  challengeId,
  otp,
  ip,
}: VerifyEmailChangeParameters): EmailChanged {
  takeVerifySlot({ context, ip });
  const { userId, deviceId } = session;
  const email = findEmailChangeEmail({ context, challengeId, purpose: 'change-secondary', userId, deviceId });
  const spent = spendCodeAttempt({ context, challengeId, purpose: 'change-secondary', email, deviceId, userId, otp });
  const newEmail = spent.newEmail!;
  changeUserEmail({ context, userId, newEmail });
  return { newEmail };
}
