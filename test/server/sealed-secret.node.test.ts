import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import {
  openSealedSecret,
  sealSecret,
  sealedSecretAad,
  type SealedSecretOwner,
} from '../../server/auth/sealed-secret.js';

const key = randomBytes(32);
const secret = randomBytes(17);
const owner: SealedSecretOwner = { kind: 'auth', userId: 'user-1', deviceId: 'device-1' };

describe('sealSecret / openSealedSecret', () => {
  it('round-trips, in the v1.<iv>.<ciphertext> format, with a fresh IV every time', () => {
    const sealed = sealSecret({ key, plaintext: secret, owner });
    assert.match(sealed, /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{44}$/);
    assert.deepEqual(openSealedSecret({ key, sealed, owner }), secret);
    assert.notEqual(sealSecret({ key, plaintext: secret, owner }).split('.')[1], sealed.split('.')[1]);
  });

  it('binds each kind to its owner: the AADs of the README', () => {
    assert.equal(sealedSecretAad({ owner }), 'user-1|device-1|auth|v1');
    assert.equal(sealedSecretAad({ owner: { kind: 'recovery', userId: 'user-1' } }), 'user-1|recovery|v1');
    assert.equal(sealedSecretAad({ owner: { kind: 'escrow', userId: 'user-1' } }), 'user-1|escrow|v1');
  });

  it('fails to open with another key, another owner (AAD) or an altered value, naming no secret', () => {
    const sealed = sealSecret({ key, plaintext: secret, owner });
    const others: SealedSecretOwner[] = [
      { kind: 'auth', userId: 'user-1', deviceId: 'device-2' },
      { kind: 'auth', userId: 'user-2', deviceId: 'device-1' },
      { kind: 'recovery', userId: 'user-1' },
      { kind: 'escrow', userId: 'user-1' },
    ];
    const refused = (error: Error) =>
      /cannot be opened/.test(error.message) &&
      !error.message.includes(secret.toString('hex')) &&
      !error.message.includes(key.toString('hex'));
    assert.throws(() => openSealedSecret({ key: randomBytes(32), sealed, owner }), refused);
    for (const other of others)
      assert.throws(() => openSealedSecret({ key, sealed, owner: other }), refused, JSON.stringify(other));
    const body = Buffer.from(sealed.split('.')[2]!, 'base64url');
    body[0]! ^= 1;
    assert.throws(
      () => openSealedSecret({ key, sealed: `v1.${sealed.split('.')[1]}.${body.toString('base64url')}`, owner }),
      refused,
    );
    assert.throws(() => openSealedSecret({ key, sealed: 'v2.x.y', owner }), /unknown format/);
  });
});
