import type { AuthContext } from './auth-context.js';
import { AuthError, AuthErrorCode } from './auth-error.js';

/**
 * Gives the user a new (normalized, proven) email, in one write transaction. 409
 * EMAIL_UNAVAILABLE, worded neutrally, when another user has it. Login and device codes still
 * pending for the old or the new address are spent with it: mailed before the change, they would
 * otherwise sign in by an address that changed hands (or make a new account by the old one).
 *
 * @example
 * changeUserEmail({ context, userId, newEmail: 'ada@new.example' });
 */
export function changeUserEmail({
  context,
  userId,
  newEmail,
}: {
  context: AuthContext;
  userId: string;
  newEmail: string;
}): void {
  const { database } = context;
  const now = context.now();
  database
    .transaction(() => {
      const owner = database.prepare('SELECT id FROM auth_users WHERE email = ?').pluck().get(newEmail) as
        string | undefined;
      if (owner !== undefined && owner !== userId) {
        throw new AuthError({
          status: 409,
          code: AuthErrorCode.emailUnavailable,
          message: 'This email address cannot be used for this account. Choose another one',
        });
      }
      const oldEmail = database.prepare('SELECT email FROM auth_users WHERE id = ?').pluck().get(userId) as
        string | null;
      database.prepare('UPDATE auth_users SET email = ? WHERE id = ?').run(newEmail, userId);
      database
        .prepare(
          `UPDATE auth_otp_challenges SET consumed_at = ? WHERE consumed_at IS NULL AND purpose IN ('login', 'device') AND email IN (?, ?)`,
        )
        .run(now, oldEmail, newEmail);
    })
    .immediate();
}
