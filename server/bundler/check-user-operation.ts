import type { Address, Hex } from 'viem';
import { encodeFunctionData, decodeFunctionResult } from 'viem';
import { toPackedUserOperation } from 'viem/account-abstraction';
import { invalidParams } from './bundler-error.js';
import { checkValidationData } from './check-validation-data.js';
import type { EntryPointContracts } from './entry-point-contracts.js';
import type { NodeRpc } from './node-rpc.js';
import type { BundlerUserOperation } from './parse-user-operation.js';
import { calculatePreVerificationGas } from './pre-verification-gas.js';
import { simulateValidation } from './simulate-entry-point.js';

export interface CheckUserOperationParameters {
  node: NodeRpc;
  entryPoint: Address;
  contracts: EntryPointContracts;
  userOperation: BundlerUserOperation;
}

/**
 * The checks of eth_sendUserOperation before anything is sent: enough preVerificationGas
 * (pre-verification-gas.ts), a maxFeePerGas that covers the latest base fee, and the EntryPoint's
 * own validation through simulateValidation (signature, nonce, prefund, factory, time range).
 * Returns the operation's hash from the EntryPoint's `getUserOpHash`.
 *
 * @example
 * const userOpHash = await checkUserOperation({ node, entryPoint, contracts, userOperation });
 */
export async function checkUserOperation({
  node,
  entryPoint,
  contracts,
  userOperation,
}: CheckUserOperationParameters): Promise<Hex> {
  const required = calculatePreVerificationGas({ userOperation });
  if (userOperation.preVerificationGas < required)
    throw invalidParams(`preVerificationGas ${userOperation.preVerificationGas} is too low: at least ${required}`);
  const block = await node.request<{ baseFeePerGas?: Hex; timestamp: Hex }>({
    method: 'eth_getBlockByNumber',
    params: ['latest', false],
  });
  const baseFee = BigInt(block.baseFeePerGas ?? '0x0');
  if (userOperation.maxFeePerGas < baseFee)
    throw invalidParams(`maxFeePerGas ${userOperation.maxFeePerGas} is below the base fee ${baseFee}`);
  const { returnInfo } = await simulateValidation({ node, entryPoint, contracts, userOperation });
  checkValidationData({ ...returnInfo, now: BigInt(block.timestamp) });
  const hash = await node.request<Hex>({
    method: 'eth_call',
    params: [
      {
        to: entryPoint,
        data: encodeFunctionData({
          abi: contracts.abi,
          functionName: 'getUserOpHash',
          args: [toPackedUserOperation(userOperation)],
        }),
      },
      'latest',
    ],
  });
  return decodeFunctionResult({ abi: contracts.abi, functionName: 'getUserOpHash', data: hash }) as Hex;
}
