import { expect } from '@open-wc/testing';
import { bytesToHex } from '@noble/hashes/utils';
import { base64UrlToBytes } from '../../../frame/src/custody/base64.js';
import {
  derivePassphraseRecoveryKey,
  newPassphraseParams,
} from '../../../frame/src/custody/passphrase-recovery-key.js';
import { PassphraseTooShortError } from '../../../frame/src/custody/passphrase-too-short-error.js';
import { createRecoveryKeyProof, recoveryKeyVerifierOf } from '../../../frame/src/custody/recovery-key-proof.js';
import { rejection } from '../../helpers/rejection.js';

describe('derivePassphraseRecoveryKey (T24)', () => {
  it('is PBKDF2-SHA-256 with 600,000 iterations and a 32-byte random salt, as WebCrypto computes it', async () => {
    const params = newPassphraseParams();
    expect(params.kdf).to.equal('PBKDF2-SHA-256');
    expect(params.iterations).to.equal(600_000);
    expect(base64UrlToBytes(params.salt).length).to.equal(32);
    expect(params.salt).to.not.equal(newPassphraseParams().salt);
    const key = await derivePassphraseRecoveryKey({ passphrase: 'twelve chars!', params });
    const material = await crypto.subtle.importKey('raw', new TextEncoder().encode('twelve chars!'), 'PBKDF2', false, [
      'deriveBits',
    ]);
    const expected = await crypto.subtle.deriveBits(
      {
        name: 'PBKDF2',
        hash: 'SHA-256',
        salt: base64UrlToBytes(params.salt) as Uint8Array<ArrayBuffer>,
        iterations: 600_000,
      },
      material,
      256,
    );
    expect(bytesToHex(key)).to.equal(bytesToHex(new Uint8Array(expected)));
  });

  it('gives the same key for the same words typed in another Unicode form (NFKC), another key for other words', async () => {
    const params = newPassphraseParams();
    const composed = await derivePassphraseRecoveryKey({ passphrase: 'café au lait ☕', params });
    const decomposed = await derivePassphraseRecoveryKey({ passphrase: 'cafe\u0301 au lait ☕', params });
    expect(bytesToHex(decomposed)).to.equal(bytesToHex(composed));
    expect(bytesToHex(await derivePassphraseRecoveryKey({ passphrase: 'café au lait ☕!', params }))).to.not.equal(
      bytesToHex(composed),
    );
  });

  it('refuses fewer than 12 characters', async () => {
    expect(
      await rejection(derivePassphraseRecoveryKey({ passphrase: 'elevenchars', params: newPassphraseParams() })),
    ).to.be.instanceOf(PassphraseTooShortError);
  });
});

describe('createRecoveryKeyProof', () => {
  it('is neither the key nor reversible to it, and its verifier is the SHA-256 of its bytes', async () => {
    const recoveryKey = crypto.getRandomValues(new Uint8Array(32));
    const proof = await createRecoveryKeyProof({ recoveryKey });
    expect(proof).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(bytesToHex(base64UrlToBytes(proof))).to.not.equal(bytesToHex(recoveryKey));
    expect(await createRecoveryKeyProof({ recoveryKey })).to.equal(proof, 'the same key proves the same way');
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', base64UrlToBytes(proof) as Uint8Array<ArrayBuffer>),
    );
    expect(bytesToHex(base64UrlToBytes(await recoveryKeyVerifierOf({ proof })))).to.equal(bytesToHex(digest));
  });
});
