import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { combine } from 'shamir-secret-sharing';
import { openSealedSecret } from '../../server/auth/sealed-secret.js';
import { freshEmail, startCode, verifyCode } from './auth-requests.js';
import { walletRequest } from './device-proof-requests.js';
import { TEST_SECRETS, createTestDevice, startAuthServer, type AuthServer } from './start-auth-server.js';
import { createWalletMaterial, decryptRecoveryShare, type WalletMaterial } from './wallet-material.js';

// What a copy of the database gives away (T12) and what the operator can rebuild with which
// secrets (T18; docs/SECURITY.md §2.5), after a wallet was created through the API.
let server: AuthServer;
let userId: string;
let deviceId: string;
let code: string;
let material: WalletMaterial;
let fileBeforeLogin: Buffer;

/** The SQLite file and its WAL, as a thief copying the data folder would get them. */
function databaseBytes(): Buffer {
  server.temp.database.pragma('wal_checkpoint(TRUNCATE)');
  const wal = `${server.temp.path}-wal`;
  return Buffer.concat([readFileSync(server.temp.path), existsSync(wal) ? readFileSync(wal) : Buffer.alloc(0)]);
}

/** combine() takes plain Uint8Arrays, not Buffers. */
const plain = (bytes: Uint8Array) => new Uint8Array(bytes);

const countOf = (haystack: Buffer, needle: string | Buffer) => {
  let count = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) count++;
  return count;
};

before(async () => {
  server = await startAuthServer();
  fileBeforeLogin = databaseBytes();
  const email = freshEmail('custody');
  const device = await createTestDevice();
  const started = await startCode({ server, email, device });
  code = (await server.lastMail(email)).code!;
  const verified = await verifyCode({ server, email, challengeId: started.json.challengeId, otp: code, device });
  userId = (verified.json.user as { id: string }).id;
  deviceId = device.deviceId;
  const { accessToken } = verified.json.session as { accessToken: string };
  material = await createWalletMaterial({ userId });
  assert.equal(
    (await walletRequest({ server, device, accessToken, method: 'POST', path: '/auth/v1/wallet', body: material.body }))
      .status,
    201,
  );
});
after(() => server?.stop());

describe('a copy of the database file (T12)', () => {
  it('holds no share, no recovery key, no email code and no plain hash of one', () => {
    const file = databaseBytes();
    const { authShare, recoveryAuthShare, escrowedRecoveryKey } = material.body;
    for (const [name, base64] of Object.entries({ authShare, recoveryAuthShare, escrowedRecoveryKey })) {
      const bytes = Buffer.from(base64, 'base64');
      for (const form of [
        bytes,
        base64,
        bytes.toString('base64url'),
        bytes.toString('hex'),
        bytes.toString('hex').toUpperCase(),
      ]) {
        assert.equal(file.includes(form), false, `${name} is stored in a readable form`);
      }
    }
    const sha256 = createHash('sha256').update(code).digest();
    for (const form of [sha256.toString('hex'), sha256.toString('base64'), sha256.toString('base64url'), sha256]) {
      assert.equal(file.includes(form), false, 'a plain SHA-256 of the code is stored');
    }
    // Six digits may occur by chance among the seeded rows, so compare with the file before the login.
    assert.equal(countOf(file, code), countOf(fileBeforeLogin, code), 'the code is stored');
  });

  it('holds the shares sealed: they open only with the share KEK and their own owner', () => {
    const row = server.temp.database
      .prepare('SELECT auth_share FROM auth_device_shares WHERE user_id = ?')
      .get(userId) as { auth_share: string };
    assert.match(row.auth_share, /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    const owner = { kind: 'auth', userId, deviceId } as const;
    assert.equal(
      openSealedSecret({ key: TEST_SECRETS.shareKek, sealed: row.auth_share, owner }).toString('base64'),
      material.body.authShare,
    );
    assert.throws(
      () => openSealedSecret({ key: TEST_SECRETS.recoveryKek, sealed: row.auth_share, owner }),
      /cannot be opened/,
    );
    assert.throws(
      () =>
        openSealedSecret({ key: TEST_SECRETS.shareKek, sealed: row.auth_share, owner: { kind: 'recovery', userId } }),
      /cannot be opened/,
    );
  });
});

describe('what the operator can rebuild (T18)', () => {
  const stored = () =>
    server.temp.database
      .prepare(
        `SELECT s.auth_share, w.recovery_auth_share, w.recovery_share_iv, w.recovery_share_ciphertext, w.escrowed_recovery_key
        FROM auth_wallets w JOIN auth_device_shares s ON s.user_id = w.user_id WHERE w.user_id = ?`,
      )
      .get(userId) as Record<string, string>;

  it('database + share KEK: the two auth shares come from different sets and do not give the secret', async () => {
    const row = stored();
    const authShare = openSealedSecret({
      key: TEST_SECRETS.shareKek,
      sealed: row.auth_share!,
      owner: { kind: 'auth', userId, deviceId },
    });
    const recoveryAuthShare = openSealedSecret({
      key: TEST_SECRETS.shareKek,
      sealed: row.recovery_auth_share!,
      owner: { kind: 'recovery', userId },
    });
    // Shares of two sets may even share an x-coordinate, which combine refuses; either way no secret.
    const mixed = await combine([plain(authShare), plain(recoveryAuthShare)]).catch(() => undefined);
    assert.notDeepEqual(mixed && Buffer.from(mixed), Buffer.from(material.entropy));
    assert.deepEqual(
      Buffer.from(await combine([material.deviceShare, plain(authShare)])),
      Buffer.from(material.entropy),
      'the device set itself is sound',
    );
  });

  it('database + share KEK + recovery KEK (server-escrow mode): the operator can rebuild the secret — custodial, as documented', async () => {
    const row = stored();
    const recoveryAuthShare = openSealedSecret({
      key: TEST_SECRETS.shareKek,
      sealed: row.recovery_auth_share!,
      owner: { kind: 'recovery', userId },
    });
    const recoveryKey = openSealedSecret({
      key: TEST_SECRETS.recoveryKek,
      sealed: row.escrowed_recovery_key!,
      owner: { kind: 'escrow', userId },
    });
    const recoveryShare = await decryptRecoveryShare({
      userId,
      recoveryKey,
      iv: row.recovery_share_iv!,
      ciphertext: row.recovery_share_ciphertext!,
    });
    assert.deepEqual(
      Buffer.from(await combine([recoveryShare, plain(recoveryAuthShare)])),
      Buffer.from(material.entropy),
    );
    assert.throws(
      () =>
        openSealedSecret({
          key: TEST_SECRETS.shareKek,
          sealed: row.escrowed_recovery_key!,
          owner: { kind: 'escrow', userId },
        }),
      'the share KEK alone does not open the escrow',
    );
  });
});
