import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';

export interface AuthUser {
  id: string;
  /** Null for a user made by a social login (server/oauth/save-social-identity.ts): it has no email login. */
  email: string | null;
  createdAt: string;
}

interface UserRow {
  id: string;
  email: string | null;
  created_at: number;
}

const toUser = (row: UserRow): AuthUser => ({
  id: row.id,
  email: row.email,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * The user with this (normalized) email, or undefined.
 *
 * @example
 * findUserByEmail({ database, email: 'ada@example.com' })?.id;
 */
export function findUserByEmail({
  database,
  email,
}: {
  database: Database.Database;
  email: string;
}): AuthUser | undefined {
  const row = database.prepare('SELECT * FROM auth_users WHERE email = ?').get(email) as UserRow | undefined;
  return row && toUser(row);
}

/**
 * The user by id, or undefined.
 *
 * @example
 * findUserById({ database, id: session.userId });
 */
export function findUserById({ database, id }: { database: Database.Database; id: string }): AuthUser | undefined {
  const row = database.prepare('SELECT * FROM auth_users WHERE id = ?').get(id) as UserRow | undefined;
  return row && toUser(row);
}

/**
 * Creates the user for an email that proved itself with a code; an existing user is returned
 * as it is (two parallel first logins end on one user, thanks to the UNIQUE email).
 *
 * @example
 * const { user, created } = findOrCreateUser({ database, email, now });
 */
export function findOrCreateUser({
  database,
  email,
  now,
}: {
  database: Database.Database;
  email: string;
  now: number;
}): { user: AuthUser; created: boolean } {
  const inserted = database
    .prepare('INSERT INTO auth_users (id, email, created_at) VALUES (?, ?, ?) ON CONFLICT (email) DO NOTHING')
    .run(randomUUID(), email, now);
  return { user: findUserByEmail({ database, email })!, created: inserted.changes === 1 };
}
