import { ERROR_REPORT_MAX, ERROR_REPORT_WINDOW_MS } from '../constants.js';

export interface CreateRateLimiterParameters {
  /** Calls allowed per window (SPEC §9 "at most 5 per 60 s"). */
  max?: number;
  windowMs?: number;
  now?: () => number;
}

export interface RateLimiter {
  /** True, and counts the call, when another call fits in the sliding window. */
  tryAcquire(): boolean;
}

/**
 * A sliding-window limiter, used so error reports stay at most 5 per 60 s (SPEC §9).
 * @example
 * const limiter = createRateLimiter({ max: 5, windowMs: 60_000 });
 * if (limiter.tryAcquire()) send(report);
 */
export function createRateLimiter({
  max = ERROR_REPORT_MAX,
  windowMs = ERROR_REPORT_WINDOW_MS,
  now = Date.now,
}: CreateRateLimiterParameters = {}): RateLimiter {
  const times: number[] = [];
  return {
    tryAcquire() {
      const time = now();
      while (times.length && time - times[0]! >= windowMs) times.shift();
      if (times.length >= max) return false;
      times.push(time);
      return true;
    },
  };
}
