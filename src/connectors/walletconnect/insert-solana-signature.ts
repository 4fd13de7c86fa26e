const SIGNATURE_LENGTH = 64;
const PUBLIC_KEY_LENGTH = 32;
const VERSIONED_MESSAGE_FLAG = 0x80;

/** Reads a Solana compact-u16 (1 to 3 bytes, 7 bits each, low bits first). */
function readCompactU16(bytes: Uint8Array, offset: number): { value: number; size: number } {
  let value = 0;
  for (let size = 1; size <= 3; size++) {
    const byte = bytes[offset + size - 1] ?? 0;
    value |= (byte & 0x7f) << (7 * (size - 1));
    if ((byte & 0x80) === 0) return { value, size };
  }
  throw new RangeError('Malformed compact-u16');
}

/**
 * Puts a signer's signature into its slot of a serialized Solana transaction (legacy or v0): the
 * slot's index is the signer's position among the message's account keys. For wallets that answer
 * `solana_signTransaction` with the signature only.
 *
 * @example
 * const signed = insertSolanaSignature({ transaction, signer: publicKeyBytes, signature });
 */
export function insertSolanaSignature({
  transaction,
  signer,
  signature,
}: {
  transaction: Uint8Array;
  signer: Uint8Array;
  signature: Uint8Array;
}): Uint8Array {
  if (signature.length !== SIGNATURE_LENGTH) throw new RangeError('A Solana signature has 64 bytes');
  const signatures = readCompactU16(transaction, 0);
  let offset = signatures.size + signatures.value * SIGNATURE_LENGTH;
  if ((transaction[offset] ?? 0) & VERSIONED_MESSAGE_FLAG) offset++;
  const requiredSignatures = transaction[offset] ?? 0;
  offset += 3; // the header: required signatures, read-only signed, read-only unsigned
  const keys = readCompactU16(transaction, offset);
  offset += keys.size;
  for (let index = 0; index < Math.min(keys.value, requiredSignatures, signatures.value); index++) {
    const key = transaction.subarray(offset + index * PUBLIC_KEY_LENGTH, offset + (index + 1) * PUBLIC_KEY_LENGTH);
    if (key.every((byte, position) => byte === signer[position])) {
      // A copy, whatever the input: Buffer's slice() would share its memory.
      const signed = Uint8Array.from(transaction);
      signed.set(signature, signatures.size + index * SIGNATURE_LENGTH);
      return signed;
    }
  }
  throw new RangeError('The signer is not a required signer of this transaction');
}
