import { expect } from '@open-wc/testing';
import { bytesToHex } from '@noble/hashes/utils';
import { base64ToBytes } from '../../../frame/src/custody/base64.js';
import { createDeviceIdentity } from '../../../frame/src/custody/device-identity.js';
import { ShareDecryptionError } from '../../../frame/src/custody/share-decryption-error.js';
import { unwrapDeviceShare, wrapDeviceShare } from '../../../frame/src/custody/wrap-device-share.js';
import { rejection } from '../../helpers/rejection.js';

describe('wrapDeviceShare', () => {
  it('round-trips through unwrapDeviceShare', async () => {
    const { deviceId, wrapKey } = await createDeviceIdentity();
    const share = crypto.getRandomValues(new Uint8Array(17));
    const wrapped = await wrapDeviceShare({ wrapKey, share, deviceId });
    expect(base64ToBytes(wrapped.iv).length).to.equal(12);
    expect(bytesToHex(await unwrapDeviceShare({ wrapKey, wrapped, deviceId }))).to.equal(bytesToHex(share));
  });

  it('binds the share to AAD "{deviceId}|device-share|v1"', async () => {
    const { deviceId, wrapKey } = await createDeviceIdentity();
    const share = crypto.getRandomValues(new Uint8Array(17));
    const wrapped = await wrapDeviceShare({ wrapKey, share, deviceId });
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: base64ToBytes(wrapped.iv) as Uint8Array<ArrayBuffer>,
        additionalData: new TextEncoder().encode(`${deviceId}|device-share|v1`),
      },
      wrapKey,
      base64ToBytes(wrapped.ciphertext) as Uint8Array<ArrayBuffer>,
    );
    expect(bytesToHex(new Uint8Array(plain))).to.equal(bytesToHex(share));
  });

  it('refuses another device id or another device wrap key', async () => {
    const device = await createDeviceIdentity();
    const other = await createDeviceIdentity();
    const wrapped = await wrapDeviceShare({
      wrapKey: device.wrapKey,
      share: new Uint8Array(17).fill(7),
      deviceId: device.deviceId,
    });
    for (const attempt of [
      unwrapDeviceShare({ wrapKey: device.wrapKey, wrapped, deviceId: other.deviceId }),
      unwrapDeviceShare({ wrapKey: other.wrapKey, wrapped, deviceId: device.deviceId }),
    ]) {
      const error = await rejection(attempt);
      expect(error).to.be.instanceOf(ShareDecryptionError);
      expect((error as ShareDecryptionError).kind).to.equal('device');
    }
  });
});
