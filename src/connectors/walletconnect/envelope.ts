import { chacha20poly1305 } from '@noble/ciphers/chacha';
import { randomBytes, concatBytes } from '@noble/hashes/utils';
import { base64ToBytes, bytesToBase64, bytesToHex, bytesToUtf8, hexToBytes, utf8ToBytes } from './encoding.js';

const IV_LENGTH = 12;
const PUBLIC_KEY_LENGTH = 32;

/** Type 0: `[0][iv][sealed]`; type 1 adds the sender's X25519 public key: `[1][key][iv][sealed]`. */
export type EnvelopeType = 0 | 1;

export interface SealEnvelopeParameters {
  symKey: string;
  message: string;
  /** 0 unless the receiver must learn the sender's key from the envelope itself. */
  type?: EnvelopeType;
  /** Hex; required for type 1. */
  senderPublicKey?: string;
  /** Hex; random when absent (tests pin it). */
  iv?: string;
}

/**
 * Encrypts a message (ChaCha20-Poly1305 with the topic's key) into a base64 envelope.
 *
 * @example
 * const message = sealEnvelope({ symKey, message: JSON.stringify(payload) });
 */
export function sealEnvelope({ symKey, message, type = 0, senderPublicKey, iv }: SealEnvelopeParameters): string {
  const nonce = iv ? hexToBytes(iv) : randomBytes(IV_LENGTH);
  const sealed = chacha20poly1305(hexToBytes(symKey), nonce).encrypt(utf8ToBytes(message));
  if (type === 0) return bytesToBase64(concatBytes(Uint8Array.of(0), nonce, sealed));
  if (!senderPublicKey) throw new TypeError('A type 1 envelope needs the sender public key');
  return bytesToBase64(concatBytes(Uint8Array.of(1), hexToBytes(senderPublicKey), nonce, sealed));
}

/**
 * Reads an envelope's type and, for type 1, the sender's public key (hex), so the receiver can
 * derive the key before opening it.
 *
 * @example
 * const { type, senderPublicKey } = readEnvelopeHeader({ encoded });
 */
export function readEnvelopeHeader({ encoded }: { encoded: string }): { type: number; senderPublicKey?: string } {
  const bytes = base64ToBytes(encoded);
  const type = bytes[0] ?? -1;
  return type === 1 ? { type, senderPublicKey: bytesToHex(bytes.subarray(1, 1 + PUBLIC_KEY_LENGTH)) } : { type };
}

/**
 * Decrypts a type 0 or type 1 envelope; throws when the key is wrong or the envelope was altered.
 *
 * @example
 * const payload = JSON.parse(openEnvelope({ symKey, encoded: message }));
 */
export function openEnvelope({ symKey, encoded }: { symKey: string; encoded: string }): string {
  const bytes = base64ToBytes(encoded);
  const ivStart = bytes[0] === 1 ? 1 + PUBLIC_KEY_LENGTH : bytes[0] === 0 ? 1 : -1;
  if (ivStart < 0) throw new TypeError(`Unsupported envelope type ${bytes[0]}`);
  const iv = bytes.subarray(ivStart, ivStart + IV_LENGTH);
  return bytesToUtf8(chacha20poly1305(hexToBytes(symKey), iv).decrypt(bytes.subarray(ivStart + IV_LENGTH)));
}
