/**
 * Runs tasks one after another: the chain's handleOps transactions, so each reads the bundler's
 * nonce after the previous one was mined. A failed task does not stop the next.
 *
 * @example
 * const queue = createSerialQueue();
 * const receipt = await queue.run(() => submitBundle(parameters));
 */
export function createSerialQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = tail.then(task, task);
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
