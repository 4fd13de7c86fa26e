import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { freshEmail, login } from './auth-requests.js';
import { provenHeaders, walletRequest } from './device-proof-requests.js';
import { createTestDevice, startAuthServer, type AuthServer, type TestDevice } from './start-auth-server.js';
import { createWalletMaterial, type WalletMaterial } from './wallet-material.js';

// Refused bodies of the wallet routes, and CORS: /auth/* is same-origin only (server/auth/README.md).
let server: AuthServer;
let device: TestDevice;
let accessToken: string;
let material: WalletMaterial;

before(async () => {
  server = await startAuthServer();
  device = await createTestDevice();
  const json = await login({ server, email: freshEmail('bodies'), device });
  accessToken = (json.session as { accessToken: string }).accessToken;
  material = await createWalletMaterial({ userId: (json.user as { id: string }).id });
});
after(() => server?.stop());

const createWith = (body: unknown) =>
  walletRequest({ server, device, accessToken, method: 'POST', path: '/auth/v1/wallet', body });

async function sendRaw(path: string, method: string, raw: string) {
  const headers = {
    ...(await provenHeaders({ server, device, accessToken, method, path })),
    'content-type': 'application/json',
  };
  const response = await fetch(`${server.url}${path}`, { method, headers, body: raw });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const invalid = { error: 'Invalid request body', code: 'INVALID_BODY' };

describe('wallet bodies', () => {
  it('refuses bad shapes and sizes with 400 INVALID_BODY, echoing nothing, and stores nothing', async () => {
    const good = material.body;
    const bad: Array<[string, unknown]> = [
      ['a share of 65 bytes', { ...good, authShare: Buffer.alloc(65, 1).toString('base64') }],
      ['an empty share', { ...good, recoveryAuthShare: '' }],
      ['base64url instead of base64', { ...good, authShare: Buffer.from([0xfb, 0xff, 0xfe]).toString('base64url') }],
      ['a non-canonical base64', { ...good, authShare: 'AB==' }],
      [
        'an IV of 16 bytes',
        {
          ...good,
          encryptedRecoveryShare: { ...good.encryptedRecoveryShare, iv: Buffer.alloc(16).toString('base64') },
        },
      ],
      [
        'a ciphertext of 257 bytes',
        {
          ...good,
          encryptedRecoveryShare: { ...good.encryptedRecoveryShare, ciphertext: Buffer.alloc(257).toString('base64') },
        },
      ],
      ['an escrowed key of 31 bytes', { ...good, escrowedRecoveryKey: Buffer.alloc(31).toString('base64') }],
      ['an EVM address of 39 hex digits', { ...good, evmAddress: good.evmAddress.slice(0, -1) }],
      ['a Solana address with a 0', { ...good, solanaAddress: `0${good.solanaAddress.slice(1)}` }],
      ['another recovery method', { ...good, recoveryMethod: 'passkey-prf' }],
      ['an unknown field', { ...good, mnemonic: 'abandon' }],
      ['a missing field', { ...good, escrowedRecoveryKey: undefined }],
    ];
    for (const [why, body] of bad) {
      const answer = await createWith(body);
      assert.deepEqual([answer.status, answer.json], [400, invalid], why);
    }
    const wrongSize = await walletRequest({
      server,
      device,
      accessToken,
      method: 'PUT',
      path: '/auth/v1/wallet/share',
      body: { authShare: Buffer.alloc(65, 2).toString('base64') },
    });
    assert.deepEqual([wrongSize.status, wrongSize.json], [400, invalid]);
    assert.deepEqual(
      [
        (await sendRaw('/auth/v1/wallet', 'POST', '{"evmAddress":')).status,
        (await sendRaw('/auth/v1/wallet/recovery', 'POST', '[]')).status,
      ],
      [400, 400],
    );
    assert.equal(server.temp.database.prepare('SELECT count(*) FROM auth_wallets').pluck().get(), 0);
  });

  it('refuses a body over 4 KiB unread (413 INVALID_BODY, as the login routes do)', async () => {
    const oversized = await sendRaw(
      '/auth/v1/wallet',
      'POST',
      JSON.stringify({ ...material.body, padding: 'x'.repeat(4096) }),
    );
    assert.deepEqual([oversized.status, oversized.json], [413, invalid]);
    assert.equal((await createWith(material.body)).status, 201, 'the same body without padding is accepted');
  });
});

describe('CORS', () => {
  const origin = 'http://localhost:5173';

  it('sends no CORS header on /auth/*, to requests or preflights, while the dapp APIs keep theirs', async () => {
    const auth = await fetch(`${server.url}/auth/v1/wallet`, {
      headers: { origin, authorization: `Bearer ${accessToken}` },
    });
    assert.equal(auth.status, 200);
    assert.equal(auth.headers.get('access-control-allow-origin'), null);
    const preflight = await fetch(`${server.url}/auth/v1/email/start`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    assert.equal(preflight.headers.get('access-control-allow-origin'), null);
    assert.equal(preflight.headers.get('access-control-allow-methods'), null);

    const directory = await fetch(`${server.url}/getWallets?projectId=demo-project&st=appkit&sv=0.1.0`, {
      headers: { origin },
    });
    assert.equal(directory.status, 200);
    assert.equal(directory.headers.get('access-control-allow-origin'), origin);
    const dappPreflight = await fetch(`${server.url}/e?projectId=demo-project`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    assert.equal(dappPreflight.headers.get('access-control-allow-origin'), origin);
  });
});
