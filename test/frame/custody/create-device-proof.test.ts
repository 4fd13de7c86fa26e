import { expect } from '@open-wc/testing';
import { base64UrlToBytes, bytesToBase64Url } from '../../../frame/src/custody/base64.js';
import { createDeviceIdentity, type DeviceIdentity } from '../../../frame/src/custody/device-identity.js';
import { createDeviceProof } from '../../../frame/src/custody/create-device-proof.js';

const ACCESS_TOKEN = 'access.token-é';

/** Checks a proof the way server/auth/README.md describes, with nothing but WebCrypto. */
async function verifyProof(proof: string, identity: DeviceIdentity): Promise<boolean> {
  const [payload, signature] = proof.split('.');
  if (!payload || !signature) return false;
  const key = await crypto.subtle.importKey('jwk', identity.publicJwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
    'verify',
  ]);
  return crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    base64UrlToBytes(signature) as Uint8Array<ArrayBuffer>,
    new TextEncoder().encode(payload),
  );
}

function claimsOf(proof: string): Record<string, unknown> {
  return JSON.parse(new TextDecoder().decode(base64UrlToBytes(proof.split('.')[0]!))) as Record<string, unknown>;
}

describe('createDeviceProof', () => {
  let identity: DeviceIdentity;
  before(async () => {
    identity = await createDeviceIdentity();
  });

  it('encodes m, p, t, j, h as the server README specifies', async () => {
    const proof = await createDeviceProof({
      privateKey: identity.deviceKey.privateKey,
      method: 'get',
      path: '/auth/v1/wallet/share',
      accessToken: ACCESS_TOKEN,
      timestamp: 1_700_000_000_123,
    });
    expect(proof).to.match(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const claims = claimsOf(proof);
    expect(Object.keys(claims)).to.deep.equal(['m', 'p', 't', 'j', 'h']);
    expect(claims.m).to.equal('GET');
    expect(claims.p).to.equal('/auth/v1/wallet/share');
    expect(claims.t).to.equal(1_700_000_000_123);
    expect(claims.j).to.match(/^[A-Za-z0-9_-]{22,64}$/);
    expect(base64UrlToBytes(claims.j as string).length).to.equal(16);
    const tokenHash = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(ACCESS_TOKEN)));
    expect(claims.h).to.equal(bytesToBase64Url(tokenHash));
  });

  it('signs the payload with the device key: 64-byte P1363 signature that verifies against publicJwk', async () => {
    const proof = await createDeviceProof({
      privateKey: identity.deviceKey.privateKey,
      method: 'POST',
      path: '/auth/v1/wallet',
      accessToken: ACCESS_TOKEN,
    });
    expect(base64UrlToBytes(proof.split('.')[1]!).length).to.equal(64);
    expect(await verifyProof(proof, identity)).to.equal(true);
  });

  it('makes a proof that another device key or an edited payload does not verify', async () => {
    const proof = await createDeviceProof({
      privateKey: identity.deviceKey.privateKey,
      method: 'GET',
      path: '/auth/v1/wallet/share',
      accessToken: ACCESS_TOKEN,
    });
    expect(await verifyProof(proof, await createDeviceIdentity())).to.equal(false);
    const [payload, signature] = proof.split('.') as [string, string];
    const claims = claimsOf(proof);
    const edited = bytesToBase64Url(
      new TextEncoder().encode(JSON.stringify({ ...claims, p: '/auth/v1/wallet/recovery' })),
    );
    expect(edited).to.not.equal(payload);
    expect(await verifyProof(`${edited}.${signature}`, identity)).to.equal(false);
  });

  it('defaults t to now, draws a fresh j each time and drops a query from the path', async () => {
    const before = Date.now();
    const first = claimsOf(
      await createDeviceProof({
        privateKey: identity.deviceKey.privateKey,
        method: 'PUT',
        path: '/auth/v1/wallet/share?x=1#y',
        accessToken: ACCESS_TOKEN,
      }),
    );
    const second = claimsOf(
      await createDeviceProof({
        privateKey: identity.deviceKey.privateKey,
        method: 'PUT',
        path: '/auth/v1/wallet/share',
        accessToken: ACCESS_TOKEN,
      }),
    );
    expect(first.t).to.be.within(before, Date.now());
    expect(first.p).to.equal('/auth/v1/wallet/share');
    expect(first.j).to.not.equal(second.j);
  });

  it('refuses a path that does not start with "/"', async () => {
    let error: unknown;
    try {
      await createDeviceProof({
        privateKey: identity.deviceKey.privateKey,
        method: 'GET',
        path: 'auth/v1/wallet',
        accessToken: ACCESS_TOKEN,
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).to.be.instanceOf(RangeError);
  });
});
