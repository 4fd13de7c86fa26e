import type { ErrorType } from '../../../src/core/errors/error-type.js';
import type { PasskeyRecoveryParams } from '../../../src/core/protocol/auth-wallet.js';
import { base64UrlToBytes, bytesToBase64Url } from './base64.js';
import { RECOVERY_SALT_LENGTH } from './constants.js';
import { PasskeyUnavailableError } from './passkey-unavailable-error.js';

/** Which passkey and PRF input make the recovery key; stored by the server (public; core/protocol/auth-wallet.ts). */
export type { PasskeyRecoveryParams };

// Domain separation between this use of the PRF output and any other.
const KEY_INFO = new TextEncoder().encode('appkit recovery key v1 passkey');
/** The visitor has this long to answer the browser's passkey prompt. */
const PASSKEY_TIMEOUT_MS = 120_000;

type PrfResults = { enabled?: boolean; results?: { first?: BufferSource } };

const prfOf = (credential: Credential | null): PrfResults | undefined =>
  (credential as PublicKeyCredential | null)?.getClientExtensionResults?.() &&
  ((credential as PublicKeyCredential).getClientExtensionResults() as { prf?: PrfResults }).prf;

async function keyFromPrf(output: BufferSource): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey('raw', output, 'HKDF', false, ['deriveBits']);
  return new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: KEY_INFO },
      material,
      256,
    ),
  );
}

/** What getPasskeyRecoveryKey throws: no PRF output (or no passkey), or WebCrypto's refusal. */
export type GetPasskeyRecoveryKeyErrorType = PasskeyUnavailableError | ErrorType;

/**
 * The recovery key of an existing passkey: the WebAuthn PRF output for its salt, through HKDF.
 * Runs in the frame only (its origin is the relying party); the browser asks the visitor.
 *
 * @example
 * const recoveryKey = await getPasskeyRecoveryKey({ params });
 */
export async function getPasskeyRecoveryKey({ params }: { params: PasskeyRecoveryParams }): Promise<Uint8Array> {
  let credential: Credential | null;
  try {
    credential = await navigator.credentials.get({
      publicKey: {
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        rpId: params.rpId,
        allowCredentials: [
          { type: 'public-key', id: base64UrlToBytes(params.credentialId) as Uint8Array<ArrayBuffer> },
        ],
        userVerification: 'required',
        timeout: PASSKEY_TIMEOUT_MS,
        extensions: {
          prf: { eval: { first: base64UrlToBytes(params.prfSalt) as Uint8Array<ArrayBuffer> } },
        } as AuthenticationExtensionsClientInputs,
      },
    });
  } catch (error) {
    throw new PasskeyUnavailableError({ cause: error });
  }
  const output = prfOf(credential)?.results?.first;
  if (!output) throw new PasskeyUnavailableError();
  return keyFromPrf(output);
}

/** What createPasskeyRecoveryKey throws. */
export type CreatePasskeyRecoveryKeyErrorType = GetPasskeyRecoveryKeyErrorType;

/**
 * Makes a new passkey for the frame's host as relying party and its recovery key: PRF asked for
 * at creation, else by a second ceremony (some authenticators only enable PRF at creation).
 *
 * @example
 * const { params, recoveryKey } = await createPasskeyRecoveryKey({ rpId: location.hostname });
 */
export async function createPasskeyRecoveryKey({
  rpId,
}: {
  rpId: string;
}): Promise<{ params: PasskeyRecoveryParams; recoveryKey: Uint8Array }> {
  const prfSalt = crypto.getRandomValues(new Uint8Array(RECOVERY_SALT_LENGTH));
  let credential: Credential | null;
  try {
    credential = await navigator.credentials.create({
      publicKey: {
        rp: { id: rpId, name: 'Embedded wallet recovery' },
        user: {
          id: crypto.getRandomValues(new Uint8Array(16)),
          name: 'wallet-recovery',
          displayName: 'Wallet recovery key',
        },
        challenge: crypto.getRandomValues(new Uint8Array(32)),
        pubKeyCredParams: [
          { type: 'public-key', alg: -7 },
          { type: 'public-key', alg: -257 },
        ],
        authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
        timeout: PASSKEY_TIMEOUT_MS,
        extensions: { prf: { eval: { first: prfSalt } } } as AuthenticationExtensionsClientInputs,
      },
    });
  } catch (error) {
    throw new PasskeyUnavailableError({ cause: error });
  }
  const prf = prfOf(credential);
  if (!credential || !prf?.enabled) throw new PasskeyUnavailableError();
  const params = {
    credentialId: bytesToBase64Url(new Uint8Array((credential as PublicKeyCredential).rawId)),
    prfSalt: bytesToBase64Url(prfSalt),
    rpId,
  };
  const output = prf.results?.first;
  return { params, recoveryKey: output ? await keyFromPrf(output) : await getPasskeyRecoveryKey({ params }) };
}
