import type { Address, Hex } from 'viem';
import { REMEMBERED_USER_OPERATIONS } from './bundler-limits.js';
import type { BundlerUserOperation } from './parse-user-operation.js';

/** What the bundler remembers of an operation it sent. */
export interface SentUserOperation {
  userOperation: BundlerUserOperation;
  entryPoint: Address;
  transactionHash: Hex;
  blockHash: Hex;
  blockNumber: Hex;
}

/**
 * The operations this bundler sent, in memory by hash (the newest {@link REMEMBERED_USER_OPERATIONS}):
 * a lookup hint. After a restart, or for an older operation, the EntryPoint's logs still answer
 * (user-operation-lookup.ts).
 *
 * @example
 * const store = createUserOperationStore();
 * store.remember({ userOpHash, sent });
 */
export function createUserOperationStore({ capacity = REMEMBERED_USER_OPERATIONS }: { capacity?: number } = {}) {
  const sentByHash = new Map<Hex, SentUserOperation>();
  return {
    remember({ userOpHash, sent }: { userOpHash: Hex; sent: SentUserOperation }): void {
      sentByHash.delete(userOpHash);
      sentByHash.set(userOpHash, sent);
      // A Map iterates in insertion order: the first key is the oldest.
      while (sentByHash.size > capacity) sentByHash.delete(sentByHash.keys().next().value!);
    },
    find({ userOpHash }: { userOpHash: Hex }): SentUserOperation | undefined {
      return sentByHash.get(userOpHash);
    },
  };
}

export type UserOperationStore = ReturnType<typeof createUserOperationStore>;
