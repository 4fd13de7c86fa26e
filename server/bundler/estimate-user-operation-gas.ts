import type { Address } from 'viem';
import type { RpcEstimateUserOperationGasReturnType } from 'viem/account-abstraction';
import { numberToHex } from 'viem';
import { BundlerErrorCode, BundlerRpcError } from './bundler-error.js';
import {
  CALL_GAS_MARGIN_PERCENT,
  MAX_CALL_GAS_LIMIT,
  MAX_VERIFICATION_GAS_LIMIT,
  MIN_CALL_GAS_LIMIT,
  VERIFICATION_GAS_MARGIN_PERCENT,
} from './bundler-limits.js';
import { describeRevert } from './decode-entry-point-revert.js';
import type { EntryPointContracts } from './entry-point-contracts.js';
import type { NodeRpc } from './node-rpc.js';
import type { BundlerUserOperation } from './parse-user-operation.js';
import { calculatePreVerificationGas } from './pre-verification-gas.js';
import { simulateHandleOp, type RpcStateOverride } from './simulate-entry-point.js';

export interface EstimateUserOperationGasParameters {
  node: NodeRpc;
  entryPoint: Address;
  contracts: EntryPointContracts;
  userOperation: BundlerUserOperation;
  stateOverride?: RpcStateOverride;
}

/** Share of the unused call gas the EntryPoint charges (both versions): 10%. */
const UNUSED_GAS_PENALTY_PERCENT = 10n;

/**
 * eth_estimateUserOperationGas through EntryPointSimulations (simulate-entry-point.ts), two
 * eth_calls side by side:
 * - the operation with the capped limits and a gas price of 1 wei, so what `simulateHandleOp`
 *   reports as paid is the gas used: preOpGas gives the validation gas, the rest (less the
 *   EntryPoint's 10% penalty on the unused call gas) the call's;
 * - the operation without its callData, then the callData sent from the EntryPoint to the account
 *   as the simulation's target call: whether the call reverts, and why (-32521).
 * The signature is not checked (a stub is fine); the account must hold the 1-wei prefund.
 *
 * @example
 * const gas = await estimateUserOperationGas({ node, entryPoint, contracts, userOperation });
 */
export async function estimateUserOperationGas({
  userOperation,
  ...context
}: EstimateUserOperationGasParameters): Promise<RpcEstimateUserOperationGasReturnType<'0.7'>> {
  const preVerificationGas = calculatePreVerificationGas({ userOperation });
  const simulated: BundlerUserOperation = {
    ...userOperation,
    preVerificationGas,
    verificationGasLimit: MAX_VERIFICATION_GAS_LIMIT,
    callGasLimit: MAX_CALL_GAS_LIMIT,
    maxFeePerGas: 1n,
    maxPriorityFeePerGas: 1n,
    ...(userOperation.paymaster ? { paymasterVerificationGasLimit: MAX_VERIFICATION_GAS_LIMIT } : {}),
  };
  const [execution, callCheck] = await Promise.all([
    simulateHandleOp({ ...context, userOperation: simulated }),
    userOperation.callData === '0x'
      ? undefined
      : simulateHandleOp({
          ...context,
          userOperation: { ...simulated, callData: '0x' },
          target: userOperation.sender,
          targetCallData: userOperation.callData,
        }),
  ]);
  if (callCheck && !callCheck.targetSuccess) {
    throw new BundlerRpcError({
      code: BundlerErrorCode.executionReverted,
      message: `execution reverted: ${describeRevert({ abi: context.contracts.abi, data: callCheck.targetResult })}`,
      data: callCheck.targetResult,
    });
  }

  // v0.7 charges the penalty on callGasLimit + paymasterPostOpGasLimit, v0.8 on callGasLimit alone.
  const executionLimit =
    MAX_CALL_GAS_LIMIT + (context.contracts.version === '0.7' ? (simulated.paymasterPostOpGasLimit ?? 0n) : 0n);
  // paid - preOpGas = used + (limit - used) / 10, so used = (10 (paid - preOpGas) - limit) / 9.
  const charged = execution.paid - execution.preOpGas;
  const callGasUsed =
    (charged * 100n - executionLimit * UNUSED_GAS_PENALTY_PERCENT) / (100n - UNUSED_GAS_PENALTY_PERCENT);
  const verificationGasLimit = ((execution.preOpGas - preVerificationGas) * VERIFICATION_GAS_MARGIN_PERCENT) / 100n;
  const callGasLimit = maxOf((callGasUsed * CALL_GAS_MARGIN_PERCENT) / 100n, MIN_CALL_GAS_LIMIT);
  return {
    preVerificationGas: numberToHex(preVerificationGas),
    verificationGasLimit: numberToHex(verificationGasLimit),
    callGasLimit: numberToHex(callGasLimit),
    ...(userOperation.paymaster
      ? {
          paymasterVerificationGasLimit: numberToHex(verificationGasLimit),
          paymasterPostOpGasLimit: numberToHex(userOperation.paymasterPostOpGasLimit ?? 0n),
        }
      : {}),
  };
}

function maxOf(a: bigint, b: bigint): bigint {
  return a > b ? a : b;
}
