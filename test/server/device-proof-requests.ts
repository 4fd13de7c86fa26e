import { createHash, randomBytes, webcrypto } from 'node:crypto';
import type { AuthServer, TestDevice } from './start-auth-server.js';

// Device proofs and wallet requests as the frame will send them (tests only; server/auth/README.md
// "Device proof"). Signed with WebCrypto, exactly as in the browser.

export interface CreateDeviceProofParameters {
  device: TestDevice;
  /** Upper case, as sent. */
  method: string;
  /** The request path without its query. */
  path: string;
  /** The Bearer token sent with the proof. */
  accessToken: string;
  /** Signing time in ms: the test server's clock, `server.now()`. */
  time: number;
  /** Defaults to a fresh random id (22 base64url characters). */
  jti?: string;
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/** A `Device-Proof` header value: `<payload>.<signature>`. */
export async function createDeviceProof({
  device,
  method,
  path,
  accessToken,
  time,
  jti = base64url(randomBytes(16)),
}: CreateDeviceProofParameters): Promise<string> {
  const tokenHash = base64url(createHash('sha256').update(accessToken, 'utf8').digest());
  const payload = base64url(
    new TextEncoder().encode(JSON.stringify({ m: method, p: path, t: time, j: jti, h: tokenHash })),
  );
  const signature = await webcrypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    device.privateKey,
    new TextEncoder().encode(payload),
  );
  return `${payload}.${base64url(new Uint8Array(signature))}`;
}

export interface ProvenHeadersParameters {
  server: AuthServer;
  device: TestDevice;
  accessToken: string;
  method: string;
  path: string;
}

/** `Authorization` and a fresh `Device-Proof` for one request, at the server's current time. */
export async function provenHeaders({
  server,
  device,
  accessToken,
  method,
  path,
}: ProvenHeadersParameters): Promise<Record<string, string>> {
  const proof = await createDeviceProof({ device, method, path, accessToken, time: server.now() });
  return { authorization: `Bearer ${accessToken}`, 'device-proof': proof };
}

/** A wallet request of the session's device, with its proof. */
export async function walletRequest({
  server,
  device,
  accessToken,
  method,
  path,
  body,
}: Omit<ProvenHeadersParameters, 'method'> & { method: 'GET' | 'POST' | 'PUT'; body?: unknown }) {
  const headers = await provenHeaders({ server, device, accessToken, method, path });
  if (method === 'GET') return server.get(path, headers);
  return method === 'POST' ? server.post(path, body, headers) : server.put(path, body, headers);
}
