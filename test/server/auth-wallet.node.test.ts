import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { OTP_RESEND_COOLDOWN_MS, RECOVERIES_PER_HOUR } from '../../server/auth/auth-limits.js';
import { HOUR_MS, freshEmail, login, loginOnNewDevice } from './auth-requests.js';
import { walletRequest } from './device-proof-requests.js';
import { createTestDevice, startAuthServer, type AuthServer, type TestDevice } from './start-auth-server.js';
import { TEST_EVM_ADDRESS, TEST_SOLANA_ADDRESS, createWalletMaterial } from './wallet-material.js';

// The wallet and share routes over HTTP (server/auth/README.md "Wallet and shares").
let server: AuthServer;

before(async () => {
  server = await startAuthServer();
});
after(() => server?.stop());
beforeEach(() => server.advance(2 * HOUR_MS));

interface SignedIn {
  email: string;
  userId: string;
  device: TestDevice;
  accessToken: string;
  refreshToken: string;
}

async function signIn(): Promise<SignedIn> {
  const email = freshEmail('wallet');
  const device = await createTestDevice();
  const json = await login({ server, email, device });
  const { id } = json.user as { id: string };
  const { accessToken, refreshToken } = json.session as { accessToken: string; refreshToken: string };
  return { email, userId: id, device, accessToken, refreshToken };
}

const call = ({ device, accessToken }: SignedIn, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) =>
  walletRequest({ server, device, accessToken, method, path, body });

const expectedWallet = {
  evmAddress: TEST_EVM_ADDRESS,
  solanaAddress: TEST_SOLANA_ADDRESS,
  recoveryMethod: 'server-escrow',
  recoveryParams: null,
  // Made after smart accounts came (issue 17): it starts on its smart account.
  defaultAccountType: 'smartAccount',
};
const verified = { status: 'verified' };

