// SPEC §5 "Solana: 32 to 44 base58 characters". Shape only: an ed25519 point check would need the
// curve code, and program-derived addresses (off the curve) are valid recipients anyway.
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * Whether a value looks like a Solana address: 32 to 44 characters of the base58 alphabet
 * (no `0`, `O`, `I` or `l`).
 *
 * @example
 * isSolanaAddress('9hSR6S7WPtxmTojgo6GG3k4yDPecgJY292j7xrsUGWBu'); // true
 * isSolanaAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'); // false
 */
export function isSolanaAddress(value: unknown): boolean {
  return typeof value === 'string' && SOLANA_ADDRESS.test(value);
}
