/**
 * RPC params as plain JSON for the frame channel: bigints become `0x` hex quantities (as
 * EIP-1474 encodes them), Uint8Arrays become arrays of numbers, `undefined` object fields are
 * dropped. Everything else passes as it is; the frame's schema checks the result.
 *
 * @example
 * toPlainRpcParams([{ to: '0x…', value: 10n ** 18n }]); // [{ to: '0x…', value: '0xde0b6b3a7640000' }]
 */
export function toPlainRpcParams(value: unknown, depth = 0): unknown {
  if (depth > 32) return value;
  if (typeof value === 'bigint') return `0x${value.toString(16)}`;
  if (value instanceof Uint8Array) return Array.from(value);
  if (Array.isArray(value)) return value.map((item) => toPlainRpcParams(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => [key, toPlainRpcParams(item, depth + 1)]),
    );
  }
  return value;
}
