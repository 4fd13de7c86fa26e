import { base64UrlToBytes, bytesToBase64Url } from './base64.js';
import type { ErrorType } from '../../../src/core/errors/error-type.js';
import type { PassphraseRecoveryParams } from '../../../src/core/protocol/auth-wallet.js';
import {
  MIN_PASSPHRASE_LENGTH,
  PASSPHRASE_PBKDF2_ITERATIONS,
  RECOVERY_KEY_LENGTH,
  RECOVERY_SALT_LENGTH,
} from './constants.js';
import { PassphraseTooShortError } from './passphrase-too-short-error.js';

/** How a passphrase becomes the recovery key again; stored by the server (public; core/protocol/auth-wallet.ts). */
export type { PassphraseRecoveryParams };

/**
 * Fresh parameters for a new passphrase recovery key: PBKDF2-SHA-256 with 600,000 iterations and a
 * random 32-byte salt (WebCrypto's PBKDF2, about a quarter of a second on a small machine).
 *
 * @example
 * const params = newPassphraseParams();
 */
export function newPassphraseParams(): PassphraseRecoveryParams {
  return {
    kdf: 'PBKDF2-SHA-256',
    iterations: PASSPHRASE_PBKDF2_ITERATIONS,
    salt: bytesToBase64Url(crypto.getRandomValues(new Uint8Array(RECOVERY_SALT_LENGTH))),
  };
}

/** What derivePassphraseRecoveryKey throws: a short passphrase, or WebCrypto's refusal of bad parameters. */
export type DerivePassphraseRecoveryKeyErrorType = PassphraseTooShortError | ErrorType;

/**
 * The 32-byte recovery key of a passphrase (NFKC-normalized, so the same words typed on another
 * keyboard give the same key). Throws PassphraseTooShortError under 12 characters. The caller
 * zeroizes the key.
 *
 * @example
 * const recoveryKey = await derivePassphraseRecoveryKey({ passphrase, params });
 */
export async function derivePassphraseRecoveryKey({
  passphrase,
  params,
}: {
  passphrase: string;
  params: PassphraseRecoveryParams;
}): Promise<Uint8Array> {
  const normalized = passphrase.normalize('NFKC');
  if ([...normalized].length < MIN_PASSPHRASE_LENGTH) throw new PassphraseTooShortError();
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(normalized), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const salt = base64UrlToBytes(params.salt) as Uint8Array<ArrayBuffer>;
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: params.iterations },
    material,
    RECOVERY_KEY_LENGTH * 8,
  );
  return new Uint8Array(bits);
}
