import type { ErrorType } from '../../../src/core/errors/error-type.js';
import { bytesToBase64Url } from './base64.js';
import { DEVICE_PROOF_JTI_LENGTH } from './constants.js';

export type CreateDeviceProofParameters = {
  /** The device's non-extractable ECDSA P-256 private key (`record.deviceKey.privateKey`). */
  privateKey: CryptoKey;
  /** The request method; sent upper case. */
  method: string;
  /** The request path, e.g. `/auth/v1/wallet/share`; a query or fragment is dropped. */
  path: string;
  /** The Bearer access token sent with the same request. */
  accessToken: string;
  /** Milliseconds since the epoch; defaults to now. */
  timestamp?: number | undefined;
};

/** What createDeviceProof throws: a RangeError for a path that does not start with "/" (a bug), or WebCrypto's refusal of the key. */
export type CreateDeviceProofErrorType = ErrorType<'RangeError'> | ErrorType;

/**
 * The `Device-Proof` header value for one request (server/auth/README.md "Device proof"):
 * `base64url(JSON {m, p, t, j, h}) + "." + base64url(ECDSA P-256 SHA-256 signature)`, the signature
 * in WebCrypto's r‖s form. `h` binds the proof to the access token and `j` is a fresh random id, so
 * a proof seen once cannot be replayed or moved to another session; a stolen token alone fetches
 * no share (docs/SECURITY.md T17). Make a new one for every request.
 *
 * @example
 * const response = await fetch('/auth/v1/wallet/share', {
 *   headers: {
 *     authorization: `Bearer ${accessToken}`,
 *     'device-proof': await createDeviceProof({ privateKey: record.deviceKey.privateKey, method: 'GET', path: '/auth/v1/wallet/share', accessToken }),
 *   },
 * });
 */
export async function createDeviceProof({
  privateKey,
  method,
  path,
  accessToken,
  timestamp = Date.now(),
}: CreateDeviceProofParameters): Promise<string> {
  const requestPath = path.split(/[?#]/, 1)[0]!;
  if (!requestPath.startsWith('/')) throw new RangeError('A device-proof path must start with "/"');
  const encoder = new TextEncoder();
  const tokenHash = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(accessToken)));
  const jti = crypto.getRandomValues(new Uint8Array(DEVICE_PROOF_JTI_LENGTH));
  // Key order m, p, t, j, h as the README lists them; the server parses JSON, so order is cosmetic.
  const claims = {
    m: method.toUpperCase(),
    p: requestPath,
    t: timestamp,
    j: bytesToBase64Url(jti),
    h: bytesToBase64Url(tokenHash),
  };
  const payload = bytesToBase64Url(encoder.encode(JSON.stringify(claims)));
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, privateKey, encoder.encode(payload));
  return `${payload}.${bytesToBase64Url(new Uint8Array(signature))}`;
}
