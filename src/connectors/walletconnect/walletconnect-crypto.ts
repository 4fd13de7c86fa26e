import { x25519 } from '@noble/curves/ed25519';
import { sha256 } from '@noble/hashes/sha2';
import { concatBytes, randomBytes } from '@noble/hashes/utils';
import { bytesToHex, hexToBytes } from './encoding.js';

const KEY_LENGTH = 32;

/** An X25519 key pair, both halves hex (the protocol carries public keys as hex). */
export interface X25519KeyPair {
  privateKey: string;
  publicKey: string;
}

/**
 * A fresh X25519 key pair: the proposer's key for the session key agreement.
 *
 * @example
 * const { publicKey } = createX25519KeyPair(); // 64 hex characters
 */
export function createX25519KeyPair(): X25519KeyPair {
  const privateKey = randomBytes(KEY_LENGTH);
  return { privateKey: bytesToHex(privateKey), publicKey: bytesToHex(x25519.getPublicKey(privateKey)) };
}

/**
 * 32 random bytes as hex: the pairing's symmetric key, carried in the URI.
 *
 * @example
 * const symKey = createSymKey();
 */
export function createSymKey(): string {
  return bytesToHex(randomBytes(KEY_LENGTH));
}

/**
 * The session's symmetric key: HKDF-SHA256 (no salt, no info, 32 bytes) of the X25519 shared
 * secret. Both sides get the same key from their private key and the other's public key.
 *
 * HKDF is written out (RFC 5869 for one 32-byte block: extract with a zero salt, expand with
 * info 0x01) on the library's SHA-256: @noble/hashes' hkdf and hmac would cost 0.55 KiB gzip of
 * the chunk's 25 KiB budget. The node cross-test checks it against @walletconnect/utils.
 *
 * @example
 * const symKey = deriveSessionSymKey({ privateKey: self.privateKey, peerPublicKey: responderPublicKey });
 */
export function deriveSessionSymKey({
  privateKey,
  peerPublicKey,
}: {
  privateKey: string;
  peerPublicKey: string;
}): string {
  const shared = x25519.getSharedSecret(hexToBytes(privateKey), hexToBytes(peerPublicKey));
  const pseudoRandomKey = hmacSha256({ key: new Uint8Array(KEY_LENGTH), data: shared });
  return bytesToHex(hmacSha256({ key: pseudoRandomKey, data: Uint8Array.of(1) }));
}

/**
 * The relay topic of a symmetric key: SHA-256 of the key's bytes, hex. Pairing and session topics
 * are both made this way, so whoever holds the key knows the topic.
 *
 * @example
 * topicOfSymKey({ symKey }); // 64 hex characters
 */
export function topicOfSymKey({ symKey }: { symKey: string }): string {
  return bytesToHex(sha256(hexToBytes(symKey)));
}

/** HMAC-SHA256 (RFC 2104) for keys up to the 64-byte block, which is all HKDF gives it here. */
function hmacSha256({ key, data }: { key: Uint8Array; data: Uint8Array }): Uint8Array {
  const block = new Uint8Array(64);
  block.set(key);
  const inner = sha256(
    concatBytes(
      block.map((byte) => byte ^ 0x36),
      data,
    ),
  );
  return sha256(
    concatBytes(
      block.map((byte) => byte ^ 0x5c),
      inner,
    ),
  );
}
