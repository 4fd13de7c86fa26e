import type { EncryptedShare } from '../../../src/core/protocol/auth-wallet.js';
import { base64ToBytes, bytesToBase64 } from './base64.js';
import { AES_GCM_IV_LENGTH } from './constants.js';
import { ShareDecryptionError } from './share-decryption-error.js';

/**
 * An AES-256-GCM encrypted share, as the server and the device record store it: standard base64
 * of the 12-byte nonce (`iv`) and of ciphertext ‖ 16-byte tag (`ciphertext`), as WebCrypto returns
 * it. The shape is the wire contract's (core/protocol/auth-wallet.ts).
 */
export type { EncryptedShare };

export type EncryptShareParameters = {
  /** An AES-GCM key with the `encrypt` usage. */
  key: CryptoKey;
  /** The share to encrypt. Not modified. */
  share: Uint8Array;
  /** Binds the ciphertext to its owner and purpose, e.g. `"{userId}|recovery|v1"`. */
  additionalData: string;
};

/**
 * Encrypts a share with AES-GCM under a fresh random nonce. Internal: the public functions fix the
 * key source and the additional data (`encryptRecoveryShare`, `wrapDeviceShare`).
 *
 * @example
 * const encrypted = await encryptShare({ key, share, additionalData: `${userId}|recovery|v1` });
 */
export async function encryptShare({ key, share, additionalData }: EncryptShareParameters): Promise<EncryptedShare> {
  // Random nonces are safe here: a key encrypts a handful of shares, far below GCM's 2³² bound.
  const iv = crypto.getRandomValues(new Uint8Array(AES_GCM_IV_LENGTH));
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(additionalData) },
    key,
    share as Uint8Array<ArrayBuffer>,
  );
  return { iv: bytesToBase64(iv), ciphertext: bytesToBase64(new Uint8Array(ciphertext)) };
}

export type DecryptShareParameters = {
  /** An AES-GCM key with the `decrypt` usage. */
  key: CryptoKey;
  /** What `encryptShare` returned; may come from the network or storage, so it is checked. */
  encrypted: EncryptedShare;
  /** Must equal the additional data given to `encryptShare`. */
  additionalData: string;
  /** Which share this is, for the error. */
  kind: 'recovery' | 'device';
};

/** What decryptShare throws: one error for every failure. */
export type DecryptShareErrorType = ShareDecryptionError;

/**
 * Decrypts a share. Any failure — malformed input, wrong key, other additional data, tampered
 * bytes — throws one `ShareDecryptionError`, since telling them apart would help no caller.
 * The caller owns the returned share.
 *
 * @example
 * const share = await decryptShare({ key, encrypted, additionalData: `${userId}|recovery|v1`, kind: 'recovery' });
 */
export async function decryptShare({
  key,
  encrypted,
  additionalData,
  kind,
}: DecryptShareParameters): Promise<Uint8Array> {
  let iv: Uint8Array;
  let ciphertext: Uint8Array;
  try {
    if (typeof encrypted?.iv !== 'string' || typeof encrypted.ciphertext !== 'string')
      throw new TypeError('not an encrypted share');
    iv = base64ToBytes(encrypted.iv);
    ciphertext = base64ToBytes(encrypted.ciphertext);
  } catch {
    throw new ShareDecryptionError({ kind });
  }
  if (iv.length !== AES_GCM_IV_LENGTH) throw new ShareDecryptionError({ kind });
  try {
    const share = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: iv as Uint8Array<ArrayBuffer>, additionalData: new TextEncoder().encode(additionalData) },
      key,
      ciphertext as Uint8Array<ArrayBuffer>,
    );
    return new Uint8Array(share);
  } catch {
    // WebCrypto's OperationError carries no detail worth keeping as a cause.
    throw new ShareDecryptionError({ kind });
  }
}
