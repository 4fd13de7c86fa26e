import { getAddress, isAddress, type Address, type Hex } from 'viem';
import { invalidParams } from './bundler-error.js';

const HASH = /^0x[0-9a-fA-F]{64}$/;

/**
 * The entry point of an `eth_sendUserOperation` / `eth_estimateUserOperationGas`, checksummed,
 * when this chain's bundler serves it; a -32602 refusal otherwise (both bundler kinds refuse
 * before any work, so an upstream bundler never sees an operation for another entry point).
 *
 * @example
 * const entryPoint = readServedEntryPoint({ value: params[1], entryPoints }); // '0x0000000071727De22E5E9d8BAf0edAc6f37da032'
 */
export function readServedEntryPoint({
  value,
  entryPoints,
}: {
  value: unknown;
  entryPoints: readonly Address[];
}): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw invalidParams('Invalid entry point: expected an address');
  const entryPoint = getAddress(value);
  if (!entryPoints.includes(entryPoint))
    throw invalidParams(`Unsupported entry point: ${entryPoint}; this bundler serves ${entryPoints.join(', ')}`);
  return entryPoint;
}

/**
 * A userOpHash parameter, lower-cased; -32602 for anything but 32 bytes of hex.
 *
 * @example
 * const userOpHash = parseUserOperationHash(params[0]);
 */
export function parseUserOperationHash(value: unknown): Hex {
  if (typeof value !== 'string' || !HASH.test(value))
    throw invalidParams('Invalid user operation hash: expected 32 bytes of hex');
  return value.toLowerCase() as Hex;
}
