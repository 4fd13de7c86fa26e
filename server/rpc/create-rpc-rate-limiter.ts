export interface RpcRateLimits {
  /** JSON-RPC calls per client IP per minute (a batch counts each call). */
  callsPerMinutePerIp: number;
  /** JSON-RPC calls per project per minute, all clients together. */
  callsPerMinutePerProject: number;
}

export interface CreateRpcRateLimiterParameters {
  limits: RpcRateLimits;
  /** Clock in ms; tests move it. */
  now?: () => number;
}

/** Buckets kept before the full ones are swept out, so a flood of addresses cannot grow the map without end. */
const SWEEP_AT_SIZE = 10_000;

/**
 * Per-IP and per-project caps of the RPC proxy, in memory (a restart forgets them; they guard a
 * node's quota, not secrets). Token buckets: each holds a minute's calls and refills evenly, so a
 * burst up to the cap passes and a steady flood is held to it.
 *
 * @example
 * const limiter = createRpcRateLimiter({ limits: { callsPerMinutePerIp: 1200, callsPerMinutePerProject: 12000 } });
 * const retryAfterMs = limiter.take({ ip, projectId, calls: 3 }); // undefined: go ahead
 */
export function createRpcRateLimiter({ limits, now = Date.now }: CreateRpcRateLimiterParameters) {
  const buckets = new Map<string, { tokens: number; at: number }>();

  const level = (key: string, perMinute: number, time: number) => {
    const bucket = buckets.get(key);
    if (!bucket) return perMinute;
    return Math.min(perMinute, bucket.tokens + ((time - bucket.at) * perMinute) / 60_000);
  };

  const sweep = (time: number) => {
    for (const [key, bucket] of buckets) {
      const perMinute = key.startsWith('ip:') ? limits.callsPerMinutePerIp : limits.callsPerMinutePerProject;
      if (bucket.tokens + ((time - bucket.at) * perMinute) / 60_000 >= perMinute) buckets.delete(key);
    }
  };

  return {
    /** Takes `calls` from both buckets, or none: the wait in ms until both could give them, else undefined. */
    take({ ip, projectId, calls }: { ip: string; projectId: string; calls: number }): number | undefined {
      const time = now();
      if (buckets.size > SWEEP_AT_SIZE) sweep(time);
      const wanted = [
        { key: `ip:${ip}`, perMinute: limits.callsPerMinutePerIp },
        { key: `project:${projectId}`, perMinute: limits.callsPerMinutePerProject },
      ].map((entry) => ({ ...entry, tokens: level(entry.key, entry.perMinute, time) }));
      const short = wanted.filter((entry) => entry.tokens < calls);
      // A batch bigger than a whole bucket never fits: a minute is the honest answer.
      if (short.length)
        return Math.max(
          ...short.map((entry) =>
            calls > entry.perMinute ? 60_000 : ((calls - entry.tokens) * 60_000) / entry.perMinute,
          ),
        );
      for (const entry of wanted) buckets.set(entry.key, { tokens: entry.tokens - calls, at: time });
      return undefined;
    },
  };
}

export type RpcRateLimiter = ReturnType<typeof createRpcRateLimiter>;
