import { createHash, createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import type { AuthContext } from './auth-context.js';
import { AuthError, AuthErrorCode } from './auth-error.js';
import { DEVICE_PROOF_MAX_SKEW_MS, DEVICE_PROOF_REPLAY_TTL_MS } from './auth-limits.js';
import type { AuthenticatedSession } from './authenticate-access-token.js';
import { parseDeviceProof } from './parse-device-proof.js';

export interface VerifyDeviceProofParameters {
  context: AuthContext;
  /** The session of the Bearer token (authenticate-access-token.ts). */
  session: AuthenticatedSession;
  /** The Bearer token itself: the proof must carry its hash. */
  accessToken: string;
  /** The `Device-Proof` header. */
  header: string | undefined;
  /** The request's method and path (no query). */
  method: string;
  path: string;
}

/** One answer for every failed check: which one failed is no business of a token thief. */
const invalidProof = () =>
  new AuthError({ status: 403, code: AuthErrorCode.deviceProofInvalid, message: 'Invalid device proof' });

/**
 * Checks the `Device-Proof` of a request (server/auth/README.md "Device proof"): well formed,
 * this method and path, within 60 s of the server clock, bound to this access token, signed
 * (ECDSA P-256, IEEE P1363) by the key of the session's device, that device not revoked, and its
 * `j` never seen (kept 120 s). The `j` is recorded only once everything else passed, so a forged
 * proof cannot burn a real one's id. Throws 403 DEVICE_PROOF_INVALID, the same whatever failed.
 *
 * @example
 * verifyDeviceProof({ context, session, accessToken, header: c.req.header('device-proof'), method: c.req.method, path: c.req.path });
 */
export function verifyDeviceProof({
  context,
  session,
  accessToken,
  header,
  method,
  path,
}: VerifyDeviceProofParameters): void {
  const { database } = context;
  const now = context.now();
  const proof = parseDeviceProof({ header });
  if (!proof) throw invalidProof();
  const { claims } = proof;
  const tokenHash = createHash('sha256').update(accessToken, 'utf8').digest('base64url');
  if (
    claims.m !== method ||
    claims.p !== path ||
    Math.abs(claims.t - now) > DEVICE_PROOF_MAX_SKEW_MS ||
    claims.h !== tokenHash
  )
    throw invalidProof();
  const publicKey = database
    .prepare('SELECT public_key FROM auth_devices WHERE user_id = ? AND device_id = ? AND revoked_at IS NULL')
    .pluck()
    .get(session.userId, session.deviceId) as string | undefined;
  if (!publicKey || !isSignedBy({ publicKey, signedBytes: proof.signedBytes, signature: proof.signature }))
    throw invalidProof();
  const fresh = database
    .transaction(() => {
      database.prepare('DELETE FROM auth_device_proofs WHERE expires_at <= ?').run(now);
      return (
        database
          .prepare('INSERT INTO auth_device_proofs (jti, expires_at) VALUES (?, ?) ON CONFLICT (jti) DO NOTHING')
          .run(claims.j, now + DEVICE_PROOF_REPLAY_TTL_MS).changes === 1
      );
    })
    .immediate();
  if (!fresh) throw invalidProof();
}

function isSignedBy({
  publicKey,
  signedBytes,
  signature,
}: {
  publicKey: string;
  signedBytes: Buffer;
  signature: Buffer;
}): boolean {
  try {
    const key = createPublicKey({ key: JSON.parse(publicKey) as JsonWebKey, format: 'jwk' });
    return verify('sha256', signedBytes, { key, dsaEncoding: 'ieee-p1363' }, signature);
  } catch {
    return false;
  }
}
