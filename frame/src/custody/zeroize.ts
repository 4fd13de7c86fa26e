/**
 * Overwrites every given buffer with zeros, so entropy, seeds and private keys do not linger in
 * memory after use (docs/SECURITY.md T21). `undefined` entries are skipped, which lets a
 * `finally` block clear buffers that an early throw never assigned.
 *
 * Only the bytes of these views are cleared: copies made elsewhere (strings, bigints inside a
 * library) cannot be reached from here, which is why this module avoids making them.
 *
 * @example
 * const entropy = createWalletEntropy();
 * try {
 *   // …use entropy…
 * } finally {
 *   zeroize(entropy);
 * }
 */
export function zeroize(...buffers: Array<Uint8Array | Uint16Array | undefined>): void {
  for (const buffer of buffers) buffer?.fill(0);
}
