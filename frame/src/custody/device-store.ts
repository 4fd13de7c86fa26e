// The frame's one device record in IndexedDB (docs/SECURITY.md §2.2). IndexedDB, not
// localStorage, because it stores CryptoKey objects by structured clone, which keeps
// non-extractable keys non-extractable: the bytes never reach script.

import type { ErrorType } from '../../../src/core/errors/error-type.js';
import type { DeviceIdentity } from './device-identity.js';
import type { EncryptedShare } from './encrypt-share.js';
import { NoDeviceRecordError } from './no-device-record-error.js';
import { StorageUnavailableError } from './storage-unavailable-error.js';

const DATABASE_NAME = 'w3m-frame';
const DATABASE_VERSION = 1;
const STORE_NAME = 'device';
// One record per frame partition (browser profile + top-level site), under a fixed key.
const RECORD_KEY = 'current';

/** What the frame keeps about this device and its session. Never entropy, keys or plain shares. */
export type DeviceRecord = DeviceIdentity & {
  userId?: string;
  /** The device share `D_i`, wrapped by `wrapKey` (`wrapDeviceShare`). */
  wrappedDeviceShare?: EncryptedShare;
  evmAddress?: string;
  solanaAddress?: string;
  refreshToken?: string;
  /** As the server sends it (`refreshTokenExpiresAt`). */
  refreshTokenExpiresAt?: string;
};

/** Session fields `updateDeviceRecord` may change; the identity is fixed once saved. `undefined` removes a field. */
export type DeviceRecordPatch = {
  [Key in Exclude<keyof DeviceRecord, keyof DeviceIdentity>]?: DeviceRecord[Key] | undefined;
};

const SESSION_FIELDS = [
  'userId',
  'wrappedDeviceShare',
  'evmAddress',
  'solanaAddress',
  'refreshToken',
  'refreshTokenExpiresAt',
] as const;

/** Opens the database; a browser that blocks this frame's storage (or has none) gives StorageUnavailableError. */
function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    let request: IDBOpenDBRequest;
    try {
      request = indexedDB.open(DATABASE_NAME, DATABASE_VERSION);
    } catch (error) {
      reject(new StorageUnavailableError({ cause: error }));
      return;
    }
    request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME);
    request.onsuccess = () => {
      const database = request.result;
      // Let a newer frame version upgrade the schema instead of being blocked by this tab.
      database.onversionchange = () => database.close();
      resolve(database);
    };
    request.onerror = () => reject(new StorageUnavailableError({ cause: request.error }));
  });
}

function settle<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new DOMException('Transaction aborted', 'AbortError'));
  });
}

/** Runs `run` in one transaction on a connection opened for it, so no connection outlives a call. */
async function inTransaction<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => Promise<T>): Promise<T> {
  const database = await openDatabase();
  try {
    const transaction = database.transaction(STORE_NAME, mode);
    const done = committed(transaction);
    // Awaiting request promises keeps the transaction alive: their callbacks run as microtasks
    // of the success event, before IndexedDB commits.
    const result = await run(transaction.objectStore(STORE_NAME));
    await done;
    return result;
  } finally {
    database.close();
  }
}

function isKey(value: unknown, type: KeyType, algorithm: string): value is CryptoKey {
  return value instanceof CryptoKey && value.type === type && value.algorithm.name === algorithm;
}

function isOptional(value: unknown, check: (value: unknown) => boolean): boolean {
  return value === undefined || check(value);
}

const isString = (value: unknown): boolean => typeof value === 'string';

/**
 * Whether a stored value is a usable record. Secret keys must still be non-extractable: a record
 * holding extractable ones did not come from `createDeviceIdentity` and is not trusted.
 */
function isDeviceRecord(value: unknown): value is DeviceRecord {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const deviceKey = record.deviceKey as Partial<CryptoKeyPair> | undefined;
  const publicJwk = record.publicJwk as Record<string, unknown> | undefined;
  const wrapped = record.wrappedDeviceShare as Record<string, unknown> | undefined;
  return (
    typeof record.deviceId === 'string' &&
    typeof deviceKey === 'object' &&
    deviceKey !== null &&
    isKey(deviceKey.privateKey, 'private', 'ECDSA') &&
    !deviceKey.privateKey.extractable &&
    isKey(deviceKey.publicKey, 'public', 'ECDSA') &&
    isKey(record.wrapKey, 'secret', 'AES-GCM') &&
    !record.wrapKey.extractable &&
    typeof publicJwk === 'object' &&
    publicJwk !== null &&
    publicJwk.kty === 'EC' &&
    publicJwk.crv === 'P-256' &&
    typeof publicJwk.x === 'string' &&
    typeof publicJwk.y === 'string' &&
    isOptional(
      wrapped,
      () => typeof wrapped === 'object' && wrapped !== null && isString(wrapped.iv) && isString(wrapped.ciphertext),
    ) &&
    isOptional(record.userId, isString) &&
    isOptional(record.evmAddress, isString) &&
    isOptional(record.solanaAddress, isString) &&
    isOptional(record.refreshToken, isString) &&
    isOptional(record.refreshTokenExpiresAt, isString)
  );
}

