// A token bucket per connection: a client may burst up to a minute's worth of tokens, then gets
// them back evenly (one every 60 s / tokensPerMinute). Cheaper than a sliding window, and a client
// that paces itself never notices it. A token is a request, or a character of a published message.

export interface RelayRateLimiter {
  /** Takes `count` tokens (default one); false, taking none, when the bucket holds fewer (the request is refused). */
  take(count?: number): boolean;
}

/**
 * @example
 * const limiter = createRelayRateLimiter({ tokensPerMinute: 600, now: Date.now });
 * if (!limiter.take()) throw RelayRpcError.limitExceeded('Rate limit exceeded');
 */
export function createRelayRateLimiter({
  tokensPerMinute,
  now,
}: {
  /** Also the bucket's size: a take of more never succeeds. */
  tokensPerMinute: number;
  /** Unix time in milliseconds. */
  now: () => number;
}): RelayRateLimiter {
  const tokensPerMs = tokensPerMinute / 60_000;
  let tokens = tokensPerMinute;
  let updatedAt = now();
  return {
    take(count = 1) {
      const time = now();
      tokens = Math.min(tokensPerMinute, tokens + Math.max(0, time - updatedAt) * tokensPerMs);
      updatedAt = time;
      if (tokens < count) return false;
      tokens -= count;
      return true;
    },
  };
}
