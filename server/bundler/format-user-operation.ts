import { numberToHex, type Hex } from 'viem';
import type { RpcUserOperation } from 'viem/account-abstraction';
import type { BundlerUserOperation } from './parse-user-operation.js';

/**
 * A user operation in its RPC form (hex quantities), as eth_getUserOperationByHash returns it.
 *
 * @example
 * formatUserOperation({ userOperation }).nonce; // '0x0'
 */
export function formatUserOperation({
  userOperation,
}: {
  userOperation: BundlerUserOperation;
}): RpcUserOperation<'0.7'> {
  const quantity = (value: bigint | undefined) => (value === undefined ? undefined : numberToHex(value));
  const rpc: Record<string, Hex | undefined> = {
    sender: userOperation.sender,
    nonce: quantity(userOperation.nonce),
    factory: userOperation.factory,
    factoryData: userOperation.factoryData,
    callData: userOperation.callData,
    callGasLimit: quantity(userOperation.callGasLimit),
    verificationGasLimit: quantity(userOperation.verificationGasLimit),
    preVerificationGas: quantity(userOperation.preVerificationGas),
    maxFeePerGas: quantity(userOperation.maxFeePerGas),
    maxPriorityFeePerGas: quantity(userOperation.maxPriorityFeePerGas),
    paymaster: userOperation.paymaster,
    paymasterVerificationGasLimit: quantity(userOperation.paymasterVerificationGasLimit),
    paymasterPostOpGasLimit: quantity(userOperation.paymasterPostOpGasLimit),
    paymasterData: userOperation.paymasterData,
    signature: userOperation.signature,
  };
  return Object.fromEntries(
    Object.entries(rpc).filter(([, value]) => value !== undefined),
  ) as unknown as RpcUserOperation<'0.7'>;
}
