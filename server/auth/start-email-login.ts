import type { AuthContext } from './auth-context.js';
import { AuthErrorCode, tooManyRequests } from './auth-error.js';
import { EMAIL_STARTS_PER_HOUR, IP_STARTS_PER_HOUR, OTP_RESEND_COOLDOWN_MS } from './auth-limits.js';
import { createCodeChallenge, type CodeChallenge } from './create-code-challenge.js';
import { takeRateSlots } from './take-rate-slots.js';

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

/** The answer of a started login: the challenge to verify against, and when the code expires. */
export interface StartEmailLoginReturnType extends CodeChallenge {
  /** Seconds before another code may be requested for this email (SPEC §9 "Email login cooldown 30 s"). */
  resendAfterSeconds: number;
}

/**
 * Mails a login code (POST /auth/v1/email/start). Refuses with 429 RESEND_COOLDOWN within 30 s
 * of the last code for this email, or 429 RATE_LIMITED past the hourly caps (per email, per
 * IP); both carry `retryAfterSeconds`. The answer is the same whether or not the email has an
 * account, so it tells an outsider nothing.
 *
 * @example
 * const { challengeId } = await startEmailLogin({ context, email, projectId, projectName, deviceId, devicePublicKey, ip });
 */
export async function startEmailLogin({ context, email, ip, ...rest }: StartEmailLoginParameters): Promise<StartEmailLoginReturnType> {
  const { database } = context;
  const guard = (now: number) => {
    // The newest code decides; once it was used to sign in, the next start is a new login, not a
    // resend (as the client clears its cooldown on success, SPEC §4), so only the hourly caps apply.
    const last = database
      .prepare(`SELECT created_at, consumed_at FROM auth_otp_challenges WHERE email = ? AND purpose = 'login' ORDER BY created_at DESC LIMIT 1`)
      .get(email) as { created_at: number; consumed_at: number | null } | undefined;
    const lastSentAt = last && last.consumed_at === null ? last.created_at : null;
    if (lastSentAt !== null && now - lastSentAt < OTP_RESEND_COOLDOWN_MS) {
      throw tooManyRequests({ code: AuthErrorCode.resendCooldown, retryAfterMs: lastSentAt + OTP_RESEND_COOLDOWN_MS - now });
    }
    const retryAfterMs = takeRateSlots({
      database,
      now,
      slots: [
        { bucket: `start:email:${email}`, limit: EMAIL_STARTS_PER_HOUR },
        { bucket: `start:ip:${ip}`, limit: IP_STARTS_PER_HOUR },
      ],
    });
    if (retryAfterMs !== undefined) throw tooManyRequests({ code: AuthErrorCode.rateLimited, retryAfterMs });
  };
  const challenge = await createCodeChallenge({ context, purpose: 'login', email, guard, ...rest });
  return { ...challenge, resendAfterSeconds: OTP_RESEND_COOLDOWN_MS / 1000 };
}
