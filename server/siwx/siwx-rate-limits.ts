import { createMiddleware } from 'hono/factory';
import type { ProjectEnv } from '../directory/require-project.js';
import { readClientIp } from '../routes/read-client-ip.js';
import { createRpcRateLimiter } from '../rpc/create-rpc-rate-limiter.js';
import { answerRefusal, rateLimited } from './siwx-refusal.js';

/** Calls per minute of the unauthenticated SIWX routes, per client IP and per project (all clients). */
export interface SiwxRateLimits {
  noncePerMinutePerIp: number;
  noncePerMinutePerProject: number;
  authenticatePerMinutePerIp: number;
  authenticatePerMinutePerProject: number;
}

/**
 * A person signs in a few times a minute at most; a page that asks for a nonce per render still
 * fits. Per project, all clients: a flood from many addresses cannot fill the nonce table or keep
 * the chain's RPC busy verifying signatures (each authenticate may call it).
 */
export const DEFAULT_SIWX_RATE_LIMITS: SiwxRateLimits = {
  noncePerMinutePerIp: 60,
  noncePerMinutePerProject: 1200,
  authenticatePerMinutePerIp: 30,
  authenticatePerMinutePerProject: 600,
};

/**
 * Middleware behind requireProject: the RPC proxy's in-memory token buckets (per IP and per
 * project; a restart forgets them, they guard load, not secrets), one pair per route. Past a
 * bucket, 429 RATE_LIMITED with `Retry-After`.
 *
 * @example
 * const limits = siwxRateLimiters({ limits: DEFAULT_SIWX_RATE_LIMITS, now });
 * app.get(SIWX_NONCE_PATH, project, cors, limits.nonce, handler);
 */
export function siwxRateLimiters({ limits, now }: { limits: SiwxRateLimits; now: () => number }) {
  const limiter = (callsPerMinutePerIp: number, callsPerMinutePerProject: number) => {
    const buckets = createRpcRateLimiter({ limits: { callsPerMinutePerIp, callsPerMinutePerProject }, now });
    return createMiddleware<ProjectEnv>(async (c, next) => {
      const retryAfterMs = buckets.take({ ip: readClientIp({ c }), projectId: c.get('project').projectId, calls: 1 });
      if (retryAfterMs !== undefined) return answerRefusal({ c, refusal: rateLimited({ retryAfterMs }) });
      await next();
    });
  };
  return {
    nonce: limiter(limits.noncePerMinutePerIp, limits.noncePerMinutePerProject),
    authenticate: limiter(limits.authenticatePerMinutePerIp, limits.authenticatePerMinutePerProject),
  };
}
