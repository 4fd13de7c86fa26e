import { createMiddleware } from 'hono/factory';
import { NameServiceErrorCode } from '../../src/core/protocol/names-api.js';
import { readClientIp } from '../routes/read-client-ip.js';
import { answerNameRefusal } from './names-error.js';

/** Registrations a person makes are a handful; 20 an hour per IP keeps a script from squatting names or keeping the chain busy verifying. */
export const DEFAULT_REGISTRATIONS_PER_HOUR_PER_IP = 20;

const HOUR_MS = 3_600_000;
/** Buckets kept before the full ones are swept out, so a flood of addresses cannot grow the map without end. */
const SWEEP_AT_SIZE = 10_000;

/**
 * Middleware: a token bucket per client IP (readClientIp) holding an hour's registration attempts,
 * refilled evenly; in memory (a restart forgets it: it guards load and squatting, not secrets),
 * like siwx/siwx-rate-limits.ts. Every attempt counts, refused ones too (each may ask a chain).
 * Past it: 429 RATE_LIMITED with `Retry-After`.
 *
 * @example
 * app.post(PROFILE_ACCOUNT_PATH, project, namesRateLimit({ perHour: 20, now: Date.now }), register);
 */
export function namesRateLimit({ perHour, now }: { perHour: number; now: () => number }) {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const level = (bucket: { tokens: number; at: number } | undefined, time: number) =>
    bucket ? Math.min(perHour, bucket.tokens + ((time - bucket.at) * perHour) / HOUR_MS) : perHour;

  return createMiddleware(async (c, next) => {
    const time = now();
    if (buckets.size > SWEEP_AT_SIZE)
      for (const [key, bucket] of buckets) if (level(bucket, time) >= perHour) buckets.delete(key);
    const ip = readClientIp({ c });
    const tokens = level(buckets.get(ip), time);
    if (tokens < 1) {
      const retryAfterMs = ((1 - tokens) * HOUR_MS) / perHour;
      const description = 'Too many registrations, please try again later';
      return answerNameRefusal({
        c,
        refusal: { status: 429, code: NameServiceErrorCode.rateLimited, description, retryAfterMs },
      });
    }
    buckets.set(ip, { tokens: tokens - 1, at: time });
    await next();
  });
}
