import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { SocialProvider } from './social-providers.js';

/** The ID token claims the server keeps (already checked by openid-client: iss, aud, exp, nonce, signature). */
export interface SocialClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
  name?: unknown;
  preferred_username?: unknown;
}

export interface SaveSocialIdentityParameters {
  database: Database.Database;
  provider: SocialProvider;
  claims: SocialClaims;
  now: number;
}

export interface SaveSocialIdentityReturnType {
  userId: string;
  /** A new user was made for this (provider, subject). */
  created: boolean;
}

const MAX_EMAIL_LENGTH = 320;
const MAX_USER_NAME_LENGTH = 128;

const shortString = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;

/**
 * The claims an attempt keeps between the callback and `complete`: the subject, and the email,
 * its verification and a name when they are short strings (nothing else of the ID token).
 *
 * @example
 * JSON.stringify(keptClaims({ claims: tokens.claims()! }));
 */
export function keptClaims({ claims }: { claims: SocialClaims }): SocialClaims {
  return {
    sub: claims.sub,
    ...(shortString(claims.email, MAX_EMAIL_LENGTH)
      ? { email: claims.email, email_verified: claims.email_verified === true }
      : {}),
    ...(shortString(claims.preferred_username, MAX_USER_NAME_LENGTH)
      ? { preferred_username: claims.preferred_username }
      : {}),
    ...(shortString(claims.name, MAX_USER_NAME_LENGTH) ? { name: claims.name } : {}),
  };
}

/**
 * Finds or creates the user of a social identity, keyed by (provider, subject) alone.
 *
 * No account linking, on purpose (docs/SECURITY.md T16, the "nOAuth" class): a new (provider,
 * subject) is always a new user, even when its email matches an email-code user or another
 * provider's identity, and even when the provider calls that email verified. Linking by email
 * would hand an account to whoever gets a provider to assert the victim's address. The email
 * and name are kept on the identity, refreshed at each login, and never looked up.
 *
 * @example
 * const { userId, created } = saveSocialIdentity({ database, provider: 'google', claims: tokens.claims()!, now });
 */
export function saveSocialIdentity({
  database,
  provider,
  claims,
  now,
}: SaveSocialIdentityParameters): SaveSocialIdentityReturnType {
  const email = shortString(claims.email, MAX_EMAIL_LENGTH);
  const emailVerified = email !== null && claims.email_verified === true ? 1 : 0;
  const userName =
    shortString(claims.preferred_username, MAX_USER_NAME_LENGTH) ?? shortString(claims.name, MAX_USER_NAME_LENGTH);
  return database
    .transaction((): SaveSocialIdentityReturnType => {
      const known = database
        .prepare('SELECT user_id FROM auth_identities WHERE provider = ? AND subject = ?')
        .pluck()
        .get(provider, claims.sub) as string | undefined;
      if (known) {
        database
          .prepare(
            'UPDATE auth_identities SET email = ?, email_verified = ?, user_name = ?, last_login_at = ? WHERE provider = ? AND subject = ?',
          )
          .run(email, emailVerified, userName, now, provider, claims.sub);
        return { userId: known, created: false };
      }
      const userId = randomUUID();
      // The user row has no email: the email login must never find a social user (auth-users.ts).
      database.prepare('INSERT INTO auth_users (id, email, created_at) VALUES (?, NULL, ?)').run(userId, now);
      database
        .prepare(
          `INSERT INTO auth_identities (provider, subject, user_id, email, email_verified, user_name, created_at, last_login_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(provider, claims.sub, userId, email, emailVerified, userName, now, now);
      return { userId, created: true };
    })
    .immediate();
}
