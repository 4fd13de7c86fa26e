interface Waiter {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  timer: ReturnType<typeof setTimeout>;
}

export interface Waiters {
  /** A promise for the answer to `id`; it rejects with `onTimeout()` when none comes within `timeoutMs`. */
  wait<T>(id: number, timeoutMs: number, onTimeout: () => Error): Promise<T>;
  resolve(id: number, value: unknown): boolean;
  reject(id: number, error: unknown): boolean;
  rejectAll(error: unknown): void;
}

/**
 * Promises waiting for answers by JSON-RPC id, each with its own timeout, so no wait is unbounded.
 *
 * @example
 * const waiters = createWaiters();
 * const answer = waiters.wait(id, 15_000, () => new WalletConnectRelayUnavailableError());
 * waiters.resolve(id, true);
 */
export function createWaiters(): Waiters {
  const waiting = new Map<number, Waiter>();
  const settle = (id: number, settleWith: (waiter: Waiter) => void) => {
    const waiter = waiting.get(id);
    if (!waiter) return false;
    waiting.delete(id);
    clearTimeout(waiter.timer);
    settleWith(waiter);
    return true;
  };
  return {
    wait<T>(id: number, timeoutMs: number, onTimeout: () => Error) {
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => settle(id, (waiter) => waiter.reject(onTimeout())), timeoutMs);
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      });
    },
    resolve: (id, value) => settle(id, (waiter) => waiter.resolve(value)),
    reject: (id, error) => settle(id, (waiter) => waiter.reject(error)),
    rejectAll(error) {
      for (const id of [...waiting.keys()]) settle(id, (waiter) => waiter.reject(error));
    },
  };
}