describe('/auth/v1/wallet', () => {
  it('creates a wallet, then serves its summary, the device share and the recovery material as stored', async () => {
    const user = await signIn();
    const bearer = { authorization: `Bearer ${user.accessToken}` };
    assert.deepEqual((await server.get('/auth/v1/wallet', bearer)).json, {
      wallet: null,
      hasDeviceShare: false,
      device: verified,
    });
    const { body } = await createWalletMaterial({ userId: user.userId });

    const created = await call(user, 'POST', '/auth/v1/wallet', body);
    assert.equal(created.status, 201, JSON.stringify(created.json));
    assert.deepEqual(created.json, { wallet: expectedWallet });
    const summary = await server.get('/auth/v1/wallet', bearer);
    assert.deepEqual(summary.json, { wallet: expectedWallet, hasDeviceShare: true, device: verified });
    assert.equal(summary.headers.get('cache-control'), 'no-store');

    assert.deepEqual((await call(user, 'GET', '/auth/v1/wallet/share')).json, { authShare: body.authShare });
    const recovery = await call(user, 'POST', '/auth/v1/wallet/recovery', {});
    assert.equal(recovery.status, 200);
    assert.deepEqual(recovery.json, {
      recoveryAuthShare: body.recoveryAuthShare,
      encryptedRecoveryShare: body.encryptedRecoveryShare,
      recoveryMethod: 'server-escrow',
      escrowedRecoveryKey: body.escrowedRecoveryKey,
    });

    const replacement = (await createWalletMaterial({ userId: user.userId })).body.authShare;
    assert.deepEqual((await call(user, 'PUT', '/auth/v1/wallet/share', { authShare: replacement })).json, {
      stored: true,
    });
    assert.deepEqual((await call(user, 'GET', '/auth/v1/wallet/share')).json, { authShare: replacement });
    const logs = server.consoleOutput.join('\n');
    for (const secret of [
      body.authShare,
      body.recoveryAuthShare,
      body.escrowedRecoveryKey,
      replacement,
      user.accessToken,
    ])
      assert.equal(logs.includes(secret), false, 'a secret reached the logs');
  });

  it('keeps one wallet per user: a second create, even in parallel, answers 409 WALLET_EXISTS (T23)', async () => {
    const user = await signIn();
    const bodies = await Promise.all(
      [1, 2].map(async () => (await createWalletMaterial({ userId: user.userId })).body),
    );
    const answers = await Promise.all(bodies.map((body) => call(user, 'POST', '/auth/v1/wallet', body)));
    assert.deepEqual(answers.map(({ status }) => status).sort(), [201, 409]);
    assert.equal(answers.find(({ status }) => status === 409)!.json.code, 'WALLET_EXISTS');
    const winner = bodies[answers.findIndex(({ status }) => status === 201)]!;
    const again = await call(
      user,
      'POST',
      '/auth/v1/wallet',
      (await createWalletMaterial({ userId: user.userId })).body,
    );
    assert.deepEqual([again.status, again.json.code], [409, 'WALLET_EXISTS']);
    assert.equal(
      (await call(user, 'GET', '/auth/v1/wallet/share')).json.authShare,
      winner.authShare,
      'nothing of a refused create is stored',
    );
    assert.equal(
      (await call(user, 'POST', '/auth/v1/wallet/recovery', {})).json.recoveryAuthShare,
      winner.recoveryAuthShare,
    );
  });

  it('answers 404 NO_WALLET to recovery and share replacement before a wallet exists', async () => {
    const user = await signIn();
    const recovery = await call(user, 'POST', '/auth/v1/wallet/recovery', {});
    assert.deepEqual([recovery.status, recovery.json.code], [404, 'NO_WALLET']);
    const { authShare } = (await createWalletMaterial({ userId: user.userId })).body;
    const put = await call(user, 'PUT', '/auth/v1/wallet/share', { authShare });
    assert.deepEqual([put.status, put.json.code], [404, 'NO_WALLET']);
    const share = await call(user, 'GET', '/auth/v1/wallet/share');
    assert.deepEqual([share.status, share.json.code], [404, 'NO_DEVICE_SHARE']);
  });

  it('gives a second device of the user no share (404 NO_DEVICE_SHARE) until it stores its own after recovery', async () => {
    const laptop = await signIn();
    const { body } = await createWalletMaterial({ userId: laptop.userId });
    assert.equal((await call(laptop, 'POST', '/auth/v1/wallet', body)).status, 201);
    server.advance(OTP_RESEND_COOLDOWN_MS);
    const phoneDevice = await createTestDevice();
    const approved = await loginOnNewDevice({ server, email: laptop.email, device: phoneDevice });
    const phone = {
      ...laptop,
      device: phoneDevice,
      accessToken: (approved.session as { accessToken: string }).accessToken,
    };

    const summary = await server.get('/auth/v1/wallet', { authorization: `Bearer ${phone.accessToken}` });
    assert.deepEqual(summary.json, { wallet: expectedWallet, hasDeviceShare: false, device: verified });
    const share = await call(phone, 'GET', '/auth/v1/wallet/share');
    assert.deepEqual([share.status, share.json.code], [404, 'NO_DEVICE_SHARE']);
    assert.equal(
      (await call(phone, 'POST', '/auth/v1/wallet/recovery', {})).json.recoveryAuthShare,
      body.recoveryAuthShare,
    );
    const phoneShare = (await createWalletMaterial({ userId: laptop.userId })).body.authShare;
    assert.equal((await call(phone, 'PUT', '/auth/v1/wallet/share', { authShare: phoneShare })).status, 200);
    assert.equal((await call(phone, 'GET', '/auth/v1/wallet/share')).json.authShare, phoneShare);
    assert.equal(
      (await call(laptop, 'GET', '/auth/v1/wallet/share')).json.authShare,
      body.authShare,
      'each device keeps its own share',
    );
  });

  it('caps recovery at 10 per user an hour (429 RATE_LIMITED with Retry-After)', async () => {
    const user = await signIn();
    assert.equal(
      (await call(user, 'POST', '/auth/v1/wallet', (await createWalletMaterial({ userId: user.userId })).body)).status,
      201,
    );
    for (let attempt = 0; attempt < RECOVERIES_PER_HOUR; attempt++) {
      assert.equal((await call(user, 'POST', '/auth/v1/wallet/recovery', {})).status, 200);
    }
    const capped = await call(user, 'POST', '/auth/v1/wallet/recovery', {});
    assert.deepEqual([capped.status, capped.json.code, capped.json.retryAfterSeconds], [429, 'RATE_LIMITED', 3600]);
    assert.equal(capped.headers.get('retry-after'), '3600');
    server.advance(HOUR_MS);
    const refreshed = await server.post('/auth/v1/session/refresh', { refreshToken: user.refreshToken });
    const { accessToken } = refreshed.json.session as { accessToken: string };
    assert.equal(
      (await call({ ...user, accessToken }, 'POST', '/auth/v1/wallet/recovery', {})).status,
      200,
      'the window slid past the first ten',
    );
  });

  it('asks for a Bearer token on every route (401 UNAUTHORIZED)', async () => {
    for (const [method, path] of [
      ['GET', '/auth/v1/wallet'],
      ['POST', '/auth/v1/wallet'],
      ['GET', '/auth/v1/wallet/share'],
      ['PUT', '/auth/v1/wallet/share'],
      ['POST', '/auth/v1/wallet/recovery'],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      assert.equal(response.status, 401, `${method} ${path}`);
      assert.equal(((await response.json()) as { code: string }).code, 'UNAUTHORIZED');
    }
  });
});
