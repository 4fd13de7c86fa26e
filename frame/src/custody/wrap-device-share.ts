import { decryptShare, encryptShare, type DecryptShareErrorType, type EncryptedShare } from './encrypt-share.js';

function deviceShareAdditionalData(deviceId: string): string {
  // Binds the wrapped share to its device record, so a record's share cannot be swapped for another device's.
  return `${deviceId}|device-share|v1`;
}

export type WrapDeviceShareParameters = {
  /** The device's non-extractable AES-GCM key. */
  wrapKey: CryptoKey;
  /** The device share `D_i`. Not modified. */
  share: Uint8Array;
  deviceId: string;
};

/**
 * Encrypts the device share `D_i` for the device record (AES-GCM, AAD
 * `"{deviceId}|device-share|v1"`), so IndexedDB never holds it in the clear (docs/SECURITY.md §2.2).
 *
 * @example
 * const wrappedDeviceShare = await wrapDeviceShare({ wrapKey: record.wrapKey, share: deviceShare, deviceId: record.deviceId });
 * await updateDeviceRecord({ wrappedDeviceShare });
 */
export async function wrapDeviceShare({
  wrapKey,
  share,
  deviceId,
}: WrapDeviceShareParameters): Promise<EncryptedShare> {
  return encryptShare({ key: wrapKey, share, additionalData: deviceShareAdditionalData(deviceId) });
}

export type UnwrapDeviceShareParameters = {
  /** The device's non-extractable AES-GCM key. */
  wrapKey: CryptoKey;
  /** The record's `wrappedDeviceShare`. */
  wrapped: EncryptedShare;
  deviceId: string;
};

/** What unwrapDeviceShare throws. */
export type UnwrapDeviceShareErrorType = DecryptShareErrorType;

/**
 * Decrypts the device share `D_i`. Throws `ShareDecryptionError` if the record was tampered with
 * or belongs to another device. The caller owns the returned share and must `zeroize` it.
 *
 * @example
 * const deviceShare = await unwrapDeviceShare({ wrapKey: record.wrapKey, wrapped: record.wrappedDeviceShare, deviceId: record.deviceId });
 */
export async function unwrapDeviceShare({
  wrapKey,
  wrapped,
  deviceId,
}: UnwrapDeviceShareParameters): Promise<Uint8Array> {
  return decryptShare({
    key: wrapKey,
    encrypted: wrapped,
    additionalData: deviceShareAdditionalData(deviceId),
    kind: 'device',
  });
}
