import type Database from 'better-sqlite3';
import { DAY_WINDOW_MS } from '../auth/auth-limits.js';

/** How often at most the cleanup runs: it rides on writes, so an idle server does no work. */
export const SIWX_CLEANUP_INTERVAL_MS = 60_000;

/**
 * Deletes the SIWX rows nothing reads any more, so the tables stay bounded: expired sessions
 * (revoked ones too, once past their expiry), used nonces whose token has expired (the token is
 * refused by then anyway), expired email challenges, and the SIWX rate-limit events older than the
 * longest window (a day). Answers how many rows went.
 *
 * @example
 * cleanupSiwxTables({ database, now: Date.now() });
 */
export function cleanupSiwxTables({ database, now }: { database: Database.Database; now: number }): number {
  return database.transaction(() => {
    let deleted = 0;
    deleted += database.prepare('DELETE FROM siwx_sessions WHERE expires_at <= ?').run(now).changes;
    deleted += database.prepare('DELETE FROM siwx_used_nonces WHERE expires_at <= ?').run(now).changes;
    deleted += database.prepare('DELETE FROM siwx_email_challenges WHERE expires_at <= ?').run(now).changes;
    deleted += database
      .prepare(`DELETE FROM auth_rate_events WHERE bucket LIKE 'siwx-%' AND at <= ?`)
      .run(now - DAY_WINDOW_MS).changes;
    return deleted;
  })();
}

/**
 * A cleanup that runs at most once per {@link SIWX_CLEANUP_INTERVAL_MS}; the routes call it before
 * every write (a session, a used nonce, a challenge), so growth is bounded by the write rate.
 *
 * @example
 * const cleanup = createSiwxCleanup({ database });
 * cleanup(now());
 */
export function createSiwxCleanup({ database }: { database: Database.Database }): (now: number) => void {
  let lastRunAt = -Infinity;
  return (now) => {
    if (now - lastRunAt < SIWX_CLEANUP_INTERVAL_MS && now >= lastRunAt) return;
    lastRunAt = now;
    cleanupSiwxTables({ database, now });
  };
}
