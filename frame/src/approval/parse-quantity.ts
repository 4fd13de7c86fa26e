import { InvalidRequestError } from '../errors/invalid-request-error.js';

const MAX_UINT256 = 2n ** 256n - 1n;

export interface ParseQuantityParameters {
  value: unknown;
  /** Names the field in the refusal, e.g. 'value' → 'Invalid value'. */
  field: string;
  /** The largest accepted amount; defaults to 2^256 − 1. */
  max?: bigint;
}

/** What parseQuantity throws: -32602 `Invalid {field}`. */
export type ParseQuantityErrorType = InvalidRequestError;

/**
 * A JSON-RPC quantity as the signer will read it: a hex (`0x…`) or decimal string, or a safe
 * non-negative integer. Anything else (fractions, negatives, words, objects) is refused as
 * invalid params, so what the approval shows is what is signed.
 *
 * @example
 * parseQuantity({ value: '0x2386f26fc10000', field: 'value' }); // 10000000000000000n
 * parseQuantity({ value: undefined, field: 'gas' }); // undefined
 */
export function parseQuantity({ value, field, max = MAX_UINT256 }: ParseQuantityParameters): bigint | undefined {
  if (value === undefined || value === null) return undefined;
  const text = typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  if (typeof text !== 'string' || !/^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/.test(text))
    throw new InvalidRequestError({ message: `Invalid ${field}` });
  const amount = BigInt(text);
  if (amount > max) throw new InvalidRequestError({ message: `Invalid ${field}` });
  return amount;
}
