import type Database from 'better-sqlite3';
import { checkProofOfWork } from './check-proof-of-work.js';
import { PROOF_OF_WORK_TTL_MS } from './proof-of-work-limits.js';
import { readRequestProofOfWork } from './request-proof-of-work.js';

export interface RedeemProofOfWorkParameters {
  database: Database.Database;
  key: Buffer;
  ip: string;
  now: number;
}

/**
 * Spends the current request's proof of work in place of a full per-IP slot: true when it is a
 * valid solution (check-proof-of-work.ts) for this client that was never redeemed before; it is
 * then remembered as redeemed (`auth_rate_events`, bucket `pow:<nonce>`) until it has expired
 * anyway. Call it inside the transaction that takes the slots, so two requests cannot redeem one
 * proof.
 *
 * @example
 * if (!redeemProofOfWork({ database, key, ip, now })) throw proofOfWorkRequired({ key, ip, now, retryAfterMs });
 */
export function redeemProofOfWork({ database, key, ip, now }: RedeemProofOfWorkParameters): boolean {
  const nonce = checkProofOfWork({ key, ip, now, header: readRequestProofOfWork() });
  if (!nonce) return false;
  // A record older than the time-to-live belongs to a challenge that has expired: it may go.
  database
    .prepare("DELETE FROM auth_rate_events WHERE bucket >= 'pow:' AND bucket < 'pow;' AND at <= ?")
    .run(now - PROOF_OF_WORK_TTL_MS);
  const bucket = `pow:${nonce}`;
  if (database.prepare('SELECT 1 FROM auth_rate_events WHERE bucket = ?').get(bucket)) return false;
  database.prepare('INSERT INTO auth_rate_events (bucket, at) VALUES (?, ?)').run(bucket, now);
  return true;
}
