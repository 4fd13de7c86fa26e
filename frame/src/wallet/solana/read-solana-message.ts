import { decodeBase58, encodeBase58 } from '../../../../src/core/utils/base58.js';
import { InvalidRequestError } from '../../errors/invalid-request-error.js';
import {
  hasOffchainSigningDomain,
  parseOffchainMessage,
  type OffchainMessage,
  type ParseOffchainMessageErrorType,
} from './parse-offchain-message.js';
import { parseSolanaTransactionMessage } from './parse-solana-transaction-message.js';

/**
 * The largest message signed (8 KiB): several times a sign-in text and the 1232 bytes of the
 * off-chain formats a Ledger shows, and small enough that the quadratic base58 decoding stays
 * near 0.1 s. Its base58 form is at most 11,188 characters (8,192 × log 256 / log 58).
 */
export const SOLANA_MESSAGE_MAX_BYTES = 8 * 1024;
const MAX_BASE58_LENGTH = 11_200;

// C0 controls but tab, line feed and carriage return; DEL and C1 controls; bidirectional
// overrides and isolates, which reorder what the screen shows.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

/**
 * Whether a decoded text can be shown as it is, with nothing hidden or reordered.
 *
 * @example
 * isReadableText('Sign in\nNonce: 1'); // true
 * isReadableText('invoice\u202etxt.exe'); // false
 */
export const isReadableText = (text: string) => !CONTROL_CHARACTERS.test(text);

/** What the approval shows for a message: plain text, or an off-chain message (its body as text, or hex when it is not text). */
export type SolanaMessageView =
  { kind: 'text'; text: string } | { kind: 'offchain'; message: OffchainMessage; text: string | undefined };

export interface ReadSolanaMessageParameters {
  /** The `message` param: base58 text. */
  message: unknown;
  /** The wallet's Solana address (base58). */
  owner: string;
}

/** What readSolanaMessage throws: a refusal, -32602 unless the message is for other signers (4100). */
export type ReadSolanaMessageErrorType = InvalidRequestError | ParseOffchainMessageErrorType;

/**
 * Decides whether `solana_signMessage` may sign these bytes (docs/SECURITY.md F2): a Solana
 * signature over a transaction message IS that transaction's signature, so bytes that read as a
 * legacy or v0 transaction message are refused: the whole buffer, or a message at its start
 * that names this wallet as a signer (verifiers that hash to the end of a packet would accept
 * it). Otherwise the bytes must be readable UTF-8 text (no control characters but tab and line
 * breaks), or a Solana off-chain message naming this wallet among its signers. Refusals are
 * EIP-1474 "Invalid params" (-32602); another signer, 4100.
 *
 * @example
 * const { bytes, view } = readSolanaMessage({ message: encodeBase58(new TextEncoder().encode('Sign in to Demo')), owner });
 * view; // { kind: 'text', text: 'Sign in to Demo' }
 */
export function readSolanaMessage({ message, owner }: ReadSolanaMessageParameters): {
  bytes: Uint8Array;
  view: SolanaMessageView;
} {
  if (
    typeof message !== 'string' ||
    message.length === 0 ||
    message.length > MAX_BASE58_LENGTH ||
    !/^[1-9A-HJ-NP-Za-km-z]+$/.test(message)
  ) {
    throw new InvalidRequestError({ message: 'solana_signMessage needs a base58 message of at most 8 KiB' });
  }
  const bytes = decodeBase58(message);
  if (bytes.length > SOLANA_MESSAGE_MAX_BYTES)
    throw new InvalidRequestError({ message: 'solana_signMessage needs a base58 message of at most 8 KiB' });
  const transaction = parseSolanaTransactionMessage({ bytes });
  if (
    transaction &&
    (transaction.length === bytes.length || transaction.signers.some((signer) => encodeBase58(signer) === owner))
  ) {
    throw new InvalidRequestError({
      message: 'This message is a Solana transaction: it cannot be signed as a message',
    });
  }
  if (hasOffchainSigningDomain(bytes)) {
    const offchain = parseOffchainMessage({ bytes });
    if (!offchain.signers.some((signer) => encodeBase58(signer) === owner))
      throw new InvalidRequestError({ message: 'This off-chain message is for other signers', code: 4100 });
    return {
      bytes,
      view: {
        kind: 'offchain',
        message: offchain,
        text: offchain.text !== undefined && isReadableText(offchain.text) ? offchain.text : undefined,
      },
    };
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new InvalidRequestError({ message: 'This message is not valid UTF-8 text: it cannot be signed' });
  }
  if (!isReadableText(text))
    throw new InvalidRequestError({ message: 'This message holds control characters: it cannot be signed' });
  return { bytes, view: { kind: 'text', text } };
}
