import { expect } from '@open-wc/testing';
import { createDeviceIdentity } from '../../../frame/src/custody/device-identity.js';
import { rejection } from '../../helpers/rejection.js';

describe('createDeviceIdentity', () => {
  it('makes a non-extractable ECDSA P-256 device key and AES-GCM 256 wrap key', async () => {
    const { deviceKey, wrapKey } = await createDeviceIdentity();
    expect(deviceKey.privateKey.extractable).to.equal(false);
    expect(deviceKey.privateKey.algorithm).to.deep.include({ name: 'ECDSA', namedCurve: 'P-256' });
    expect(deviceKey.privateKey.usages).to.deep.equal(['sign']);
    expect(deviceKey.publicKey.usages).to.deep.equal(['verify']);
    expect(wrapKey.extractable).to.equal(false);
    expect(wrapKey.algorithm).to.deep.include({ name: 'AES-GCM', length: 256 });
    expect([...wrapKey.usages].sort()).to.deep.equal(['decrypt', 'encrypt']);
  });

  it('refuses to export the private key or the wrap key', async () => {
    const { deviceKey, wrapKey } = await createDeviceIdentity();
    for (const attempt of [
      crypto.subtle.exportKey('jwk', deviceKey.privateKey),
      crypto.subtle.exportKey('pkcs8', deviceKey.privateKey),
      crypto.subtle.exportKey('raw', wrapKey),
      crypto.subtle.exportKey('jwk', wrapKey),
    ]) {
      const error = await rejection(attempt);
      expect(error.name).to.equal('InvalidAccessError');
    }
  });

  it('gives a v4 UUID and a public JWK of exactly kty, crv, x, y that verifies the device key', async () => {
    const { deviceId, deviceKey, publicJwk } = await createDeviceIdentity();
    expect(deviceId).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(Object.keys(publicJwk).sort()).to.deep.equal(['crv', 'kty', 'x', 'y']);
    expect(publicJwk.kty).to.equal('EC');
    expect(publicJwk.crv).to.equal('P-256');
    expect(publicJwk.x).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(publicJwk.y).to.match(/^[A-Za-z0-9_-]{43}$/);
    const verifier = await crypto.subtle.importKey('jwk', publicJwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, [
      'verify',
    ]);
    const data = new TextEncoder().encode('nonce');
    const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, deviceKey.privateKey, data);
    expect(await crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, verifier, signature, data)).to.equal(true);
  });

  it('makes a new identity each time', async () => {
    const first = await createDeviceIdentity();
    const second = await createDeviceIdentity();
    expect(first.deviceId).to.not.equal(second.deviceId);
    expect(first.publicJwk.x).to.not.equal(second.publicJwk.x);
  });
});
