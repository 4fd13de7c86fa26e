import { QUERY_RETRY_BASE_DELAY_MS, QUERY_RETRY_MAX_DELAY_MS } from '../constants.js';

export interface RetryDelayParameters {
  /** 0 for the first retry, 1 for the second, … */
  attempt: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Wait before a query's next retry: 1 s doubled per attempt, capped at 30 s (SPEC §4 "Query retry
 * backoff", §9 "backoff cap 30000 ms").
 * @example
 * getRetryDelay({ attempt: 0 }); // 1000
 * getRetryDelay({ attempt: 2 }); // 4000
 * getRetryDelay({ attempt: 9 }); // 30000
 */
export function getRetryDelay({
  attempt,
  baseDelayMs = QUERY_RETRY_BASE_DELAY_MS,
  maxDelayMs = QUERY_RETRY_MAX_DELAY_MS,
}: RetryDelayParameters): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempt), maxDelayMs);
}
