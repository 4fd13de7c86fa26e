import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { revokeDevice } from '../../server/auth/auth-devices.js';
import { OTP_RESEND_COOLDOWN_MS } from '../../server/auth/auth-limits.js';
import { HOUR_MS, freshEmail, login, loginOnNewDevice } from './auth-requests.js';
import { createDeviceProof, walletRequest } from './device-proof-requests.js';
import { createTestDevice, startAuthServer, type AuthServer, type TestDevice } from './start-auth-server.js';
import { createWalletMaterial } from './wallet-material.js';

// T17 (docs/SECURITY.md §7): a stolen access token alone cannot fetch the auth share. Refresh
// token reuse revoking the whole session is covered by auth-sessions.node.test.ts ("revokes the
// whole family when an old refresh token comes back").
let server: AuthServer;
let device: TestDevice;
let email: string;
let userId: string;
let accessToken: string;
let authShare: string;

const SHARE_PATH = '/auth/v1/wallet/share';

before(async () => {
  server = await startAuthServer();
});
after(() => server?.stop());
beforeEach(async () => {
  server.advance(2 * HOUR_MS);
  device = await createTestDevice();
  email = freshEmail('proof');
  const json = await login({ server, email, device });
  userId = (json.user as { id: string }).id;
  accessToken = (json.session as { accessToken: string }).accessToken;
  const { body } = await createWalletMaterial({ userId });
  authShare = body.authShare;
  assert.equal(
    (await walletRequest({ server, device, accessToken, method: 'POST', path: '/auth/v1/wallet', body })).status,
    201,
  );
});

const getShare = (proof?: string, token = accessToken) =>
  server.get(SHARE_PATH, {
    authorization: `Bearer ${token}`,
    ...(proof === undefined ? {} : { 'device-proof': proof }),
  });
const proof = (overrides: Partial<Parameters<typeof createDeviceProof>[0]> = {}) =>
  createDeviceProof({ device, method: 'GET', path: SHARE_PATH, accessToken, time: server.now(), ...overrides });

const refusal = { error: 'Invalid device proof', code: 'DEVICE_PROOF_INVALID' };

async function assertRefused(answer: Promise<{ status: number; json: Record<string, unknown> }>, why: string) {
  const { status, json } = await answer;
  assert.equal(status, 403, why);
  assert.deepEqual(json, refusal, `${why}: the same body whatever failed`);
}

describe('Device-Proof on GET /auth/v1/wallet/share (T17)', () => {
  it("serves the share to the session's device with a fresh proof (the control case)", async () => {
    const answer = await getShare(await proof());
    assert.deepEqual([answer.status, answer.json], [200, { authShare }]);
  });

  it('refuses a valid access token without a proof, or with a malformed one', async () => {
    await assertRefused(getShare(), 'no proof');
    await assertRefused(getShare('not-a-proof'), 'malformed');
    const [payload] = (await proof()).split('.');
    await assertRefused(getShare(`${payload}.${'A'.repeat(86)}`), 'a zero signature');
  });

  it("refuses a proof signed by another device's key, even one of the same user", async () => {
    await assertRefused(getShare(await proof({ device: await createTestDevice() })), "a stranger's key");
    server.advance(OTP_RESEND_COOLDOWN_MS);
    const phone = await createTestDevice();
    await loginOnNewDevice({ server, email, device: phone });
    await assertRefused(getShare(await proof({ device: phone })), "the key of the user's other, approved device");
  });

  it('refuses a proof for another path or method', async () => {
    await assertRefused(getShare(await proof({ path: '/auth/v1/wallet' })), 'another path');
    await assertRefused(getShare(await proof({ path: `${SHARE_PATH}?x=1` })), 'a path with a query');
    await assertRefused(getShare(await proof({ method: 'PUT' })), 'another method');
  });

  it('refuses a time more than 60 s away from the server clock, either way', async () => {
    await assertRefused(getShare(await proof({ time: server.now() - 61_000 })), 'stale');
    await assertRefused(getShare(await proof({ time: server.now() + 61_000 })), 'from the future');
    assert.equal(
      (await getShare(await proof({ time: server.now() - 59_000 }))).status,
      200,
      '59 s of skew is tolerated',
    );
  });

  it('refuses a replayed proof id, and still does 60 s later', async () => {
    const once = await proof();
    assert.equal((await getShare(once)).status, 200);
    await assertRefused(getShare(once), 'the same proof again');
    const jti = 'r'.repeat(22);
    assert.equal((await getShare(await proof({ jti }))).status, 200);
    server.advance(60_000);
    await assertRefused(getShare(await proof({ jti })), 'a new signature over a used id');
  });

  it('refuses a proof bound to another access token', async () => {
    server.advance(OTP_RESEND_COOLDOWN_MS);
    const other = ((await login({ server, email: freshEmail('proof'), device })).session as { accessToken: string })
      .accessToken;
    await assertRefused(getShare(await proof({ accessToken: other })), 'the hash of another token');
  });

  it('refuses every proof of a revoked device, whose share is deleted', async () => {
    const readyProof = await proof();
    server.temp.database
      .prepare('UPDATE auth_devices SET revoked_at = ? WHERE user_id = ? AND device_id = ?')
      .run(server.now(), userId, device.deviceId);
    await assertRefused(getShare(readyProof), 'a device marked revoked');
    const summary = await server.get('/auth/v1/wallet', { authorization: `Bearer ${accessToken}` });
    assert.equal(
      summary.json.hasDeviceShare,
      false,
      "a revoked device's share is not offered, even while its row exists",
    );
    server.temp.database
      .prepare('UPDATE auth_devices SET revoked_at = NULL WHERE user_id = ? AND device_id = ?')
      .run(userId, device.deviceId);
    assert.equal(
      revokeDevice({ database: server.temp.database, userId, deviceId: device.deviceId, now: server.now() }),
      true,
    );
    const shares = server.temp.database
      .prepare('SELECT count(*) FROM auth_device_shares WHERE user_id = ?')
      .pluck()
      .get(userId);
    assert.equal(shares, 0, 'the share row is gone');
    assert.equal((await getShare(await proof())).status, 401, "and the device's sessions end");
  });
});
