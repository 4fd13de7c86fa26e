import type { AuthContext, CodePurpose } from './auth-context.js';
import { AuthError, AuthErrorCode } from './auth-error.js';
import { OTP_MAX_ATTEMPTS } from './auth-limits.js';
import { otpMac, otpMacMatches } from './otp-code.js';

export interface SpendCodeAttemptParameters {
  context: AuthContext;
  challengeId: string;
  purpose: CodePurpose;
  email: string;
  /** The device that asked for the code; another device cannot use it. */
  deviceId: string;
  /** The user an email-change code was mailed for; another user's session cannot use it. Absent for login and device codes. */
  userId?: string;
  otp: string;
}

/** The challenge a right code was spent on. */
export interface SpentChallenge {
  projectId: string;
  deviceId: string;
  devicePublicKey: string;
  /** The address an email change goes to; null for login and device codes. */
  newEmail: string | null;
}

interface ChallengeRow {
  project_id: string;
  device_id: string;
  device_public_key: string;
  new_email: string | null;
  code_mac: string;
  attempts: number;
  consumed_at: number | null;
  expires_at: number;
}

type Outcome =
  | { kind: 'right'; row: ChallengeRow }
  | { kind: 'wrong'; attemptsLeft: number }
  | { kind: 'locked' }
  | { kind: 'expired' };

/**
 * Checks a code against its challenge. One try is counted first, atomically (`attempts < 5` in
 * the UPDATE itself, so parallel guesses cannot exceed the limit); then the MAC is compared in
 * constant time. A right code is consumed at once (single use). Throws 400 INVALID_CODE (with
 * `attemptsLeft`), CODE_LOCKED after five wrong tries (even for the right code), or CODE_EXPIRED
 * (expired, used, replaced, or asked for by another device, email or user). The MAC is computed on
 * every path, so the answer takes as long whether or not a challenge exists.
 *
 * @example
 * const challenge = spendCodeAttempt({ context, challengeId, purpose: 'login', email, deviceId, otp });
 */
export function spendCodeAttempt({
  context,
  challengeId,
  purpose,
  email,
  deviceId,
  userId,
  otp,
}: SpendCodeAttemptParameters): SpentChallenge {
  const { database, pepper } = context;
  const now = context.now();
  const candidate = otpMac({ pepper, challengeId, purpose, email, code: otp });
  // `IS`: a login or device code (no user) matches NULL, a change code only its own user.
  const match = 'id = ? AND purpose = ? AND email = ? AND device_id = ? AND user_id IS ?';
  const owner = userId ?? null;
  const outcome = database
    .transaction((): Outcome => {
      const row = database
        .prepare(
          `UPDATE auth_otp_challenges SET attempts = attempts + 1
        WHERE ${match} AND consumed_at IS NULL AND expires_at > ? AND attempts < ? RETURNING *`,
        )
        .get(challengeId, purpose, email, deviceId, owner, now, OTP_MAX_ATTEMPTS) as ChallengeRow | undefined;
      const right = otpMacMatches({ storedHex: row?.code_mac, candidate });
      if (row && right) {
        database.prepare('UPDATE auth_otp_challenges SET consumed_at = ? WHERE id = ?').run(now, challengeId);
        return { kind: 'right', row };
      }
      if (row) return { kind: 'wrong', attemptsLeft: OTP_MAX_ATTEMPTS - row.attempts };
      const stale = database
        .prepare(`SELECT * FROM auth_otp_challenges WHERE ${match}`)
        .get(challengeId, purpose, email, deviceId, owner) as ChallengeRow | undefined;
      const locked =
        stale && stale.consumed_at === null && stale.expires_at > now && stale.attempts >= OTP_MAX_ATTEMPTS;
      return locked ? { kind: 'locked' } : { kind: 'expired' };
    })
    .immediate();

  switch (outcome.kind) {
    case 'right':
      return {
        projectId: outcome.row.project_id,
        deviceId: outcome.row.device_id,
        devicePublicKey: outcome.row.device_public_key,
        newEmail: outcome.row.new_email,
      };
    case 'wrong':
      throw new AuthError({
        status: 400,
        code: AuthErrorCode.invalidCode,
        message: 'Invalid code',
        attemptsLeft: outcome.attemptsLeft,
      });
    case 'locked':
      throw new AuthError({
        status: 400,
        code: AuthErrorCode.codeLocked,
        message: 'Too many wrong codes, request a new code',
      });
    default:
      throw new AuthError({
        status: 400,
        code: AuthErrorCode.codeExpired,
        message: 'The code has expired, request a new code',
      });
  }
}
