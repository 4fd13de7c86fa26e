import { BaseError } from '../../../src/core/errors/base-error.js';

export type ShareDecryptionErrorParameters = {
  /** Which encrypted share failed: the recovery share (`K_R`) or the wrapped device share. */
  kind: 'recovery' | 'device';
};

/**
 * An encrypted share did not decrypt: wrong key, wrong user or device id in the additional data,
 * or tampered bytes (AES-GCM cannot tell these apart, by design). WebCrypto's `OperationError`
 * is not kept as the cause since it says nothing more.
 *
 * @example
 * try {
 *   await decryptRecoveryShare({ recoveryKey, encrypted, userId });
 * } catch (error) {
 *   if (error instanceof ShareDecryptionError) showRecoveryFailed();
 * }
 */
export class ShareDecryptionError extends BaseError {
  override name = 'ShareDecryptionError' as const;
  readonly kind: 'recovery' | 'device';

  constructor({ kind }: ShareDecryptionErrorParameters) {
    super(
      kind === 'recovery' ? 'The recovery share could not be decrypted' : 'The device share could not be decrypted',
    );
    this.kind = kind;
  }
}
