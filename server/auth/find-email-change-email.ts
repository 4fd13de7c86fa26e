import type { AuthContext } from './auth-context.js';

export interface FindEmailChangeEmailParameters {
  context: AuthContext;
  challengeId: string;
  purpose: 'change-primary' | 'change-secondary';
  /** The session's user and device: another user's or device's challenge is not found. */
  userId: string;
  deviceId: string;
}

/**
 * The address an email-change code was mailed to, which its MAC covers (otp-code.ts): the
 * change steps' bodies carry only `{ challengeId, otp }`. An empty string when this user and
 * device have no such challenge, so spendCodeAttempt still computes a MAC and answers
 * CODE_EXPIRED, as for any unknown challenge.
 *
 * @example
 * const email = findEmailChangeEmail({ context, challengeId, purpose: 'change-primary', userId, deviceId });
 */
export function findEmailChangeEmail({
  context,
  challengeId,
  purpose,
  userId,
  deviceId,
}: FindEmailChangeEmailParameters): string {
  const email = context.database
    .prepare('SELECT email FROM auth_otp_challenges WHERE id = ? AND purpose = ? AND user_id = ? AND device_id = ?')
    .pluck()
    .get(challengeId, purpose, userId, deviceId) as string | undefined;
  return email ?? '';
}
