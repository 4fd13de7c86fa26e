import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, beforeEach, describe, it } from 'node:test';
import { combine } from 'shamir-secret-sharing';
import { openSealedSecret } from '../../server/auth/sealed-secret.js';
import {
  derivePassphraseRecoveryKey,
  newPassphraseParams,
  type PassphraseRecoveryParams,
} from '../../frame/src/custody/index.js';
import { createRecoveryKeyProof } from '../../frame/src/custody/recovery-key-proof.js';
import { newRecoverySet } from '../../frame/src/wallet/recovery-set.js';
import { HOUR_MS } from './auth-requests.js';
import { walletRequest } from './device-proof-requests.js';
import { freshStandInLogin, socialLogin, startOAuthTestStack, type OAuthTestStack } from './oauth-requests.js';
import { TEST_SECRETS, createTestDevice, type TestDevice } from './start-auth-server.js';
import { createWalletMaterial, decryptRecoveryShare, type WalletMaterial } from './wallet-material.js';

// A recovery key only the user holds (issue "Hardening" part 10, T24), with the frame's own
// custody code against the real server: a passphrase replaces the escrowed key, the server then
// cannot rebuild the wallet even from a full copy of its database and all of its secrets, and the
// key's proof is a pending device's second factor.
let stack: OAuthTestStack;
const PASSPHRASE = 'correct horse battery staple';

before(async () => {
  stack = await startOAuthTestStack();
});
after(() => stack?.stop());
beforeEach(() => stack.server.advance(2 * HOUR_MS));

interface Owner {
  userId: string;
  login: string;
  device: TestDevice;
  accessToken: string;
  material: WalletMaterial;
}

async function ownerWithWallet(): Promise<Owner> {
  const device = await createTestDevice();
  const login = freshStandInLogin('owner');
  const json = await socialLogin({ stack, provider: 'google', login, device });
  const userId = (json.user as { id: string }).id;
  const accessToken = (json.session as { accessToken: string }).accessToken;
  const material = await createWalletMaterial({ userId });
  assert.equal(
    (
      await walletRequest({
        server: stack.server,
        device,
        accessToken,
        method: 'POST',
        path: '/auth/v1/wallet',
        body: material.body,
      })
    ).status,
    201,
  );
  return { userId, login, device, accessToken, material };
}

/** The frame's step: a new recovery set under the passphrase's key, PUT by a device. */
async function switchToPassphrase({
  owner,
  as = owner,
}: {
  owner: Owner;
  as?: { device: TestDevice; accessToken: string };
}) {
  const params = newPassphraseParams();
  const recoveryKey = await derivePassphraseRecoveryKey({ passphrase: PASSPHRASE, params });
  const body = await newRecoverySet({
    entropy: owner.material.entropy,
    method: 'passphrase',
    recoveryKey,
    params,
    userId: owner.userId,
  });
  const answer = await walletRequest({
    server: stack.server,
    device: as.device,
    accessToken: as.accessToken,
    method: 'PUT',
    path: '/auth/v1/wallet/recovery',
    body,
  });
  return { answer, params, recoveryKey, body };
}

const walletRow = (userId: string) =>
  stack.server.temp.database.prepare('SELECT * FROM auth_wallets WHERE user_id = ?').get(userId) as Record<
    string,
    string | null
  >;

