import { randomBytes } from 'node:crypto';
import type { CodeChallenge } from '../../src/core/protocol/code-challenge.js';
import type { AuthContext, CodePurpose } from './auth-context.js';
import { AuthError, AuthErrorCode } from './auth-error.js';
import { OTP_CODE_TTL_MS } from './auth-limits.js';
import { createOtpCode, otpMac } from './otp-code.js';

export interface CreateCodeChallengeParameters {
  context: AuthContext;
  purpose: CodePurpose;
  /** Normalized (normalize-email.ts). */
  email: string;
  projectId: string;
  projectName: string;
  deviceId: string;
  /** Canonical JWK JSON (device-key.ts). */
  devicePublicKey: string;
  /** Checks to run in the same write transaction before the code is stored (cooldown, caps); they throw to refuse. */
  guard?: (now: number) => void;
  /** For the email-change purposes: the user who asked and the address the change goes to. */
  change?: { userId: string; newEmail: string };
  /** For a 'social-device' code: the user whose pending device it verifies (no other user can spend it). */
  userId?: string;
}

/**
 * Makes a code, stores only its HMAC, and mails it. The newest code replaces older ones, which
 * stop working: per email and purpose for a login or device code, per user for an email-change
 * code (a new change drops the whole change under way, both steps, whatever its addresses). If the mail cannot be handed to SMTP the new challenge
 * is deleted again (so no cooldown holds the user back) and a 503 MAIL_UNAVAILABLE is thrown.
 * The code itself never leaves this function except in the mail.
 *
 * @example
 * const { challengeId } = await createCodeChallenge({ context, purpose: 'login', email, projectId, projectName, deviceId, devicePublicKey });
 */
export async function createCodeChallenge(parameters: CreateCodeChallengeParameters): Promise<CodeChallenge> {
  const { context, purpose, email, projectId, projectName, deviceId, devicePublicKey, guard, change, userId } =
    parameters;
  const { database, pepper } = context;
  const now = context.now();
  const challengeId = randomBytes(16).toString('base64url');
  const code = createOtpCode();
  const codeMac = otpMac({ pepper, challengeId, purpose, email, code }).toString('hex');
  const expiresAt = now + OTP_CODE_TTL_MS;
  database
    .transaction(() => {
      guard?.(now);
      // Expired challenges serve nothing any more (the cooldown looks at the last 30 s only).
      database.prepare('DELETE FROM auth_otp_challenges WHERE expires_at <= ?').run(now);
      if (change)
        database
          .prepare('UPDATE auth_otp_challenges SET consumed_at = ? WHERE user_id = ? AND consumed_at IS NULL')
          .run(now, change.userId);
      else
        database
          .prepare(
            'UPDATE auth_otp_challenges SET consumed_at = ? WHERE email = ? AND purpose = ? AND consumed_at IS NULL',
          )
          .run(now, email, purpose);
      database
        .prepare(
          `INSERT INTO auth_otp_challenges (id, purpose, email, project_id, device_id, device_public_key, code_mac, created_at, expires_at, user_id, new_email)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          challengeId,
          purpose,
          email,
          projectId,
          deviceId,
          devicePublicKey,
          codeMac,
          now,
          expiresAt,
          change?.userId ?? userId ?? null,
          change?.newEmail ?? null,
        );
    })
    .immediate();
  try {
    const newEmail = change ? { newEmail: change.newEmail } : {};
    await context.sendCodeMail({
      to: email,
      code,
      purpose,
      projectName,
      expiresInMinutes: Math.round(OTP_CODE_TTL_MS / 60_000),
      ...newEmail,
    });
  } catch (error) {
    database.prepare('DELETE FROM auth_otp_challenges WHERE id = ?').run(challengeId);
    // The mailer's error names the SMTP problem (refused, timeout), never the mail's text.
    const reason = error instanceof Error ? `${(error as NodeJS.ErrnoException).code ?? error.name}` : 'unknown';
    console.error(`[auth] the ${purpose} code mail could not be sent (${reason})`);
    throw new AuthError({
      status: 503,
      code: AuthErrorCode.mailUnavailable,
      message: 'The code could not be sent, please try again',
    });
  }
  return { challengeId, expiresAt: new Date(expiresAt).toISOString() };
}
