// The relay's client authentication: a compact JWT `b64url(header).b64url(payload).b64url(signature)`
// with header {alg:"EdDSA",typ:"JWT"}, payload {iss: did:key of the client's Ed25519 key, sub, aud,
// iat, exp} (seconds), signed with that key over the first two parts as UTF-8 text. The issuer is
// the client id: messages are delivered once per issuer and never back to it.
import { ed25519 } from '@noble/curves/ed25519';
import { base64urlnopad } from '@scure/base';
import { decodeDidKey } from './did-key.js';
import { RELAY_JWT_CLOCK_SKEW_SECONDS } from './relay-limits.js';

/** The SDK's tokens are about 400 characters; anything far longer is not one. */
const JWT_MAX_CHARS = 4096;
const ED25519_SIGNATURE_LENGTH = 64;

export interface VerifyRelayJwtParameters {
  jwt: string;
  /** The relay URLs the token may name as `aud` (the URL the client connected to). */
  audiences: readonly string[];
  /** Unix time in seconds. */
  nowSeconds: number;
}

export interface VerifyRelayJwtReturnType {
  /** The issuer, `did:key:z6Mk…`. */
  clientId: string;
}

/** Why a token was refused; `message` is the text after "JWT validation error: " in the close reason. */
export class RelayJwtError extends Error {
  override name = 'RelayJwtError' as const;
}

/**
 * Checks a relay JWT: shape, EdDSA signature by the key its `iss` names, `aud`, `exp` in the
 * future and `iat` no more than five minutes ahead. Throws {@link RelayJwtError}.
 *
 * @example
 * const { clientId } = verifyRelayJwt({ jwt, audiences: ['ws://127.0.0.1:8787/relay'], nowSeconds: Date.now() / 1000 });
 */
export function verifyRelayJwt({ jwt, audiences, nowSeconds }: VerifyRelayJwtParameters): VerifyRelayJwtReturnType {
  const parts = jwt.length <= JWT_MAX_CHARS ? jwt.split('.') : [];
  if (parts.length !== 3) throw new RelayJwtError('malformed token');
  const [encodedHeader, encodedPayload, encodedSignature] = parts as [string, string, string];
  const header = decodeJsonPart(encodedHeader);
  const payload = decodeJsonPart(encodedPayload);
  if (header.alg !== 'EdDSA' || header.typ !== 'JWT') throw new RelayJwtError('JWT must use EdDSA algorithm');
  const publicKey = typeof payload.iss === 'string' ? decodeDidKey({ did: payload.iss }) : undefined;
  if (!publicKey) throw new RelayJwtError('issuer must be an Ed25519 did:key');
  const signature = decodeBase64Url(encodedSignature);
  const signed = new TextEncoder().encode(`${encodedHeader}.${encodedPayload}`);
  if (signature.length !== ED25519_SIGNATURE_LENGTH || !verifySignature({ signature, signed, publicKey }))
    throw new RelayJwtError('invalid signature');
  if (typeof payload.aud !== 'string' || !audiences.includes(payload.aud)) throw new RelayJwtError('invalid audience');
  const { iat, exp } = payload;
  if (typeof iat !== 'number' || typeof exp !== 'number') throw new RelayJwtError('iat and exp must be numbers');
  if (exp <= nowSeconds) throw new RelayJwtError('JWT Token has expired');
  // The exact text, colon included, is what the modal maps to "JWT not yet valid" (SPEC §8).
  if (iat > nowSeconds + RELAY_JWT_CLOCK_SKEW_SECONDS) throw new RelayJwtError('JWT Token is not yet valid:');
  return { clientId: payload.iss as string };
}

function decodeBase64Url(text: string): Uint8Array {
  try {
    return base64urlnopad.decode(text);
  } catch {
    throw new RelayJwtError('malformed token');
  }
}

function decodeJsonPart(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(decodeBase64Url(text)));
  } catch (error) {
    if (error instanceof RelayJwtError) throw error;
    throw new RelayJwtError('malformed token');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new RelayJwtError('malformed token');
  return value as Record<string, unknown>;
}

function verifySignature({
  signature,
  signed,
  publicKey,
}: {
  signature: Uint8Array;
  signed: Uint8Array;
  publicKey: Uint8Array;
}): boolean {
  try {
    // zip215 off: the strict RFC 8032 rules, so one token has exactly one valid signature.
    return ed25519.verify(signature, signed, publicKey, { zip215: false });
  } catch {
    return false; // a public key that is not a curve point
  }
}
