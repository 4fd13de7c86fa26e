import type { EmailStartAnswer } from '../../src/core/protocol/auth-email-login.js';
import type { AuthContext } from './auth-context.js';
import { OTP_RESEND_COOLDOWN_MS } from './auth-limits.js';
import { codeSendGuard, type NewestCode } from './code-send-guard.js';
import { createCodeChallenge } from './create-code-challenge.js';

export interface StartEmailLoginParameters {
  context: AuthContext;
  /** Normalized (normalize-email.ts). */
  email: string;
  projectId: string;
  projectName: string;
  deviceId: string;
  /** Canonical JWK JSON (device-key.ts). */
  devicePublicKey: string;
  /** The client's address, for the per-IP cap. */
  ip: string;
}

/**
 * Mails a login code (POST /auth/v1/email/start) and answers the challenge, when the code expires
 * and `resendAfterSeconds`: the resend cooldown (auth-limits.ts), which the frame passes on to the
 * modal's countdown. Refuses with 429 RESEND_COOLDOWN within that cooldown of the last code for this email, or 429 RATE_LIMITED past the hourly caps (per email, per
 * IP); both carry `retryAfterSeconds`. The answer is the same whether or not the email has an
 * account, so it tells an outsider nothing.
 *
 * @example
 * const { challengeId } = await startEmailLogin({ context, email, projectId, projectName, deviceId, devicePublicKey, ip });
 */
export async function startEmailLogin({
  context,
  email,
  ip,
  ...rest
}: StartEmailLoginParameters): Promise<EmailStartAnswer> {
  // The newest login code of this email decides; once it was used to sign in, the next start is a
  // new login, not a resend (as the client clears its cooldown on success, SPEC §4).
  const newest = context.database.prepare(
    `SELECT created_at, consumed_at FROM auth_otp_challenges WHERE email = ? AND purpose = 'login' ORDER BY created_at DESC LIMIT 1`,
  );
  const guard = codeSendGuard({ context, destination: email, ip, newestCode: () => newest.get(email) as NewestCode });
  const challenge = await createCodeChallenge({ context, purpose: 'login', email, guard, ...rest });
  return { ...challenge, resendAfterSeconds: OTP_RESEND_COOLDOWN_MS / 1000 };
}
