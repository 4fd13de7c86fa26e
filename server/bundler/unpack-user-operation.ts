import { getAddress, hexToBigInt, size, slice, type Hex } from 'viem';
import type { PackedUserOperation } from 'viem/account-abstraction';
import type { BundlerUserOperation } from './parse-user-operation.js';

/**
 * The unpacked (RPC) form of a PackedUserOperation read back from a handleOps transaction, the
 * inverse of viem's `toPackedUserOperation` for v0.7 and v0.8: initCode = factory ‖ factoryData,
 * accountGasLimits = verificationGasLimit ‖ callGasLimit, gasFees = maxPriorityFeePerGas ‖
 * maxFeePerGas (16 bytes each), paymasterAndData = paymaster ‖ its two limits ‖ paymasterData.
 *
 * @example
 * const userOperation = unpackUserOperation({ packed: args[0][0] });
 */
export function unpackUserOperation({ packed }: { packed: PackedUserOperation }): BundlerUserOperation {
  const high = (word: Hex) => hexToBigInt(slice(word, 0, 16));
  const low = (word: Hex) => hexToBigInt(slice(word, 16, 32));
  const { initCode, paymasterAndData } = packed;
  return {
    sender: getAddress(packed.sender),
    nonce: packed.nonce,
    callData: packed.callData,
    verificationGasLimit: high(packed.accountGasLimits),
    callGasLimit: low(packed.accountGasLimits),
    preVerificationGas: packed.preVerificationGas,
    maxPriorityFeePerGas: high(packed.gasFees),
    maxFeePerGas: low(packed.gasFees),
    signature: packed.signature,
    ...(size(initCode) >= 20 ? { factory: getAddress(slice(initCode, 0, 20)), factoryData: slice(initCode, 20) } : {}),
    ...(size(paymasterAndData) >= 52
      ? {
          paymaster: getAddress(slice(paymasterAndData, 0, 20)),
          paymasterVerificationGasLimit: hexToBigInt(slice(paymasterAndData, 20, 36)),
          paymasterPostOpGasLimit: hexToBigInt(slice(paymasterAndData, 36, 52)),
          paymasterData: slice(paymasterAndData, 52),
        }
      : {}),
  } as BundlerUserOperation;
}
