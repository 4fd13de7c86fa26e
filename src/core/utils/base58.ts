// Bitcoin-alphabet base58, the encoding of Solana addresses, signatures and blockhashes. Small and
// dependency-free so neither the server nor a chunk has to reach into a transitive package.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX = new Map([...ALPHABET].map((char, index) => [char, index]));

/**
 * Encodes bytes as base58 (leading zero bytes become leading `1`s).
 *
 * @example
 * encodeBase58(new Uint8Array(32)); // '11111111111111111111111111111111'
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0;
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++;
  const digits: number[] = [];
  for (let i = zeros; i < bytes.length; i++) {
    let carry = bytes[i]!;
    for (let j = 0; j < digits.length; j++) {
      carry += digits[j]! << 8;
      digits[j] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  return (
    '1'.repeat(zeros) +
    digits
      .reverse()
      .map((digit) => ALPHABET[digit])
      .join('')
  );
}

/**
 * Decodes base58 text. Throws on a character outside the alphabet.
 *
 * @example
 * decodeBase58('11111111111111111111111111111111'); // Uint8Array(32) of zeros
 */
export function decodeBase58(text: string): Uint8Array {
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros++;
  const bytes: number[] = [];
  for (let i = zeros; i < text.length; i++) {
    let carry = INDEX.get(text[i]!);
    if (carry === undefined) throw new Error(`Invalid base58 character "${text[i]}"`);
    for (let j = 0; j < bytes.length; j++) {
      carry += bytes[j]! * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + bytes.length);
  bytes.reverse().forEach((byte, index) => (out[zeros + index] = byte));
  return out;
}