/** A copy without `undefined` members, so a removed field is absent rather than stored as undefined. */
function withoutUndefined<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}

function identityOf({ deviceId, deviceKey, wrapKey, publicJwk }: DeviceRecord): DeviceRecord {
  return { deviceId, deviceKey, wrapKey, publicJwk };
}

/** What loadDeviceRecord throws: storage this frame may not use, or IndexedDB's own DOMException. */
export type LoadDeviceRecordErrorType = StorageUnavailableError | ErrorType;

/**
 * Reads the device record. A missing record, or one that is corrupt or not in the expected shape,
 * reads as `undefined`, and the frame then starts as a new device.
 *
 * @example
 * const record = (await loadDeviceRecord()) ?? (await createDeviceIdentity());
 */
export async function loadDeviceRecord(): Promise<DeviceRecord | undefined> {
  const stored = await inTransaction('readonly', (store) => settle(store.get(RECORD_KEY)));
  return isDeviceRecord(stored) ? stored : undefined;
}

/** What saveDeviceRecord throws: LoadDeviceRecordErrorType, or a TypeError for a record it would not read back. */
export type SaveDeviceRecordErrorType = LoadDeviceRecordErrorType;

/**
 * Stores `record` as the device record, replacing any previous one. Throws a `TypeError` for a
 * record that `loadDeviceRecord` would not read back.
 *
 * @example
 * await saveDeviceRecord(await createDeviceIdentity());
 */
export async function saveDeviceRecord(record: DeviceRecord): Promise<void> {
  const stored = withoutUndefined(record);
  if (!isDeviceRecord(stored)) throw new TypeError('Not a valid device record');
  await inTransaction('readwrite', async (store) => {
    await settle(store.put(stored, RECORD_KEY));
  });
}

/** What updateDeviceRecord throws. */
export type UpdateDeviceRecordErrorType = NoDeviceRecordError | LoadDeviceRecordErrorType;

/**
 * Changes session fields of the device record in one transaction and returns the new record. A
 * field set to `undefined` is removed. Throws `NoDeviceRecordError` when there is no valid record.
 *
 * @example
 * await updateDeviceRecord({ refreshToken: session.refreshToken, refreshTokenExpiresAt: session.refreshTokenExpiresAt });
 */
export async function updateDeviceRecord(patch: DeviceRecordPatch): Promise<DeviceRecord> {
  return inTransaction('readwrite', async (store) => {
    const current: unknown = await settle(store.get(RECORD_KEY));
    if (!isDeviceRecord(current)) throw new NoDeviceRecordError();
    const next = { ...current };
    // Only session fields are copied, so a patch cast from a wider object cannot replace the identity.
    for (const field of SESSION_FIELDS) if (field in patch) Object.assign(next, { [field]: patch[field] });
    const stored = withoutUndefined(next);
    await settle(store.put(stored, RECORD_KEY));
    return stored;
  });
}

/**
 * Ends the session on this device: drops the user id, the wrapped device share, the addresses
 * and the refresh token, and keeps the device identity (id and keys), which the server knows and
 * may still trust. Does nothing when there is no valid record.
 *
 * @example
 * await clearSession();
 */
export async function clearSession(): Promise<void> {
  await inTransaction('readwrite', async (store) => {
    const current: unknown = await settle(store.get(RECORD_KEY));
    if (isDeviceRecord(current)) await settle(store.put(identityOf(current), RECORD_KEY));
  });
}

/**
 * Deletes the device record, keys included: the frame becomes a new device.
 *
 * @example
 * await deleteDeviceRecord();
 */
export async function deleteDeviceRecord(): Promise<void> {
  await inTransaction('readwrite', async (store) => {
    await settle(store.delete(RECORD_KEY));
  });
}
