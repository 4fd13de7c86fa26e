import {
  decodeFunctionData,
  getAddress,
  isAddressEqual,
  parseAbi,
  parseEventLogs,
  type Address,
  type Hex,
  type Log,
} from 'viem';
import { entryPoint07Abi } from 'viem/account-abstraction';

/** One call a smart account makes for its operation. */
export interface AccountCall {
  target: Address;
  value: bigint;
}

/** A user operation found in a bundle transaction, matched to its `UserOperationEvent`. */
export interface IndexedUserOperation {
  userOpHash: Hex;
  sender: Address;
  success: boolean;
  /** The account's calls (Solady/ERC-4337 `execute` / `executeBatch`); undefined when its callData is neither, or the bundle's input could not be read. */
  calls: readonly AccountCall[] | undefined;
  /** The operation's own logs lie strictly between these log indexes (its execution: after BeforeExecution or the previous operation's event, before its own event). */
  logsAfter: number;
  logsBefore: number;
}

export interface ReadUserOperationsParameters {
  /** The chain's EntryPoints (ServerChain.accountAbstraction.entryPoints); events of other contracts are ignored. */
  entryPoints: readonly Address[];
  /** The transaction's input (a handleOps call, or something else that called the EntryPoint). */
  input: Hex;
  /** The receipt's logs. */
  logs: readonly Log[];
}

// The calls of LocalAccount (Solady ERC4337; the same selectors as eth-infinitism's SimpleAccount).
const accountAbi = parseAbi([
  'function execute(address target, uint256 value, bytes data)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls)',
]);

/**
 * The user operations of one transaction, from the `UserOperationEvent`s of the known EntryPoints
 * in its receipt (userOpHash, sender, success), each matched by (sender, nonce) to an operation of
 * the transaction's `handleOps` / `handleAggregatedOps` input to read its calls. The EntryPoint
 * 0.7 ABI decodes 0.8 too (same PackedUserOperation, events and functions). An event whose
 * operation is not in the input (the EntryPoint was called through another contract) still gives
 * the operation, without calls.
 *
 * @example
 * const operations = readUserOperations({ entryPoints, input: transaction.input, logs: receipt.logs });
 */
export function readUserOperations({ entryPoints, input, logs }: ReadUserOperationsParameters): IndexedUserOperation[] {
  const events = parseEventLogs({
    abi: entryPoint07Abi,
    eventName: ['UserOperationEvent', 'BeforeExecution'],
    logs: logs.filter((log) => entryPoints.some((entryPoint) => isAddressEqual(entryPoint, log.address))),
  }).sort((a, b) => a.logIndex - b.logIndex);
  if (!events.some((event) => event.eventName === 'UserOperationEvent')) return [];
  const packed = readPackedOperations({ input });
  const operations: IndexedUserOperation[] = [];
  let boundary = -1;
  for (const event of events) {
    if (event.eventName === 'UserOperationEvent') {
      const { userOpHash, sender, nonce, success } = event.args;
      const op = packed.find((candidate) => isAddressEqual(candidate.sender, sender) && candidate.nonce === nonce);
      operations.push({
        userOpHash,
        sender: getAddress(sender),
        success,
        calls: op ? readAccountCalls({ callData: op.callData }) : undefined,
        logsAfter: boundary,
        logsBefore: event.logIndex,
      });
    }
    boundary = event.logIndex;
  }
  return operations;
}

function readPackedOperations({ input }: { input: Hex }) {
  try {
    const { functionName, args } = decodeFunctionData({ abi: entryPoint07Abi, data: input });
    if (functionName === 'handleOps') return args[0];
    if (functionName === 'handleAggregatedOps') return args[0].flatMap((group) => group.userOps);
  } catch {
    // Not a call of the EntryPoint itself.
  }
  return [];
}

/**
 * The calls in an account's callData: `execute(target, value, data)` is one, `executeBatch(calls)`
 * each of its calls; undefined for any other function.
 *
 * @example
 * readAccountCalls({ callData }); // [{ target: '0x…', value: 10n }]
 */
export function readAccountCalls({ callData }: { callData: Hex }): AccountCall[] | undefined {
  try {
    const decoded = decodeFunctionData({ abi: accountAbi, data: callData });
    if (decoded.functionName === 'execute') {
      const [target, value] = decoded.args;
      return [{ target: getAddress(target), value }];
    }
    return decoded.args[0].map((call) => ({ target: getAddress(call.target), value: call.value }));
  } catch {
    return undefined;
  }
}
