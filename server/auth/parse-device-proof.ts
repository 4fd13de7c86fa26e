import * as v from 'valibot';

/** A `Device-Proof` header's payload (server/auth/README.md "Device proof"). */
export interface DeviceProofClaims {
  /** Request method, upper case. */
  m: string;
  /** Request path without the query. */
  p: string;
  /** Signing time, ms since the epoch. */
  t: number;
  /** Single-use id. */
  j: string;
  /** base64url(SHA-256(access token)). */
  h: string;
}

/** The parts of a well-formed header: the claims, and what the signature covers. */
export interface ParsedDeviceProof {
  claims: DeviceProofClaims;
  /** The ASCII bytes of `<payload>`, as signed. */
  signedBytes: Buffer;
  /** IEEE P1363 r‖s, 64 bytes. */
  signature: Buffer;
}

// Proofs are small; a long header is refused before it is decoded.
const HEADER = /^([A-Za-z0-9_-]{1,1024})\.([A-Za-z0-9_-]{86})$/;

const claimsSchema = v.strictObject({
  m: v.pipe(v.string(), v.regex(/^[A-Z]{1,16}$/)),
  p: v.pipe(v.string(), v.regex(/^\/[\x21-\x7e]{0,255}$/)),
  t: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  j: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{22,64}$/)),
  h: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/)),
});

/**
 * Splits and decodes a `Device-Proof` header; undefined when it is missing or malformed. Checks
 * shapes only: the caller checks the claims and the signature (verify-device-proof.ts).
 *
 * @example
 * const proof = parseDeviceProof({ header: c.req.header('device-proof') });
 */
export function parseDeviceProof({ header }: { header: string | undefined }): ParsedDeviceProof | undefined {
  const match = HEADER.exec(header ?? '');
  if (!match) return undefined;
  const [, payload, signature] = match as unknown as [string, string, string];
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  const parsed = v.safeParse(claimsSchema, json);
  if (!parsed.success) return undefined;
  return {
    claims: parsed.output,
    signedBytes: Buffer.from(payload, 'ascii'),
    signature: Buffer.from(signature, 'base64url'),
  };
}
