/**
 * The error a promise rejects with; throws when it resolves instead, so a test cannot pass on a
 * call that should have failed.
 * @example expect((await rejection(wallet.connect())).code).to.equal(4001)
 */
export async function rejection(promise: Promise<unknown>): Promise<Error & { code?: number }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { code?: number };
  }
  throw new Error('expected a rejection');
}
