import { pbkdf2 } from '@noble/hashes/pbkdf2';
import { sha256, sha512 } from '@noble/hashes/sha2';
import { wordlist } from '@scure/bip39/wordlists/english';
import type { ErrorType } from '../../../src/core/errors/error-type.js';
import { WALLET_ENTROPY_LENGTH } from './constants.js';
import { zeroize } from './zeroize.js';

const WORD_COUNT = 12;
const BITS_PER_WORD = 11;
const SPACE = 0x20;
// BIP-39: salt = "mnemonic" + passphrase; the frame uses no passphrase.
const SALT = new TextEncoder().encode('mnemonic');
const PBKDF2_ROUNDS = 2048;
const SEED_LENGTH = 64;

export type EntropyToSeedParameters = {
  /** The wallet's 16-byte entropy. Not modified. */
  entropy: Uint8Array;
};

/** What entropyToSeed throws: a RangeError for entropy of the wrong length (a bug). */
export type EntropyToSeedErrorType = ErrorType<'RangeError'>;

/**
 * The BIP-39 seed of the 12-word English mnemonic of `entropy` (no passphrase).
 *
 * Equivalent to `mnemonicToSeedSync(entropyToMnemonic(entropy, wordlist))` of `@scure/bip39`
 * (the tests check it), but the mnemonic is built as bytes in a buffer that is zeroed afterwards:
 * a JavaScript string cannot be wiped and would stay in the heap until collected (T21). English
 * words are ASCII, so their bytes are already the NFKD UTF-8 form BIP-39 hashes.
 *
 * The caller owns the returned 64 bytes and must `zeroize` them.
 *
 * @example
 * const seed = entropyToSeed({ entropy });
 * try {
 *   // …derive keys…
 * } finally {
 *   zeroize(seed);
 * }
 */
export function entropyToSeed({ entropy }: EntropyToSeedParameters): Uint8Array {
  if (entropy.length !== WALLET_ENTROPY_LENGTH)
    throw new RangeError(`Wallet entropy must be ${WALLET_ENTROPY_LENGTH} bytes`);
  const checksum = sha256(entropy);
  // 128 entropy bits, then the checksum's first 4 bits: 132 bits = 12 words of 11 bits.
  const bits = new Uint8Array(WALLET_ENTROPY_LENGTH + 1);
  const indices = new Uint16Array(WORD_COUNT);
  let mnemonic: Uint8Array | undefined;
  try {
    bits.set(entropy);
    bits[WALLET_ENTROPY_LENGTH] = checksum[0]! & 0xf0;
    for (let word = 0; word < WORD_COUNT; word++) {
      let index = 0;
      for (let bit = 0; bit < BITS_PER_WORD; bit++) {
        const position = word * BITS_PER_WORD + bit;
        index = (index << 1) | ((bits[position >> 3]! >> (7 - (position & 7))) & 1);
      }
      indices[word] = index;
    }
    let length = WORD_COUNT - 1;
    for (const index of indices) length += wordlist[index]!.length;
    mnemonic = new Uint8Array(length);
    let offset = 0;
    for (let word = 0; word < WORD_COUNT; word++) {
      if (word > 0) mnemonic[offset++] = SPACE;
      const text = wordlist[indices[word]!]!;
      for (let char = 0; char < text.length; char++) mnemonic[offset++] = text.charCodeAt(char);
    }
    return pbkdf2(sha512, mnemonic, SALT, { c: PBKDF2_ROUNDS, dkLen: SEED_LENGTH });
  } finally {
    zeroize(checksum, bits, indices, mnemonic);
  }
}
