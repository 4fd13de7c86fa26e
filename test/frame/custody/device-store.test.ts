import { expect } from '@open-wc/testing';
import { createDeviceIdentity } from '../../../frame/src/custody/device-identity.js';
import {
  clearSession,
  deleteDeviceRecord,
  loadDeviceRecord,
  saveDeviceRecord,
  updateDeviceRecord,
  type DeviceRecord,
} from '../../../frame/src/custody/device-store.js';
import { NoDeviceRecordError } from '../../../frame/src/custody/no-device-record-error.js';
import { unwrapDeviceShare, wrapDeviceShare } from '../../../frame/src/custody/wrap-device-share.js';
import { rejection } from '../../helpers/rejection.js';

/** Writes a raw value where the store keeps its record, as a corrupted or foreign write would. */
async function writeRawRecord(value: unknown): Promise<void> {
  const database = await new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open('w3m-frame', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('device');
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
  await new Promise<void>((resolve, reject) => {
    const transaction = database.transaction('device', 'readwrite');
    transaction.objectStore('device').put(value, 'current');
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
  });
  database.close();
}

async function signsAndVerifies(record: DeviceRecord): Promise<boolean> {
  const data = new TextEncoder().encode('proof');
  const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, record.deviceKey.privateKey, data);
  const verifier = await crypto.subtle.importKey(
    'jwk',
    record.publicJwk,
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  );
  return crypto.subtle.verify({ name: 'ECDSA', hash: 'SHA-256' }, verifier, signature, data);
}

const SESSION = {
  userId: 'user-1',
  wrappedDeviceShare: { iv: 'AAAAAAAAAAAAAAAA', ciphertext: 'AAAA' },
  evmAddress: '0x9858EfFD232B4033E47d90003D41EC34EcaEda94',
  solanaAddress: 'HAgk14JpMQLgt6rVgv7cBQFJWFto5Dqxi472uT3DKpqk',
  refreshToken: 'refresh-1',
  refreshTokenExpiresAt: '2030-01-01T00:00:00.000Z',
};

describe('device store', () => {
  beforeEach(() => deleteDeviceRecord());
  after(() => deleteDeviceRecord());

  it('reads a missing record as undefined', async () => {
    expect(await loadDeviceRecord()).to.equal(undefined);
  });

  it('saves a record that a later load returns with working, still non-extractable keys', async () => {
    const identity = await createDeviceIdentity();
    await saveDeviceRecord({ ...identity, ...SESSION });
    const loaded = await loadDeviceRecord();
    if (!loaded) throw new Error('no record loaded');
    expect(loaded.deviceId).to.equal(identity.deviceId);
    expect(loaded.publicJwk).to.deep.equal(identity.publicJwk);
    expect(loaded).to.deep.include(SESSION);
    expect(loaded.deviceKey.privateKey).to.be.instanceOf(CryptoKey);
    expect(loaded.deviceKey.privateKey.extractable).to.equal(false);
    expect(loaded.wrapKey.extractable).to.equal(false);
    expect(await signsAndVerifies(loaded)).to.equal(true);
  });

  it('keeps the wrap key able to unwrap a share wrapped before saving', async () => {
    const identity = await createDeviceIdentity();
    const share = crypto.getRandomValues(new Uint8Array(17));
    const wrappedDeviceShare = await wrapDeviceShare({ wrapKey: identity.wrapKey, share, deviceId: identity.deviceId });
    await saveDeviceRecord({ ...identity, wrappedDeviceShare });
    const loaded = await loadDeviceRecord();
    if (!loaded?.wrappedDeviceShare) throw new Error('no wrapped share loaded');
    const unwrapped = await unwrapDeviceShare({
      wrapKey: loaded.wrapKey,
      wrapped: loaded.wrappedDeviceShare,
      deviceId: loaded.deviceId,
    });
    expect([...unwrapped]).to.deep.equal([...share]);
  });

  it('updates session fields, removes ones set to undefined, and keeps the identity', async () => {
    const identity = await createDeviceIdentity();
    await saveDeviceRecord({ ...identity, ...SESSION });
    const updated = await updateDeviceRecord({ refreshToken: 'refresh-2', solanaAddress: undefined });
    expect(updated.refreshToken).to.equal('refresh-2');
    expect('solanaAddress' in updated).to.equal(false);
    const loaded = await loadDeviceRecord();
    if (!loaded) throw new Error('no record loaded');
    expect(loaded.refreshToken).to.equal('refresh-2');
    expect('solanaAddress' in loaded).to.equal(false);
    expect(loaded.userId).to.equal(SESSION.userId);
    expect(loaded.deviceId).to.equal(identity.deviceId);
  });

  it('ignores identity fields smuggled into a patch', async () => {
    const identity = await createDeviceIdentity();
    await saveDeviceRecord(identity);
    await updateDeviceRecord({ userId: 'user-1', deviceId: 'forged' } as never);
    expect((await loadDeviceRecord())?.deviceId).to.equal(identity.deviceId);
  });

  it('refuses to update when there is no record', async () => {
    expect(await rejection(updateDeviceRecord({ userId: 'user-1' }))).to.be.instanceOf(NoDeviceRecordError);
  });

  it('clearSession drops the session fields and keeps the device id and keys', async () => {
    const identity = await createDeviceIdentity();
    await saveDeviceRecord({ ...identity, ...SESSION });
    await clearSession();
    const loaded = await loadDeviceRecord();
    if (!loaded) throw new Error('clearSession removed the record');
    expect(Object.keys(loaded).sort()).to.deep.equal(['deviceId', 'deviceKey', 'publicJwk', 'wrapKey']);
    expect(loaded.deviceId).to.equal(identity.deviceId);
    expect(loaded.publicJwk).to.deep.equal(identity.publicJwk);
    expect(await signsAndVerifies(loaded)).to.equal(true);
  });

  it('deleteDeviceRecord removes the record', async () => {
    await saveDeviceRecord(await createDeviceIdentity());
    await deleteDeviceRecord();
    expect(await loadDeviceRecord()).to.equal(undefined);
  });

  for (const [label, value] of [
    ['a string', 'garbage'],
    ['an empty object', {}],
    [
      'keys as plain objects',
      {
        deviceId: 'd',
        deviceKey: { privateKey: {}, publicKey: {} },
        wrapKey: {},
        publicJwk: { kty: 'EC', crv: 'P-256', x: 'x', y: 'y' },
      },
    ],
  ] as const) {
    it(`reads a corrupt record (${label}) as undefined`, async () => {
      await writeRawRecord(value);
      expect(await loadDeviceRecord()).to.equal(undefined);
    });
  }

  it('reads a record with an extractable wrap key as undefined (not made by createDeviceIdentity)', async () => {
    const identity = await createDeviceIdentity();
    const extractable = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt', 'decrypt']);
    await writeRawRecord({ ...identity, wrapKey: extractable });
    expect(await loadDeviceRecord()).to.equal(undefined);
  });

  it('reads a record with a wrong-typed session field as undefined', async () => {
    await writeRawRecord({ ...(await createDeviceIdentity()), refreshToken: 42 });
    expect(await loadDeviceRecord()).to.equal(undefined);
  });

  it('refuses to save an invalid record', async () => {
    const identity = await createDeviceIdentity();
    expect(await rejection(saveDeviceRecord({ ...identity, userId: 7 as never }))).to.be.instanceOf(TypeError);
    expect(await loadDeviceRecord()).to.equal(undefined);
  });
});
