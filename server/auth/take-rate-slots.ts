import type Database from 'better-sqlite3';
import { proofOfWorkRequired } from '../proof-of-work/proof-of-work-required.js';
import { redeemProofOfWork } from '../proof-of-work/redeem-proof-of-work.js';
import { RATE_WINDOW_MS } from './auth-limits.js';

export interface RateSlot {
  /** What is counted, e.g. `start:email:ada@example.com` or `verify:ip:127.0.0.1`. One bucket, one window. */
  bucket: string;
  /** Events allowed per window. */
  limit: number;
  /** The window, {@link RATE_WINDOW_MS} (an hour) unless given. */
  windowMs?: number;
  /**
   * A soft cap (per client IP, proof-of-work/client-ip-slot.ts): when it is full, the request's
   * proof of work is redeemed in place of the slot, or a 429 PROOF_OF_WORK_REQUIRED with a new
   * challenge for `ip` is thrown.
   */
  soft?: { ip: string; key: Buffer };
}

export interface TakeRateSlotsParameters {
  database: Database.Database;
  slots: RateSlot[];
  now: number;
}

/**
 * Sliding-window caps kept in SQLite (`auth_rate_events`), so they hold across restarts and
 * processes. All or nothing: if any hard bucket is full nothing is recorded and the answer is how
 * long until that bucket has room (a proof of work never helps there); a full soft bucket takes the
 * request's proof of work instead, or throws PROOF_OF_WORK_REQUIRED; otherwise one event is
 * recorded in every bucket and the answer is undefined. Runs in one IMMEDIATE transaction, so
 * parallel requests cannot both take the last slot, or both redeem one proof.
 *
 * @example
 * const retryAfterMs = takeRateSlots({ database, now, slots: [{ bucket: `start:email:${email}`, limit: 5 }] });
 * if (retryAfterMs !== undefined) throw tooManyRequests({ code: AuthErrorCode.rateLimited, retryAfterMs });
 */
export function takeRateSlots({ database, slots, now }: TakeRateSlotsParameters): number | undefined {
  const prune = database.prepare('DELETE FROM auth_rate_events WHERE bucket = ? AND at <= ?');
  // The limit-th newest event in the window: the bucket has room again once it leaves the window.
  const blocking = database
    .prepare('SELECT at FROM auth_rate_events WHERE bucket = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?')
    .pluck();
  const record = database.prepare('INSERT INTO auth_rate_events (bucket, at) VALUES (?, ?)');
  return database
    .transaction(() => {
      let retryAfterMs: number | undefined;
      const fullSoft: Array<{ slot: RateSlot; waitMs: number }> = [];
      for (const slot of slots) {
        const windowMs = slot.windowMs ?? RATE_WINDOW_MS;
        prune.run(slot.bucket, now - windowMs);
        const at = blocking.get(slot.bucket, now - windowMs, slot.limit - 1) as number | undefined;
        if (at === undefined) continue;
        if (slot.soft) fullSoft.push({ slot, waitMs: at + windowMs - now });
        else retryAfterMs = Math.max(retryAfterMs ?? 0, at + windowMs - now);
      }
      if (retryAfterMs !== undefined) return retryAfterMs;
      if (fullSoft.length) {
        // One proof pays for every full soft slot of this request.
        const { ip, key } = fullSoft[0]!.slot.soft!;
        const waitMs = Math.max(...fullSoft.map((full) => full.waitMs));
        if (!redeemProofOfWork({ database, key, ip, now }))
          throw proofOfWorkRequired({ key, ip, now, retryAfterMs: waitMs });
      }
      // A slot paid for with a proof of work is not recorded: the bucket stays full.
      for (const slot of slots) if (!fullSoft.some((full) => full.slot === slot)) record.run(slot.bucket, now);
      return undefined;
    })
    .immediate();
}
