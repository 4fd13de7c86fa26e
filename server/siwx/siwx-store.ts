import { createHash, randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { SiwxMessageData } from '../../src/core/protocol/siwx-types.js';

/** A session's longest life (the contract: 7 days, or the message's expirationTime if sooner). */
export const SIWX_SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/** A stored sign-in, as `GET me` reports it. */
export interface SiwxSessionRecord {
  projectId: string;
  chainId: string;
  address: string;
  message: string;
  signature: string;
  data: SiwxMessageData;
  issuedAt: number;
  expiresAt: number;
  /** The email verified with the sign-in (email capture), when there was one. */
  email?: string;
}

interface SessionRow {
  project_id: string;
  chain_id: string;
  address: string;
  message: string;
  signature: string;
  data: string;
  issued_at: number;
  expires_at: number;
  email: string | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Whether a nonce was used already (and still recorded: a record is kept until the nonce's token
 * expires, after which the token itself is refused).
 *
 * @example
 * if (isSiwxNonceUsed({ database, nonce })) return refuse('NONCE_INVALID');
 */
export function isSiwxNonceUsed({ database, nonce }: { database: Database.Database; nonce: string }): boolean {
  return database.prepare('SELECT 1 FROM siwx_used_nonces WHERE nonce = ?').get(nonce) !== undefined;
}

export interface CreateSiwxSessionParameters {
  database: Database.Database;
  session: Omit<SiwxSessionRecord, 'issuedAt' | 'expiresAt'> & { walletName?: string };
  /** The nonce the message carries and when its token expires (ms): recorded as used. */
  nonce: { value: string; expiresAt: number };
  now: number;
}

/**
 * Uses the nonce and stores the session in one transaction; the new session token (32 random
 * bytes, base64url; only its SHA-256 is stored), or undefined when the nonce was used meanwhile.
 *
 * @example
 * const token = createSiwxSession({ database, session, nonce: { value, expiresAt }, now });
 */
export function createSiwxSession({ database, session, nonce, now }: CreateSiwxSessionParameters): string | undefined {
  const token = randomBytes(32).toString('base64url');
  const messageExpiry = session.data.expirationTime ? Date.parse(session.data.expirationTime) : Infinity;
  const expiresAt = Math.min(now + SIWX_SESSION_LIFETIME_MS, messageExpiry);
  const created = database.transaction(() => {
    database.prepare('DELETE FROM siwx_used_nonces WHERE expires_at <= ?').run(now);
    const used = database
      .prepare('INSERT OR IGNORE INTO siwx_used_nonces (nonce, project_id, expires_at) VALUES (?, ?, ?)')
      .run(nonce.value, session.projectId, nonce.expiresAt);
    if (used.changes !== 1) return false;
    database
      .prepare(
        `INSERT INTO siwx_sessions (token_hash, project_id, chain_id, address, message, signature, data, wallet_name, issued_at, expires_at, email)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        hashToken(token),
        session.projectId,
        session.chainId,
        session.address,
        session.message,
        session.signature,
        JSON.stringify(session.data),
        session.walletName ?? null,
        now,
        expiresAt,
        session.email ?? null,
      );
    return true;
  })();
  return created ? token : undefined;
}

/**
 * The live session of a token in a project (not revoked, not expired), or undefined.
 *
 * @example
 * const session = findSiwxSession({ database, token, projectId, now });
 */
export function findSiwxSession({
  database,
  token,
  projectId,
  now,
}: {
  database: Database.Database;
  token: string;
  projectId: string;
  now: number;
}): SiwxSessionRecord | undefined {
  const row = database
    .prepare(
      `SELECT project_id, chain_id, address, message, signature, data, issued_at, expires_at, email FROM siwx_sessions
       WHERE token_hash = ? AND project_id = ? AND revoked_at IS NULL AND expires_at > ?`,
    )
    .get(hashToken(token), projectId, now) as SessionRow | undefined;
  if (!row) return undefined;
  return {
    projectId: row.project_id,
    chainId: row.chain_id,
    address: row.address,
    message: row.message,
    signature: row.signature,
    data: JSON.parse(row.data) as SiwxMessageData,
    issuedAt: row.issued_at,
    expiresAt: row.expires_at,
    ...(row.email === null ? {} : { email: row.email }),
  };
}

/**
 * Ends a token's session; whether a live one was ended.
 *
 * @example
 * revokeSiwxSession({ database, token, projectId, now });
 */
export function revokeSiwxSession({
  database,
  token,
  projectId,
  now,
}: {
  database: Database.Database;
  token: string;
  projectId: string;
  now: number;
}): boolean {
  const result = database
    .prepare(
      'UPDATE siwx_sessions SET revoked_at = ? WHERE token_hash = ? AND project_id = ? AND revoked_at IS NULL AND expires_at > ?',
    )
    .run(now, hashToken(token), projectId, now);
  return result.changes === 1;
}
