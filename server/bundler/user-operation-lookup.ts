import {
  decodeEventLog,
  decodeFunctionData,
  encodeEventTopics,
  isAddressEqual,
  numberToHex,
  type Address,
  type Hex,
} from 'viem';
import { entryPoint07Abi as abi } from 'viem/account-abstraction';
import { formatUserOperation } from './format-user-operation.js';
import type { NodeRpc } from './node-rpc.js';
import type { RpcLog, RpcTransactionReceipt } from './submit-bundle.js';
import { unpackUserOperation } from './unpack-user-operation.js';
import type { UserOperationStore } from './user-operation-store.js';

export interface LookupParameters {
  node: NodeRpc;
  entryPoints: readonly Address[];
  store: UserOperationStore;
  userOpHash: Hex;
}

// The events and handleOps are the same in v0.7 and v0.8 (viem's typed ABI of 0.7 reads both).
const [USER_OPERATION_EVENT] = encodeEventTopics({ abi, eventName: 'UserOperationEvent' });
const [BEFORE_EXECUTION] = encodeEventTopics({ abi, eventName: 'BeforeExecution' });
const [REVERT_REASON] = encodeEventTopics({ abi, eventName: 'UserOperationRevertReason' });

/**
 * eth_getUserOperationReceipt (ERC-7769): from the EntryPoint's `UserOperationEvent` for the
 * hash, `{ userOpHash, entryPoint, sender, nonce, paymaster, actualGasCost, actualGasUsed,
 * success, reason?, logs, receipt }`, where logs are the operation's own (after the previous
 * operation's event or BeforeExecution) and receipt the bundle transaction's. null while unknown.
 *
 * @example
 * const receipt = await getUserOperationReceipt({ node, entryPoints, store, userOpHash });
 */
export async function getUserOperationReceipt(parameters: LookupParameters) {
  const event = await findUserOperationEvent(parameters);
  if (!event) return null;
  const receipt = await parameters.node.request<RpcTransactionReceipt | null>({
    method: 'eth_getTransactionReceipt',
    params: [event.log.transactionHash],
  });
  if (!receipt) return null;
  const index = receipt.logs.findIndex((log) => log.logIndex === event.log.logIndex);
  let start = index;
  while (start > 0 && !isBoundary({ log: receipt.logs[start - 1]!, entryPoint: event.log.address })) start--;
  const revertLog = receipt.logs
    .slice(start, index)
    .find((log) => log.topics[0] === REVERT_REASON && log.topics[1] === parameters.userOpHash);
  const { args } = event;
  return {
    userOpHash: parameters.userOpHash,
    entryPoint: event.log.address,
    sender: args.sender,
    nonce: numberToHex(args.nonce),
    paymaster: args.paymaster,
    actualGasCost: numberToHex(args.actualGasCost),
    actualGasUsed: numberToHex(args.actualGasUsed),
    success: args.success,
    ...(revertLog ? { reason: readRevertReason({ log: revertLog }) } : {}),
    logs: receipt.logs.slice(start, index),
    receipt,
  };
}

/**
 * eth_getUserOperationByHash (ERC-7769): `{ userOperation, entryPoint, transactionHash,
 * blockHash, blockNumber }`, from memory for an operation this bundler sent, otherwise read back
 * from the handleOps transaction that emitted its event. null while unknown.
 *
 * @example
 * const found = await getUserOperationByHash({ node, entryPoints, store, userOpHash });
 */
export async function getUserOperationByHash(parameters: LookupParameters) {
  const sent = parameters.store.find({ userOpHash: parameters.userOpHash });
  if (sent) {
    const { userOperation, ...where } = sent;
    return { userOperation: formatUserOperation({ userOperation }), ...where };
  }
  const event = await findUserOperationEvent(parameters);
  if (!event) return null;
  const transaction = await parameters.node.request<{ input: Hex } | null>({
    method: 'eth_getTransactionByHash',
    params: [event.log.transactionHash],
  });
  const packed = transaction
    ? findPackedOperation({ input: transaction.input, sender: event.args.sender, nonce: event.args.nonce })
    : undefined;
  if (!packed) return null;
  return {
    userOperation: formatUserOperation({ userOperation: unpackUserOperation({ packed }) }),
    entryPoint: event.log.address,
    transactionHash: event.log.transactionHash,
    blockHash: event.log.blockHash,
    blockNumber: event.log.blockNumber,
  };
}

async function findUserOperationEvent({ node, entryPoints, store, userOpHash }: LookupParameters) {
  const sent = store.find({ userOpHash });
  const logs = await node.request<RpcLog[]>({
    method: 'eth_getLogs',
    params: [
      {
        address: entryPoints,
        topics: [USER_OPERATION_EVENT, userOpHash],
        // The block is known for an operation sent by this bundler; otherwise search the chain (a local one).
        fromBlock: sent?.blockNumber ?? '0x0',
        toBlock: sent?.blockNumber ?? 'latest',
      },
    ],
  });
  const log = logs.find((entry) => !entry.removed);
  if (!log) return undefined;
  const { args } = decodeEventLog({
    abi,
    eventName: 'UserOperationEvent',
    topics: log.topics as [Hex, ...Hex[]],
    data: log.data,
  });
  return { log, args };
}

/** The log before an operation's own: the previous operation's event, or BeforeExecution. */
function isBoundary({ log, entryPoint }: { log: RpcLog; entryPoint: Address }): boolean {
  return (
    isAddressEqual(log.address, entryPoint) &&
    (log.topics[0] === USER_OPERATION_EVENT || log.topics[0] === BEFORE_EXECUTION)
  );
}

function readRevertReason({ log }: { log: RpcLog }): Hex {
  const { args } = decodeEventLog({
    abi,
    eventName: 'UserOperationRevertReason',
    topics: log.topics as [Hex, ...Hex[]],
    data: log.data,
  });
  return args.revertReason;
}

function findPackedOperation({ input, sender, nonce }: { input: Hex; sender: Address; nonce: bigint }) {
  try {
    const { functionName, args } = decodeFunctionData({ abi, data: input });
    if (functionName !== 'handleOps') return undefined;
    const [ops] = args;
    return ops.find((op) => isAddressEqual(op.sender, sender) && op.nonce === nonce);
  } catch {
    return undefined;
  }
}
