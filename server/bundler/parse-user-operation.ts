import { getAddress, isAddress, size, type Address, type Hex } from 'viem';
import type { UserOperation } from 'viem/account-abstraction';
import { invalidParams } from './bundler-error.js';
import {
  MAX_CALL_GAS_LIMIT,
  MAX_PAYMASTER_POST_OP_GAS_LIMIT,
  MAX_VERIFICATION_GAS_LIMIT,
  USER_OPERATION_MAX_BYTES,
} from './bundler-limits.js';

/** A v0.7 / v0.8 user operation in its unpacked form, quantities as bigints (viem's shape). */
export type BundlerUserOperation = UserOperation<'0.7'>;

export interface ParseUserOperationParameters {
  value: unknown;
  /**
   * eth_estimateUserOperationGas: the gas limits and fees may be missing (0), since they are
   * what the caller asks for.
   */
  forEstimate?: boolean;
}

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;
const BYTES = /^0x(?:[0-9a-fA-F]{2})*$/;
const GAS_FIELDS = ['callGasLimit', 'verificationGasLimit', 'preVerificationGas'] as const;
const FEE_FIELDS = ['maxFeePerGas', 'maxPriorityFeePerGas'] as const;

/**
 * Reads the user operation of eth_sendUserOperation / eth_estimateUserOperationGas (ERC-7769's
 * v0.7 form: hex quantities, `factory`+`factoryData`, `paymaster`+its limits+`paymasterData`),
 * refusing with -32602 what is missing, malformed or over the caps (bundler-limits.ts).
 *
 * @example
 * const userOperation = parseUserOperation({ value: params[0] });
 */
export function parseUserOperation({ value, forEstimate = false }: ParseUserOperationParameters): BundlerUserOperation {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw invalidParams('The user operation must be an object');
  const fields = value as Record<string, unknown>;
  if (fields.eip7702Auth !== undefined) throw invalidParams('EIP-7702 authorizations are not supported');
  if (fields.initCode !== undefined || fields.paymasterAndData !== undefined)
    throw invalidParams(
      'EntryPoint v0.6 fields (initCode, paymasterAndData) are not supported: use factory and paymaster',
    );

  const quantity = (name: string, optional: boolean): bigint => {
    const field = fields[name];
    if (field === undefined || field === null) {
      if (optional) return 0n;
      throw invalidParams(`Missing field: ${name}`);
    }
    if (typeof field !== 'string' || !QUANTITY.test(field))
      throw invalidParams(`Invalid ${name}: expected a hex quantity`);
    return BigInt(field);
  };
  const bytes = (name: string, optional: boolean): Hex | undefined => {
    const field = fields[name];
    if (field === undefined || field === null) {
      if (optional) return undefined;
      throw invalidParams(`Missing field: ${name}`);
    }
    if (typeof field !== 'string' || !BYTES.test(field)) throw invalidParams(`Invalid ${name}: expected hex bytes`);
    return field as Hex;
  };
  const address = (name: string, optional: boolean): Address | undefined => {
    const field = fields[name];
    if (field === undefined || field === null) {
      if (optional) return undefined;
      throw invalidParams(`Missing field: ${name}`);
    }
    if (typeof field !== 'string' || !isAddress(field, { strict: false }))
      throw invalidParams(`Invalid ${name}: expected an address`);
    return getAddress(field);
  };

  const factory = address('factory', true);
  const paymaster = address('paymaster', true);
  const factoryData = bytes('factoryData', true);
  if (factoryData !== undefined && factoryData !== '0x' && !factory) throw invalidParams('factoryData without factory');
  const paymasterData = bytes('paymasterData', true);
  const userOperation: BundlerUserOperation = {
    sender: address('sender', false)!,
    nonce: quantity('nonce', false),
    callData: bytes('callData', false)!,
    signature: bytes('signature', false)!,
    ...Object.fromEntries(GAS_FIELDS.map((name) => [name, quantity(name, forEstimate)])),
    ...Object.fromEntries(FEE_FIELDS.map((name) => [name, quantity(name, forEstimate)])),
    ...(factory ? { factory, factoryData: factoryData ?? '0x' } : {}),
    ...(paymaster
      ? {
          paymaster,
          paymasterVerificationGasLimit: quantity('paymasterVerificationGasLimit', forEstimate),
          paymasterPostOpGasLimit: quantity('paymasterPostOpGasLimit', forEstimate),
          paymasterData: paymasterData ?? '0x',
        }
      : {}),
  } as BundlerUserOperation;
  assertWithinLimits({ userOperation, forEstimate });
  return userOperation;
}

function assertWithinLimits({
  userOperation,
  forEstimate,
}: {
  userOperation: BundlerUserOperation;
  forEstimate: boolean;
}) {
  const variableBytes = [
    userOperation.callData,
    userOperation.factoryData,
    userOperation.paymasterData,
    userOperation.signature,
  ]
    .filter((field): field is Hex => field !== undefined)
    .reduce((total, field) => total + size(field), 0);
  if (variableBytes > USER_OPERATION_MAX_BYTES)
    throw invalidParams(
      `User operation too large: ${variableBytes} bytes of data, at most ${USER_OPERATION_MAX_BYTES}`,
    );
  const caps: [string, bigint | undefined, bigint][] = [
    ['callGasLimit', userOperation.callGasLimit, MAX_CALL_GAS_LIMIT],
    ['verificationGasLimit', userOperation.verificationGasLimit, MAX_VERIFICATION_GAS_LIMIT],
    ['paymasterVerificationGasLimit', userOperation.paymasterVerificationGasLimit, MAX_VERIFICATION_GAS_LIMIT],
    ['paymasterPostOpGasLimit', userOperation.paymasterPostOpGasLimit, MAX_PAYMASTER_POST_OP_GAS_LIMIT],
  ];
  for (const [name, value, cap] of caps)
    if (value !== undefined && value > cap)
      throw invalidParams(`${name} ${value} is over this bundler's cap of ${cap}`);
  if (!forEstimate && userOperation.maxPriorityFeePerGas > userOperation.maxFeePerGas)
    throw invalidParams('maxPriorityFeePerGas is above maxFeePerGas');
}
