import type { ActivityRecord, ActivityTransfer } from './create-activity-store.js';
import type { IndexedUserOperation } from './read-user-operations.js';

/** A token transfer of a transaction, with the log it came from. */
export interface LoggedTransfer {
  logIndex: number;
  transfer: ActivityTransfer;
}

export interface SplitUserOperationsParameters {
  /** The bundle transaction's own record, with its native value but no token transfers yet. */
  transaction: ActivityRecord;
  operations: readonly IndexedUserOperation[];
  /** The transaction's token transfers, in log order. */
  tokenTransfers: readonly LoggedTransfer[];
  native: { name: string; symbol: string; decimals: number };
}

/**
 * The records of a transaction that carries user operations: its own (the bundler's call of the
 * EntryPoint, keeping the token transfers outside every operation) and one per operation, for
 * the smart account that sent it: its native calls with value (also when it reverted: the
 * attempted amounts, as for a plain transaction), the token transfers logged during its
 * execution, and the event's success as status. The gas the account pays the EntryPoint and the
 * EntryPoint pays the bundler moves inside the contracts and is not a transfer of either record.
 * sentTo is the operation's one target, or the account itself when it calls several (a batch has
 * no single recipient) or none that could be read.
 *
 * @example
 * const records = splitUserOperations({ transaction, operations, tokenTransfers, native });
 */
export function splitUserOperations({
  transaction,
  operations,
  tokenTransfers,
  native,
}: SplitUserOperationsParameters): ActivityRecord[] {
  const isDuring = (operation: IndexedUserOperation, logIndex: number) =>
    logIndex > operation.logsAfter && logIndex < operation.logsBefore;
  const outside = tokenTransfers.filter(
    ({ logIndex }) => !operations.some((operation) => isDuring(operation, logIndex)),
  );
  const records: ActivityRecord[] = [
    { ...transaction, transfers: [...transaction.transfers, ...outside.map(({ transfer }) => transfer)] },
  ];
  for (const operation of operations) {
    const calls = operation.calls ?? [];
    const targets = new Set(calls.map((call) => call.target));
    records.push({
      ...transaction,
      operation: operation.userOpHash,
      status: operation.success ? 'confirmed' : 'failed',
      sentFrom: operation.sender,
      sentTo: targets.size === 1 ? [...targets][0]! : operation.sender,
      transfers: [
        ...calls
          .filter((call) => call.value > 0n)
          .map((call) => ({ from: operation.sender, to: call.target, ...native, amount: call.value })),
        ...tokenTransfers.filter(({ logIndex }) => isDuring(operation, logIndex)).map(({ transfer }) => transfer),
      ],
    });
  }
  return records;
}
