import { decodeFunctionData, parseAbi, type Hex } from 'viem';
import { InvalidRequestError } from '../../errors/invalid-request-error.js';
import type { FrameSmartAccount } from './find-smart-account.js';
import { MAX_BATCH_CALLS, type SmartAccountCall } from './read-send-calls.js';

// The smart account's own entry points (Solady ERC4337): one call, or a batch.
const ACCOUNT_ABI = parseAbi([
  'function execute(address target, uint256 value, bytes data) payable returns (bytes)',
  'function executeBatch((address target, uint256 value, bytes data)[] calls) payable returns (bytes[])',
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** What readUserOperationCalls throws: -32602 for an operation of another sender or entry point, or calls it cannot show; 4100 for another sender. */
export type ReadUserOperationCallsErrorType = InvalidRequestError;

/**
 * The calls of a user operation a page sends with eth_sendUserOperation (`[userOperation,
 * entryPoint]`): it must be this wallet's smart account's, for this network's entry point, and its
 * callData `execute` or `executeBatch`, decoded so the approval lists each call. The rest of the
 * page's operation (nonce, gas, fees, signature) is not kept: the frame fills and signs the
 * operation it shows, as for wallet_sendCalls.
 *
 * @example
 * const calls = readUserOperationCalls({ params: [userOperation, entryPoint], account });
 */
export function readUserOperationCalls({
  params,
  account,
}: {
  params: unknown;
  account: FrameSmartAccount;
}): SmartAccountCall[] {
  const [operation, entryPoint] = Array.isArray(params) ? params : [];
  if (!isPlainObject(operation)) throw new InvalidRequestError({ message: 'eth_sendUserOperation needs an operation' });
  if (typeof entryPoint !== 'string' || entryPoint.toLowerCase() !== account.network.entryPoint.toLowerCase())
    throw new InvalidRequestError({ message: `The entry point is not this network’s (${account.network.entryPoint})` });
  if (typeof operation.sender !== 'string' || operation.sender.toLowerCase() !== account.address.toLowerCase())
    throw new InvalidRequestError({ message: 'The sender is not this wallet’s smart account', code: 4100 });
  const { callData } = operation;
  if (typeof callData !== 'string' || !/^0x([0-9a-fA-F]{2})+$/.test(callData))
    throw new InvalidRequestError({ message: 'Invalid callData' });
  let decoded;
  try {
    decoded = decodeFunctionData({ abi: ACCOUNT_ABI, data: callData as Hex });
  } catch {
    throw new InvalidRequestError({ message: 'The operation’s callData is neither execute nor executeBatch' });
  }
  const calls =
    decoded.functionName === 'execute'
      ? [{ target: decoded.args[0], value: decoded.args[1], data: decoded.args[2] }]
      : decoded.args[0];
  if (calls.length === 0 || calls.length > MAX_BATCH_CALLS)
    throw new InvalidRequestError({ message: `A user operation takes 1 to ${MAX_BATCH_CALLS} calls` });
  return calls.map(({ target, value, data }) => ({ to: target, value, ...(data !== '0x' ? { data } : {}) }));
}
