import { InvalidRequestError } from '../../errors/invalid-request-error.js';

/** `b"\xffsolana offchain"`: 0xff can never start a transaction message (docs/SECURITY.md F2). */
export const OFFCHAIN_SIGNING_DOMAIN = Uint8Array.from([0xff, ...new TextEncoder().encode('solana offchain')]);

/** A Solana off-chain message (the Agave proposal "Off-chain message signing", header versions 0 and 1). */
export interface OffchainMessage {
  version: number;
  /** 32 bytes naming the requesting application; shown in base58. */
  applicationDomain: Uint8Array;
  /** 0 restricted ASCII, 1 UTF-8 up to 1232 bytes, 2 UTF-8 up to 65535 bytes. */
  format: 0 | 1 | 2;
  signers: Uint8Array[];
  body: Uint8Array;
  /** The body as text when it is what its format promises; undefined otherwise (shown as hex with a warning). */
  text: string | undefined;
}

// Preamble after the signing domain and version: application domain, format, signer count, message length.
const PREAMBLE_LENGTH = 32 + 1 + 1 + 2;
// "Combined length of the message preamble and message body" per format (solana-sdk counts it without the 17-byte header).
const LEDGER_MAX_LENGTH = 1232;
const EXTENDED_MAX_LENGTH = 0xffff;

/**
 * Whether bytes start with the off-chain signing domain.
 *
 * @example
 * hasOffchainSigningDomain(new TextEncoder().encode('hello')); // false
 */
export const hasOffchainSigningDomain = (bytes: Uint8Array) =>
  bytes.length >= OFFCHAIN_SIGNING_DOMAIN.length &&
  OFFCHAIN_SIGNING_DOMAIN.every((byte, index) => bytes[index] === byte);

const malformed = (what: string) => new InvalidRequestError({ message: `Invalid off-chain message: ${what}` });

/** What parseOffchainMessage throws: -32602 `Invalid off-chain message: …`. */
export type ParseOffchainMessageErrorType = InvalidRequestError;

/**
 * Reads bytes that start with the off-chain signing domain, strictly, as the proposal asks of a
 * signer: `domain(16) version(1) applicationDomain(32) format(1) signerCount(1, ≥ 1)
 * signers(32 × count) length(u16 LE, ≥ 1) body(length, exactly the rest)`, with the format's
 * size limit. A body that is not the text its format promises (printable ASCII, plus `\n` from
 * version 1; or UTF-8) is kept with `text` undefined: the approval shows it as hex and warns
 * (the 0xff prefix already keeps it from being a transaction). Anything else is refused.
 *
 * @example
 * const message = parseOffchainMessage({ bytes });
 * message.text ?? 'not text: show hex';
 */
export function parseOffchainMessage({ bytes }: { bytes: Uint8Array }): OffchainMessage {
  if (!hasOffchainSigningDomain(bytes)) throw malformed('no signing domain');
  let offset = OFFCHAIN_SIGNING_DOMAIN.length;
  const take = (count: number) => {
    if (offset + count > bytes.length) throw malformed('too short');
    const slice = bytes.slice(offset, offset + count);
    offset += count;
    return slice;
  };
  const version = take(1)[0]!;
  if (version > 1) throw malformed(`header version ${version} is not supported`);
  const applicationDomain = take(32);
  const format = take(1)[0]!;
  if (format !== 0 && format !== 1 && format !== 2) throw malformed('unknown message format');
  const signerCount = take(1)[0]!;
  if (signerCount === 0) throw malformed('no signer');
  const signers = Array.from({ length: signerCount }, () => take(32));
  if (signers.length > 1 && signers.some((signer) => signer.every((byte) => byte === 0)))
    throw malformed('an empty signer among several');
  const [low, high] = take(2);
  const length = low! | (high! << 8);
  if (length === 0) throw malformed('empty message');
  if (bytes.length - offset !== length) throw malformed('the length does not match the message');
  const body = take(length);
  const size = PREAMBLE_LENGTH + 32 * signerCount + length;
  if (size > (format === 2 ? EXTENDED_MAX_LENGTH : LEDGER_MAX_LENGTH)) throw malformed('too long for its format');
  return { version, applicationDomain, format, signers, body, text: bodyText({ body, format, version }) };
}

function bodyText({
  body,
  format,
  version,
}: {
  body: Uint8Array;
  format: number;
  version: number;
}): string | undefined {
  if (format === 0) {
    const printable = body.every((byte) => (byte >= 0x20 && byte <= 0x7e) || (version >= 1 && byte === 0x0a));
    return printable ? new TextDecoder().decode(body) : undefined;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return undefined;
  }
}
