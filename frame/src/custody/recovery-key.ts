import type { ErrorType } from '../../../src/core/errors/error-type.js';
import { RECOVERY_KEY_LENGTH } from './constants.js';
import { decryptShare, encryptShare, type DecryptShareErrorType, type EncryptedShare } from './encrypt-share.js';

/**
 * Makes a random 32-byte recovery key `K_R` (the `server-escrow` mode of docs/SECURITY.md §2.4;
 * passkey and passphrase modes derive theirs instead). The caller sends it to the server as
 * `escrowedRecoveryKey` and must `zeroize` it afterwards.
 *
 * @example
 * const recoveryKey = createRecoveryKey();
 */
export function createRecoveryKey(): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(RECOVERY_KEY_LENGTH));
}

function recoveryAdditionalData(userId: string): string {
  // server/auth/README.md: AAD "{userId}|recovery|v1", so one user's encR cannot be served to another.
  return `${userId}|recovery|v1`;
}

async function importRecoveryKey(recoveryKey: Uint8Array, usage: 'encrypt' | 'decrypt'): Promise<CryptoKey> {
  if (recoveryKey.length !== RECOVERY_KEY_LENGTH)
    throw new RangeError(`A recovery key must be ${RECOVERY_KEY_LENGTH} bytes`);
  // Non-extractable and single-use: the raw bytes stay the caller's to zeroize.
  return crypto.subtle.importKey('raw', recoveryKey as Uint8Array<ArrayBuffer>, { name: 'AES-GCM' }, false, [usage]);
}

export type EncryptRecoveryShareParameters = {
  /** The 32-byte recovery key `K_R`. Not modified. */
  recoveryKey: Uint8Array;
  /** The recovery share `R`. Not modified. */
  share: Uint8Array;
  /** The user the wallet belongs to (the server's user id). */
  userId: string;
};

/** What encryptRecoveryShare throws: a RangeError for a key of the wrong length (a bug), or WebCrypto's refusal. */
export type EncryptRecoveryShareErrorType = ErrorType<'RangeError'> | ErrorType;

/**
 * Encrypts the recovery share `R` under `K_R` with AES-256-GCM (AAD `"{userId}|recovery|v1"`), as
 * the server's `encryptedRecoveryShare`, which it stores as it comes.
 *
 * @example
 * const encryptedRecoveryShare = await encryptRecoveryShare({ recoveryKey, share: recoveryShare, userId });
 */
export async function encryptRecoveryShare({
  recoveryKey,
  share,
  userId,
}: EncryptRecoveryShareParameters): Promise<EncryptedShare> {
  const key = await importRecoveryKey(recoveryKey, 'encrypt');
  return encryptShare({ key, share, additionalData: recoveryAdditionalData(userId) });
}

export type DecryptRecoveryShareParameters = {
  /** The 32-byte recovery key `K_R`. Not modified. */
  recoveryKey: Uint8Array;
  /** The server's `encryptedRecoveryShare`. */
  encrypted: EncryptedShare;
  /** The user the wallet belongs to. */
  userId: string;
};

/** What decryptRecoveryShare throws: ShareDecryptionError, or a RangeError for a key of the wrong length. */
export type DecryptRecoveryShareErrorType = DecryptShareErrorType | ErrorType;

/**
 * Decrypts the recovery share `R`. Throws `ShareDecryptionError` for a wrong key, another user's
 * share or tampered bytes. The caller owns the returned share and must `zeroize` it.
 *
 * @example
 * const recoveryShare = await decryptRecoveryShare({ recoveryKey, encrypted: body.encryptedRecoveryShare, userId });
 */
export async function decryptRecoveryShare({
  recoveryKey,
  encrypted,
  userId,
}: DecryptRecoveryShareParameters): Promise<Uint8Array> {
  const key = await importRecoveryKey(recoveryKey, 'decrypt');
  return decryptShare({ key, encrypted, additionalData: recoveryAdditionalData(userId), kind: 'recovery' });
}
