import type Database from 'better-sqlite3';
import { RATE_WINDOW_MS } from './auth-limits.js';

export interface RateSlot {
  /** What is counted, e.g. `start:email:ada@example.com` or `verify:ip:127.0.0.1`. */
  bucket: string;
  /** Events allowed per {@link RATE_WINDOW_MS}. */
  limit: number;
}

export interface TakeRateSlotsParameters {
  database: Database.Database;
  slots: RateSlot[];
  now: number;
}

/**
 * Sliding-window caps kept in SQLite (`auth_rate_events`), so they hold across restarts and
 * processes. All or nothing: if any bucket is full nothing is recorded and the answer is how
 * long until that bucket has room; otherwise one event is recorded in every bucket and the
 * answer is undefined. Runs in one IMMEDIATE transaction, so parallel requests cannot both take
 * the last slot.
 *
 * @example
 * const retryAfterMs = takeRateSlots({ database, now, slots: [{ bucket: `start:ip:${ip}`, limit: 20 }] });
 * if (retryAfterMs !== undefined) throw tooManyRequests({ code: AuthErrorCode.rateLimited, retryAfterMs });
 */
export function takeRateSlots({ database, slots, now }: TakeRateSlotsParameters): number | undefined {
  const windowStart = now - RATE_WINDOW_MS;
  const prune = database.prepare('DELETE FROM auth_rate_events WHERE bucket = ? AND at <= ?');
  // The limit-th newest event in the window: the bucket has room again once it leaves the window.
  const blocking = database.prepare('SELECT at FROM auth_rate_events WHERE bucket = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?').pluck();
  const record = database.prepare('INSERT INTO auth_rate_events (bucket, at) VALUES (?, ?)');
  return database.transaction(() => {
    let retryAfterMs: number | undefined;
    for (const { bucket, limit } of slots) {
      prune.run(bucket, windowStart);
      const at = blocking.get(bucket, windowStart, limit - 1) as number | undefined;
      if (at !== undefined) retryAfterMs = Math.max(retryAfterMs ?? 0, at + RATE_WINDOW_MS - now);
    }
    if (retryAfterMs !== undefined) return retryAfterMs;
    for (const { bucket } of slots) record.run(bucket, now);
    return undefined;
  }).immediate();
}
