import type { ErrorType } from '../../../src/core/errors/error-type.js';
import { base64UrlToBytes, bytesToBase64Url } from './base64.js';
import { RECOVERY_KEY_LENGTH } from './constants.js';

// Domain separation: the proof is never the key, nor anything the key encrypts with.
const PROOF_INFO = new TextEncoder().encode('appkit recovery-key proof v1');

/** What createRecoveryKeyProof throws: a RangeError for a key of the wrong length (a bug). */
export type CreateRecoveryKeyProofErrorType = ErrorType<'RangeError'>;

/**
 * What a device sends to show it holds the user's recovery key `K_R` without revealing it:
 * HKDF-SHA-256(K_R, info "appkit recovery-key proof v1"), 32 bytes as base64url. The server keeps
 * only {@link recoveryKeyVerifier} of it, so its database does not hold the proof, and the proof
 * (one-way from K_R) does not decrypt the recovery share.
 *
 * @example
 * const recoveryKeyProof = await createRecoveryKeyProof({ recoveryKey });
 */
export async function createRecoveryKeyProof({ recoveryKey }: { recoveryKey: Uint8Array }): Promise<string> {
  if (recoveryKey.length !== RECOVERY_KEY_LENGTH)
    throw new RangeError(`A recovery key must be ${RECOVERY_KEY_LENGTH} bytes`);
  const key = await crypto.subtle.importKey('raw', recoveryKey as Uint8Array<ArrayBuffer>, 'HKDF', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: PROOF_INFO },
    key,
    256,
  );
  return bytesToBase64Url(new Uint8Array(bits));
}

/**
 * The server's check value of a proof: base64url(SHA-256(proof bytes)).
 *
 * @example
 * const recoveryKeyVerifier = await recoveryKeyVerifierOf({ proof: await createRecoveryKeyProof({ recoveryKey }) });
 */
export async function recoveryKeyVerifierOf({ proof }: { proof: string }): Promise<string> {
  const bytes = base64UrlToBytes(proof) as Uint8Array<ArrayBuffer>;
  return bytesToBase64Url(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)));
}
