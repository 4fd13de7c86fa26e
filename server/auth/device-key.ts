import { createPublicKey } from 'node:crypto';

/** The device's public key as a P-256 JWK (the frame's non-extractable WebCrypto ECDSA key). */
export interface DevicePublicKeyJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
}

/**
 * Checks a device public key and returns its canonical JSON (`{"kty","crv","x","y"}`), or
 * undefined when it is not a valid P-256 point. Node's key import checks that the point is on
 * the curve, so a malformed key is refused now rather than when a device proof is checked.
 *
 * @example
 * const publicKey = canonicalDevicePublicKey({ value: body.devicePublicKey });
 * if (!publicKey) throw new AuthError({ status: 400, code: AuthErrorCode.invalidDeviceKey, message: 'Invalid device key' });
 */
export function canonicalDevicePublicKey({ value }: { value: unknown }): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { kty, crv, x, y } = value as Record<string, unknown>;
  const coordinate = /^[A-Za-z0-9_-]{43}$/;
  if (
    kty !== 'EC' ||
    crv !== 'P-256' ||
    typeof x !== 'string' ||
    typeof y !== 'string' ||
    !coordinate.test(x) ||
    !coordinate.test(y)
  )
    return undefined;
  try {
    const jwk = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' }).export({ format: 'jwk' });
    if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.x || !jwk.y) return undefined;
    const canonical: DevicePublicKeyJwk = { kty: 'EC', crv: 'P-256', x: jwk.x, y: jwk.y };
    return JSON.stringify(canonical);
  } catch {
    return undefined;
  }
}
