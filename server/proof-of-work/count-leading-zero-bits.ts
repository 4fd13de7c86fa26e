/**
 * Zero bits at the start of a byte string (a SHA-256 digest's difficulty).
 *
 * @example
 * countLeadingZeroBits({ bytes: Uint8Array.of(0, 0x1f) }); // 11
 */
export function countLeadingZeroBits({ bytes }: { bytes: Uint8Array }): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}
