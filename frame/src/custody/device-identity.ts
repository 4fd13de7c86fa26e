import type { ErrorType } from '../../../src/core/errors/error-type.js';

/** The device's public key as the server expects it (`devicePublicKey`): exactly these four members. */
export type DevicePublicJwk = {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
};

export type DeviceIdentity = {
  /** A random UUID, made once per device (browser profile + top-level site). */
  deviceId: string;
  /** ECDSA P-256; the private key is non-extractable and signs device proofs. */
  deviceKey: CryptoKeyPair;
  /** AES-GCM 256, non-extractable; wraps the device share at rest. */
  wrapKey: CryptoKey;
  /** The public half of `deviceKey`, sent to `email/start` and `oauth/start`. */
  publicJwk: DevicePublicJwk;
};

/** What createDeviceIdentity throws: WebCrypto's refusal, or an Error when it returns a public key of another shape. */
export type CreateDeviceIdentityErrorType = ErrorType;

/**
 * Makes a new device identity (docs/SECURITY.md §2.1). Both secret keys are created
 * non-extractable, so neither script on the frame's origin nor a copy of its IndexedDB can read
 * their bytes; they can only be used by this browser profile.
 *
 * @example
 * const identity = await createDeviceIdentity();
 * await saveDeviceRecord(identity);
 */
export async function createDeviceIdentity(): Promise<DeviceIdentity> {
  const deviceKey = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  const wrapKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  // Public keys stay exportable whatever `extractable` says. Only the four members the server
  // canonicalises are kept (no key_ops, ext), so the JWK sent is the JWK it stores.
  const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', deviceKey.publicKey);
  if (kty !== 'EC' || crv !== 'P-256' || !x || !y)
    throw new Error('WebCrypto returned an unexpected device public key');
  return { deviceId: crypto.randomUUID(), deviceKey, wrapKey, publicJwk: { kty, crv, x, y } };
}