describe('a passphrase as the recovery key', () => {
  it('replaces the escrowed key: the server keeps only the KDF parameters and a verifier', async () => {
    const owner = await ownerWithWallet();
    assert.notEqual(walletRow(owner.userId).escrowed_recovery_key, null);
    const { answer, params } = await switchToPassphrase({ owner });
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
    assert.deepEqual(
      (answer.json.wallet as { recoveryMethod: string; recoveryParams: unknown }).recoveryParams,
      params,
    );
    assert.ok(params.iterations >= 600_000, 'PBKDF2-SHA-256 with at least 600,000 iterations');
    const row = walletRow(owner.userId);
    assert.deepEqual(
      [row.recovery_method, row.escrowed_recovery_key],
      ['passphrase', null],
      'the escrowed key is deleted',
    );
    assert.deepEqual(JSON.parse(row.recovery_params!), params);
    const subjects = (await stack.server.mailsTo(`${owner.login}@google.test`.toLowerCase())).map(
      (mail) => mail.subject,
    );
    assert.ok(subjects.includes('The recovery key of your wallet was changed'));
  });

  it('refuses weak or mixed-up bodies: too few iterations, an escrowed key beside a passphrase, a passphrase under 12 characters', async () => {
    const owner = await ownerWithWallet();
    const put = (body: unknown) =>
      walletRequest({
        server: stack.server,
        device: owner.device,
        accessToken: owner.accessToken,
        method: 'PUT',
        path: '/auth/v1/wallet/recovery',
        body,
      });
    const { body } = await switchToPassphrase({ owner });
    const weak = await put({
      ...body,
      recoveryParams: { ...(body.recoveryParams as PassphraseRecoveryParams), iterations: 100_000 },
    });
    assert.deepEqual([weak.status, weak.json.code], [400, 'INVALID_BODY']);
    const mixed = await put({ ...body, escrowedRecoveryKey: owner.material.body.escrowedRecoveryKey });
    assert.deepEqual([mixed.status, mixed.json.code], [400, 'INVALID_BODY']);
    await assert.rejects(
      derivePassphraseRecoveryKey({ passphrase: 'too short', params: newPassphraseParams() }),
      /at least 12 characters/,
    );
  });

  it('a full database dump plus every server secret does not rebuild the wallet', async () => {
    const owner = await ownerWithWallet();
    const { answer, recoveryKey } = await switchToPassphrase({ owner });
    assert.equal(answer.status, 200);
    const database = stack.server.temp.database;
    database.pragma('wal_checkpoint(TRUNCATE)');
    const dump = Buffer.concat([
      readFileSync(stack.server.temp.path),
      existsSync(`${stack.server.temp.path}-wal`) ? readFileSync(`${stack.server.temp.path}-wal`) : Buffer.alloc(0),
    ]);
    const row = walletRow(owner.userId);
    const share = database
      .prepare('SELECT auth_share FROM auth_device_shares WHERE user_id = ?')
      .pluck()
      .get(owner.userId) as string;
    const { shareKek, recoveryKek, pepper } = TEST_SECRETS;
    const authShare = new Uint8Array(
      openSealedSecret({
        key: shareKek,
        sealed: share,
        owner: { kind: 'auth', userId: owner.userId, deviceId: owner.device.deviceId },
      }),
    );
    const recoveryAuthShare = new Uint8Array(
      openSealedSecret({
        key: shareKek,
        sealed: row.recovery_auth_share!,
        owner: { kind: 'recovery', userId: owner.userId },
      }),
    );
    const entropy = Buffer.from(owner.material.entropy);
    // No escrowed key left, in the row or anywhere in the file.
    assert.equal(row.escrowed_recovery_key, null);
    assert.equal(dump.includes(Buffer.from(recoveryKey)), false);
    assert.equal(dump.includes(Buffer.from(recoveryKey).toString('base64')), false);
    // The two auth shares belong to different sets.
    const mixed = await combine([authShare, recoveryAuthShare]).catch(() => undefined);
    assert.notDeepEqual(mixed && Buffer.from(mixed), entropy);
    // Every secret the operator holds, and the stored verifier, fails as the recovery key.
    const candidates = [shareKek, recoveryKek, pepper, Buffer.from(row.recovery_verifier!, 'base64url')];
    for (const candidate of candidates) {
      await assert.rejects(
        decryptRecoveryShare({
          userId: owner.userId,
          recoveryKey: new Uint8Array(candidate),
          iv: row.recovery_share_iv!,
          ciphertext: row.recovery_share_ciphertext!,
        }),
      );
    }
    // Only the user's passphrase opens it (the test knows it; the server does not).
    const recoveryShare = await decryptRecoveryShare({
      userId: owner.userId,
      recoveryKey,
      iv: row.recovery_share_iv!,
      ciphertext: row.recovery_share_ciphertext!,
    });
    assert.deepEqual(Buffer.from(await combine([recoveryShare, recoveryAuthShare])), entropy);
  });

  it("is a pending device's second factor: a wrong proof is refused, the right one releases the material without any key", async () => {
    const owner = await ownerWithWallet();
    const { recoveryKey } = await switchToPassphrase({ owner });
    const newcomerDevice = await createTestDevice();
    const json = await socialLogin({ stack, provider: 'google', login: owner.login, device: newcomerDevice });
    assert.deepEqual((json.device as { secondFactors: string[] }).secondFactors, ['email', 'recovery-key']);
    const newcomer = { device: newcomerDevice, accessToken: (json.session as { accessToken: string }).accessToken };
    const recover = (body: Record<string, unknown>) =>
      walletRequest({ server: stack.server, ...newcomer, method: 'POST', path: '/auth/v1/wallet/recovery', body });

    const wrongKey = await derivePassphraseRecoveryKey({
      passphrase: 'incorrect horse battery staple',
      params: JSON.parse(walletRow(owner.userId).recovery_params!),
    });
    const wrong = await recover({ recoveryKeyProof: await createRecoveryKeyProof({ recoveryKey: wrongKey }) });
    assert.deepEqual([wrong.status, wrong.json.code], [403, 'RECOVERY_KEY_INVALID']);
    assert.deepEqual([(await recover({})).status, (await recover({})).json.code], [403, 'DEVICE_NOT_VERIFIED']);
    const right = await recover({ recoveryKeyProof: await createRecoveryKeyProof({ recoveryKey }) });
    assert.equal(right.status, 200, JSON.stringify(right.json));
    assert.equal(right.json.recoveryMethod, 'passphrase');
    assert.equal('escrowedRecoveryKey' in right.json, false);
    const { iv, ciphertext } = right.json.encryptedRecoveryShare as { iv: string; ciphertext: string };
    const recoveryShare = await decryptRecoveryShare({ userId: owner.userId, recoveryKey, iv, ciphertext });
    const rebuilt = await combine([
      recoveryShare,
      new Uint8Array(Buffer.from(right.json.recoveryAuthShare as string, 'base64')),
    ]);
    assert.deepEqual(Buffer.from(rebuilt), Buffer.from(owner.material.entropy));
  });

  it('cannot be set from a pending device', async () => {
    const owner = await ownerWithWallet();
    const newcomerDevice = await createTestDevice();
    const json = await socialLogin({ stack, provider: 'google', login: owner.login, device: newcomerDevice });
    const { answer } = await switchToPassphrase({
      owner,
      as: { device: newcomerDevice, accessToken: (json.session as { accessToken: string }).accessToken },
    });
    assert.deepEqual([answer.status, answer.json.code], [403, 'DEVICE_NOT_VERIFIED']);
    assert.equal(walletRow(owner.userId).recovery_method, 'server-escrow');
  });
});
