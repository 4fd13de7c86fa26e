import type Database from 'better-sqlite3';

/** Where mail about an account goes, and why that address (its own, or a provider's verified one). */
export interface AccountAddress {
  email: string;
  source: 'account' | 'identity';
}

/**
 * The account's address for device codes and security notices: its own email (email-code users,
 * or a social user who added one), else the email a social provider marked verified (the most
 * recently used identity first), else undefined (a social account without a verified email).
 *
 * @example
 * const address = readAccountAddress({ database, userId });
 */
export function readAccountAddress({
  database,
  userId,
}: {
  database: Database.Database;
  userId: string;
}): AccountAddress | undefined {
  const own = database.prepare('SELECT email FROM auth_users WHERE id = ?').pluck().get(userId) as
    string | null | undefined;
  if (own) return { email: own, source: 'account' };
  const verified = database
    .prepare(
      'SELECT email FROM auth_identities WHERE user_id = ? AND email_verified = 1 AND email IS NOT NULL ORDER BY last_login_at DESC LIMIT 1',
    )
    .pluck()
    .get(userId) as string | undefined;
  return verified ? { email: verified.toLowerCase(), source: 'identity' } : undefined;
}

/**
 * An address as a hint the visitor recognises without the page learning it whole: `a•••@example.com`.
 *
 * @example
 * maskEmail({ email: 'ada@example.com' }); // 'a•••@example.com'
 */
export function maskEmail({ email }: { email: string }): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
