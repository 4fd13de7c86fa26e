import { encodeAbiParameters, size } from 'viem';
import { toPackedUserOperation } from 'viem/account-abstraction';
import { PRE_VERIFICATION_FIXED_GAS, PRE_VERIFICATION_GAS_PER_BYTE } from './bundler-limits.js';
import type { BundlerUserOperation } from './parse-user-operation.js';

const PACKED_USER_OPERATION = {
  type: 'tuple',
  components: [
    { name: 'sender', type: 'address' },
    { name: 'nonce', type: 'uint256' },
    { name: 'initCode', type: 'bytes' },
    { name: 'callData', type: 'bytes' },
    { name: 'accountGasLimits', type: 'bytes32' },
    { name: 'preVerificationGas', type: 'uint256' },
    { name: 'gasFees', type: 'bytes32' },
    { name: 'paymasterAndData', type: 'bytes' },
    { name: 'signature', type: 'bytes' },
  ],
} as const;

/**
 * The preVerificationGas an operation needs: the fixed part plus 16 gas for every byte of it in
 * the bundle's calldata. Every byte counts as non-zero, so the number depends only on the
 * lengths: an estimate made with zero gas fields and a stub signature is what the signed
 * operation with filled fields needs (as long as its signature is as long as the stub).
 *
 * @example
 * const preVerificationGas = calculatePreVerificationGas({ userOperation });
 */
export function calculatePreVerificationGas({ userOperation }: { userOperation: BundlerUserOperation }): bigint {
  const encoded = encodeAbiParameters([PACKED_USER_OPERATION], [toPackedUserOperation(userOperation)]);
  return PRE_VERIFICATION_FIXED_GAS + PRE_VERIFICATION_GAS_PER_BYTE * BigInt(size(encoded));
}
