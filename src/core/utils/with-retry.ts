import { QUERY_RETRY_COUNT } from '../constants.js';
import { getRetryDelay } from './retry-delay.js';

export interface WithRetryParameters<T> {
  run: (attempt: number) => Promise<T>;
  /** Retries after the first try (SPEC §9 "Query retry 3"). */
  retries?: number;
  /** Whether a failure is worth another try; a 4xx answer, for example, is not. */
  shouldRetry?: (error: unknown) => boolean;
  /** First delay; doubled per attempt and capped (SPEC §4). Tests pass a small one. */
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Stops waiting and retrying once aborted; the abort reason is thrown. */
  signal?: AbortSignal;
}

/**
 * Runs a query, retrying failures with the backoff of SPEC §4 (1 s doubling, cap 30 s, 3 retries).
 * The last error is thrown when every try failed.
 * @example
 * const wallets = await withRetry({ run: () => api.get({ path: '/getWallets' }), shouldRetry: isRetryableHttpError });
 */
export async function withRetry<T>({
  run,
  retries = QUERY_RETRY_COUNT,
  shouldRetry = () => true,
  baseDelayMs,
  maxDelayMs,
  signal,
}: WithRetryParameters<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    signal?.throwIfAborted();
    try {
      return await run(attempt);
    } catch (error) {
      if (attempt >= retries || signal?.aborted || !shouldRetry(error)) throw error;
      await wait({
        ms: getRetryDelay({
          attempt,
          ...(baseDelayMs === undefined ? {} : { baseDelayMs }),
          ...(maxDelayMs === undefined ? {} : { maxDelayMs }),
        }),
        signal,
      });
    }
  }
}

function wait({ ms, signal }: { ms: number; signal: AbortSignal | undefined }): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
