import { decodeFunctionResult, encodeFunctionData, getAddress, zeroAddress, type Address, type Hex } from 'viem';
import { toPackedUserOperation } from 'viem/account-abstraction';
import { decodeEntryPointRevert } from './decode-entry-point-revert.js';
import type { EntryPointContracts } from './entry-point-contracts.js';
import { NodeRpcError, type NodeRpc } from './node-rpc.js';
import type { BundlerUserOperation } from './parse-user-operation.js';

/** An eth_call state override in its RPC form: address → { balance, nonce, code, state, stateDiff }. */
export type RpcStateOverride = Record<string, Record<string, unknown>>;

interface SimulationContext {
  node: NodeRpc;
  entryPoint: Address;
  contracts: EntryPointContracts;
  /** The caller's own overrides (eth_estimateUserOperationGas' third parameter). */
  stateOverride?: RpcStateOverride;
}

/** EntryPointSimulations' ValidationResult, the parts the bundler reads. */
export interface ValidationResult {
  returnInfo: { preOpGas: bigint; prefund: bigint; accountValidationData: bigint; paymasterValidationData: bigint };
}

/** EntryPointSimulations' ExecutionResult. */
export interface ExecutionResult {
  preOpGas: bigint;
  paid: bigint;
  accountValidationData: bigint;
  paymasterValidationData: bigint;
  targetSuccess: boolean;
  targetResult: Hex;
}

/**
 * `simulateValidation(op)`: an eth_call to the EntryPoint's address with EntryPointSimulations'
 * code in its place (a state override: the deposits and nonces are the real EntryPoint's). The
 * account's validation runs, signature included; a FailedOp revert becomes a -32500/-32501 refusal.
 *
 * @example
 * const { returnInfo } = await simulateValidation({ node, entryPoint, contracts, userOperation });
 */
export async function simulateValidation({
  userOperation,
  ...context
}: SimulationContext & { userOperation: BundlerUserOperation }): Promise<ValidationResult> {
  return (await simulate({
    ...context,
    functionName: 'simulateValidation',
    args: [toPackedUserOperation(userOperation)],
  })) as ValidationResult;
}

/**
 * `simulateHandleOp(op, target, targetCallData)`: validation (without failing on the signature)
 * then execution, and afterwards a call from the EntryPoint to `target`, all in one eth_call.
 *
 * @example
 * const { preOpGas, paid } = await simulateHandleOp({ node, entryPoint, contracts, userOperation });
 */
export async function simulateHandleOp({
  userOperation,
  target = zeroAddress,
  targetCallData = '0x',
  ...context
}: SimulationContext & {
  userOperation: BundlerUserOperation;
  target?: Address;
  targetCallData?: Hex;
}): Promise<ExecutionResult> {
  return (await simulate({
    ...context,
    functionName: 'simulateHandleOp',
    args: [toPackedUserOperation(userOperation), target, targetCallData],
  })) as ExecutionResult;
}

async function simulate({
  node,
  entryPoint,
  contracts,
  stateOverride = {},
  functionName,
  args,
}: SimulationContext & { functionName: 'simulateValidation' | 'simulateHandleOp'; args: unknown[] }): Promise<unknown> {
  const { abi, simulationsCode } = contracts;
  const data = encodeFunctionData({ abi, functionName, args });
  const override = { ...withoutEntryPoint({ stateOverride, entryPoint }), [entryPoint]: { code: simulationsCode } };
  let result: Hex;
  try {
    result = await node.request<Hex>({ method: 'eth_call', params: [{ to: entryPoint, data }, 'latest', override] });
  } catch (error) {
    if (!(error instanceof NodeRpcError)) throw error;
    throw decodeEntryPointRevert({ abi, data: error.revertData, fallbackMessage: error.message });
  }
  return decodeFunctionResult({ abi, functionName, data: result });
}

/** The caller may override anything but the EntryPoint itself. */
function withoutEntryPoint({ stateOverride, entryPoint }: { stateOverride: RpcStateOverride; entryPoint: Address }) {
  return Object.fromEntries(
    Object.entries(stateOverride).filter(([address]) => {
      try {
        return getAddress(address) !== entryPoint;
      } catch {
        return false;
      }
    }),
  );
}
