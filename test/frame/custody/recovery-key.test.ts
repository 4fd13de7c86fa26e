import { expect } from '@open-wc/testing';
import { bytesToHex } from '@noble/hashes/utils';
import { base64ToBytes, bytesToBase64 } from '../../../frame/src/custody/base64.js';
import {
  createRecoveryKey,
  decryptRecoveryShare,
  encryptRecoveryShare,
} from '../../../frame/src/custody/recovery-key.js';
import { ShareDecryptionError } from '../../../frame/src/custody/share-decryption-error.js';
import { rejection } from '../../helpers/rejection.js';

const USER_ID = 'user-1';
const share = (): Uint8Array => crypto.getRandomValues(new Uint8Array(17));

describe('createRecoveryKey', () => {
  it('makes 32 random bytes', () => {
    const first = createRecoveryKey();
    expect(first.length).to.equal(32);
    expect(bytesToHex(first)).to.not.equal(bytesToHex(createRecoveryKey()));
  });
});

describe('encryptRecoveryShare', () => {
  it('round-trips through decryptRecoveryShare', async () => {
    const recoveryKey = createRecoveryKey();
    const recoveryShare = share();
    const encrypted = await encryptRecoveryShare({ recoveryKey, share: recoveryShare, userId: USER_ID });
    const decrypted = await decryptRecoveryShare({ recoveryKey, encrypted, userId: USER_ID });
    expect(bytesToHex(decrypted)).to.equal(bytesToHex(recoveryShare));
  });

  it('sends standard base64: a 12-byte iv and ciphertext plus a 16-byte tag', async () => {
    const encrypted = await encryptRecoveryShare({ recoveryKey: createRecoveryKey(), share: share(), userId: USER_ID });
    expect(Object.keys(encrypted).sort()).to.deep.equal(['ciphertext', 'iv']);
    expect(encrypted.iv).to.match(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(encrypted.ciphertext).to.match(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(base64ToBytes(encrypted.iv).length).to.equal(12);
    expect(base64ToBytes(encrypted.ciphertext).length).to.equal(17 + 16);
  });

  it('is AES-256-GCM with AAD "{userId}|recovery|v1" (decrypts with WebCrypto directly)', async () => {
    const recoveryKey = createRecoveryKey();
    const recoveryShare = share();
    const encrypted = await encryptRecoveryShare({ recoveryKey, share: recoveryShare, userId: USER_ID });
    const key = await crypto.subtle.importKey('raw', recoveryKey as Uint8Array<ArrayBuffer>, 'AES-GCM', false, [
      'decrypt',
    ]);
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: base64ToBytes(encrypted.iv) as Uint8Array<ArrayBuffer>,
        additionalData: new TextEncoder().encode(`${USER_ID}|recovery|v1`),
      },
      key,
      base64ToBytes(encrypted.ciphertext) as Uint8Array<ArrayBuffer>,
    );
    expect(bytesToHex(new Uint8Array(plain))).to.equal(bytesToHex(recoveryShare));
  });

  it('uses a fresh iv every time', async () => {
    const recoveryKey = createRecoveryKey();
    const recoveryShare = share();
    const first = await encryptRecoveryShare({ recoveryKey, share: recoveryShare, userId: USER_ID });
    const second = await encryptRecoveryShare({ recoveryKey, share: recoveryShare, userId: USER_ID });
    expect(first.iv).to.not.equal(second.iv);
    expect(first.ciphertext).to.not.equal(second.ciphertext);
  });

  it('refuses a recovery key that is not 32 bytes', async () => {
    expect(
      await rejection(encryptRecoveryShare({ recoveryKey: new Uint8Array(16), share: share(), userId: USER_ID })),
    ).to.be.instanceOf(RangeError);
  });
});

describe('decryptRecoveryShare', () => {
  it('refuses another user id, another key and tampered bytes with ShareDecryptionError', async () => {
    const recoveryKey = createRecoveryKey();
    const encrypted = await encryptRecoveryShare({ recoveryKey, share: share(), userId: USER_ID });
    const tamperedBytes = base64ToBytes(encrypted.ciphertext);
    tamperedBytes[0]! ^= 1;
    const attempts = [
      decryptRecoveryShare({ recoveryKey, encrypted, userId: 'user-2' }),
      decryptRecoveryShare({ recoveryKey: createRecoveryKey(), encrypted, userId: USER_ID }),
      decryptRecoveryShare({
        recoveryKey,
        encrypted: { ...encrypted, ciphertext: bytesToBase64(tamperedBytes) },
        userId: USER_ID,
      }),
      decryptRecoveryShare({
        recoveryKey,
        encrypted: { ...encrypted, iv: bytesToBase64(new Uint8Array(12)) },
        userId: USER_ID,
      }),
      decryptRecoveryShare({
        recoveryKey,
        encrypted: { ...encrypted, iv: bytesToBase64(new Uint8Array(8)) },
        userId: USER_ID,
      }),
      decryptRecoveryShare({ recoveryKey, encrypted: { ...encrypted, ciphertext: 'not base64!' }, userId: USER_ID }),
      decryptRecoveryShare({ recoveryKey, encrypted: null as never, userId: USER_ID }),
    ];
    for (const attempt of attempts) {
      const error = await rejection(attempt);
      expect(error).to.be.instanceOf(ShareDecryptionError);
      expect((error as ShareDecryptionError).kind).to.equal('recovery');
      expect(error.cause).to.equal(undefined);
    }
  });
});
