/** What the strict reader found at the start of a buffer: a Solana transaction message. */
export interface SolanaTransactionMessageShape {
  version: 'legacy' | 0;
  /** The keys whose signatures the transaction needs (its first `numRequiredSignatures` accounts). */
  signers: Uint8Array[];
  /** How many bytes the message takes from the start of the buffer. */
  length: number;
}

const KEY_LENGTH = 32;
// The most accounts a transaction can index (u8 indexes).
const MAX_ACCOUNTS = 256;

class OutOfBytes {}

/**
 * Reads the start of `bytes` as a Solana transaction message, legacy or v0, the way the runtime
 * lays it out (header, compact-u16 account list, blockhash, instructions, v0 address-table
 * lookups), and returns its shape, or undefined when it is not one. Unlike web3.js's
 * `Message.from` it checks what every valid transaction satisfies (a writable fee payer among
 * the signers, signer and read-only counts within the accounts, every index in range), so
 * readable text does not pass by accident; and it says how many bytes the message used, so the
 * caller can tell a whole-buffer transaction from a transaction followed by more bytes.
 *
 * @example
 * const shape = parseSolanaTransactionMessage({ bytes: transaction.serializeMessage() });
 * shape?.length === bytes.length; // true: these bytes are a transaction
 * parseSolanaTransactionMessage({ bytes: new TextEncoder().encode('Sign in to Demo') }); // undefined
 */
export function parseSolanaTransactionMessage({
  bytes,
}: {
  bytes: Uint8Array;
}): SolanaTransactionMessageShape | undefined {
  let offset = 0;
  const take = (count: number) => {
    if (offset + count > bytes.length) throw new OutOfBytes();
    const slice = bytes.subarray(offset, offset + count);
    offset += count;
    return slice;
  };
  const u8 = () => take(1)[0]!;
  // compact-u16 ("shortvec"): 7 bits a byte, at most 3 bytes. Non-canonical forms are accepted on
  // purpose: reading more buffers as transactions only means refusing more.
  const shortVec = () => {
    let value = 0;
    for (let index = 0; index < 3; index++) {
      const byte = u8();
      value |= (byte & 0x7f) << (7 * index);
      if ((byte & 0x80) === 0) return value > 0xffff ? Number.NaN : value;
    }
    return Number.NaN;
  };
  try {
    let version: 'legacy' | 0 = 'legacy';
    let numRequiredSignatures = u8();
    if (numRequiredSignatures & 0x80) {
      // A versioned message: only version 0 exists (0xff, "version 127", is the off-chain message prefix).
      if ((numRequiredSignatures & 0x7f) !== 0) return undefined;
      version = 0;
      numRequiredSignatures = u8();
    }
    const numReadonlySigned = u8();
    const numReadonlyUnsigned = u8();
    const numKeys = shortVec();
    if (!(numKeys > 0 && numKeys <= MAX_ACCOUNTS)) return undefined;
    if (
      numRequiredSignatures === 0 ||
      numReadonlySigned >= numRequiredSignatures ||
      numRequiredSignatures + numReadonlyUnsigned > numKeys
    )
      return undefined;
    const keys = Array.from({ length: numKeys }, () => take(KEY_LENGTH));
    take(KEY_LENGTH); // recent blockhash (or durable nonce)
    const instructions: Array<{ program: number; accounts: number[] }> = [];
    const numInstructions = shortVec();
    if (Number.isNaN(numInstructions)) return undefined;
    for (let index = 0; index < numInstructions; index++) {
      const program = u8();
      const numAccounts = shortVec();
      if (Number.isNaN(numAccounts)) return undefined;
      const accounts = Array.from(take(numAccounts));
      const dataLength = shortVec();
      if (Number.isNaN(dataLength)) return undefined;
      take(dataLength);
      instructions.push({ program, accounts });
    }
    let loaded = 0;
    if (version === 0) {
      const numLookups = shortVec();
      if (Number.isNaN(numLookups)) return undefined;
      for (let index = 0; index < numLookups; index++) {
        take(KEY_LENGTH);
        for (const _list of ['writable', 'readonly']) {
          const count = shortVec();
          if (Number.isNaN(count)) return undefined;
          take(count);
          loaded += count;
        }
      }
    }
    const total = numKeys + loaded;
    if (total > MAX_ACCOUNTS) return undefined;
    // Programs are always static keys; instruction accounts may come from the lookup tables.
    if (
      instructions.some(({ program, accounts }) => program >= numKeys || accounts.some((account) => account >= total))
    )
      return undefined;
    return { version, signers: keys.slice(0, numRequiredSignatures).map((key) => key.slice()), length: offset };
  } catch (error) {
    if (error instanceof OutOfBytes) return undefined;
    throw error;
  }
}
