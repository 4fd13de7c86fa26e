import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { HOUR_MS, wrongCode } from './auth-requests.js';
import { createCookieBrowser } from './cookie-browser.js';
import { provenHeaders, walletRequest } from './device-proof-requests.js';
import {
  completeSocialLogin,
  forgedCallbackToken,
  freshStandInLogin,
  openCallback,
  signInAtStandIn,
  socialLogin,
  startOAuthTestStack,
  startSocialLogin,
  type OAuthTestStack,
} from './oauth-requests.js';
import { createTestDevice, type TestDevice } from './start-auth-server.js';
import { createWalletMaterial, type WalletMaterial } from './wallet-material.js';

// F1 (docs/SECURITY.md §8), the critical finding, performed against the real server and the
// real OIDC stand-in: an attacker starts a social sign-in with their own device key and attempt
// secret, gets a victim to sign in at the provider, and tries to complete it, then to take the
// wallet's recovery material. Both halves of the fix: completion needs the callback page's
// one-time token (which only the frame that opened the popup receives), and a device only the
// provider approved gets no recovery material until a second factor holds.
let stack: OAuthTestStack;

before(async () => {
  stack = await startOAuthTestStack();
});
after(() => stack?.stop());
beforeEach(() => stack.server.advance(2 * HOUR_MS));

interface SignedIn {
  userId: string;
  login: string;
  email: string;
  device: TestDevice;
  accessToken: string;
  refreshToken: string;
  json: Record<string, unknown>;
}

/** A full social sign-in through the stand-in (Google by default) on `device`, as the frame makes it. */
async function signInWithGoogle({
  login,
  device,
  provider = 'google',
}: {
  login: string;
  device: TestDevice;
  provider?: 'google' | 'x';
}): Promise<SignedIn> {
  const json = await socialLogin({ stack, provider, login, device });
  const { accessToken, refreshToken } = json.session as { accessToken: string; refreshToken: string };
  return {
    userId: (json.user as { id: string }).id,
    login,
    email: `${login}@google.test`.toLowerCase(),
    device,
    accessToken,
    refreshToken,
    json,
  };
}

/** The victim: a Google (or X) user with a wallet made on their first device. */
async function victimWithWallet({ provider = 'google' }: { provider?: 'google' | 'x' } = {}): Promise<
  SignedIn & { material: WalletMaterial }
> {
  const victim = await signInWithGoogle({
    login: freshStandInLogin('victim'),
    device: await createTestDevice(),
    provider,
  });
  assert.deepEqual(victim.json.device, { status: 'verified' }, "a new user's first device makes the wallet");
  const material = await createWalletMaterial({ userId: victim.userId });
  const created = await walletRequest({
    server: stack.server,
    device: victim.device,
    accessToken: victim.accessToken,
    method: 'POST',
    path: '/auth/v1/wallet',
    body: material.body,
  });
  assert.equal(created.status, 201, JSON.stringify(created.json));
  return { ...victim, material };
}

const recover = (as: { device: TestDevice; accessToken: string }, body: Record<string, unknown> = {}) =>
  walletRequest({
    server: stack.server,
    device: as.device,
    accessToken: as.accessToken,
    method: 'POST',
    path: '/auth/v1/wallet/recovery',
    body,
  });

const authed = async (as: { device: TestDevice; accessToken: string }, method: string, path: string) =>
  provenHeaders({ server: stack.server, device: as.device, accessToken: as.accessToken, method, path });

describe('F1: a social sign-in bound to the browser that started it', () => {
  it('refuses the completion of an attempt whose callback page the attacker never saw, and hands out nothing', async () => {
    const { server } = stack;
    const victim = await victimWithWallet();
    // 1. The attacker, with no browser and no dapp, starts an attempt with their own key and secret.
    const attacker = await createTestDevice();
    const attempt = await startSocialLogin({ server, provider: 'google', device: attacker });
    // 2-3. The victim opens the link and signs in at the provider; the callback runs in the victim's tab.
    const callbackUrl = await signInAtStandIn({
      browser: createCookieBrowser(),
      authorizationUrl: attempt.authorizationUrl,
      login: victim.login,
      redirectUri: stack.redirectUri,
    });
    const victimTab = await openCallback({ url: callbackUrl });
    assert.deepEqual([victimTab.status, victimTab.resultStatus], [200, 'done']);
    // 4. The attacker completes with the secret they hold, but without the page's token.
    for (const callbackToken of [forgedCallbackToken(), forgedCallbackToken()]) {
      const completed = await completeSocialLogin({ server, attempt, device: attacker, callbackToken });
      assert.deepEqual([completed.status, completed.json.code], [400, 'OAUTH_ATTEMPT_INVALID']);
      assert.equal(completed.json.session, undefined);
    }
    const withoutToken = await server.post('/auth/v1/oauth/complete', {
      attemptId: attempt.attemptId,
      attemptSecret: attempt.attemptSecret,
      deviceId: attacker.deviceId,
    });
    assert.deepEqual([withoutToken.status, withoutToken.json.code], [400, 'INVALID_BODY']);
    // 5. No session, no device: the recovery route has nothing to answer the attacker.
    const database = server.temp.database;
    assert.equal(
      database.prepare('SELECT count(*) FROM auth_devices WHERE device_id = ?').pluck().get(attacker.deviceId),
      0,
    );
    assert.equal(
      database.prepare('SELECT count(*) FROM auth_sessions WHERE device_id = ?').pluck().get(attacker.deviceId),
      0,
    );
    const recovery = await server.post(
      '/auth/v1/wallet/recovery',
      {},
      { authorization: 'Bearer akat_' + 'A'.repeat(43) },
    );
    assert.equal(recovery.status, 401);
    // The victim's own sign-ins still work.
    assert.equal((await signInWithGoogle({ login: victim.login, device: victim.device })).userId, victim.userId);
  });

  it('gives a device the provider alone approved no recovery material, no email change and no power over other devices; the owner sees it and removes it', async () => {
    const { server } = stack;
    const victim = await victimWithWallet();
    // The attacker holds the victim's provider account itself (a stolen Google login).
    const attacker = await signInWithGoogle({ login: victim.login, device: await createTestDevice() });
    assert.equal(attacker.userId, victim.userId);
    assert.deepEqual(attacker.json.device, {
      status: 'pending',
      secondFactors: ['email'],
      emailHint: `${victim.email[0]}•••@google.test`,
    });

    const recovery = await recover(attacker);
    assert.deepEqual([recovery.status, recovery.json.code], [403, 'DEVICE_NOT_VERIFIED']);
    assert.deepEqual(Object.keys(recovery.json).sort(), ['code', 'error'], 'no share, no key, nothing else');
    const share = await walletRequest({
      server,
      device: attacker.device,
      accessToken: attacker.accessToken,
      method: 'PUT',
      path: '/auth/v1/wallet/share',
      body: { authShare: victim.material.body.authShare },
    });
    assert.deepEqual([share.status, share.json.code], [403, 'DEVICE_NOT_VERIFIED']);
    const emailChange = await server.post(
      '/auth/v1/email/change/start',
      { newEmail: 'thief@example.test' },
      await authed(attacker, 'POST', '/auth/v1/email/change/start'),
    );
    assert.deepEqual([emailChange.status, emailChange.json.code], [403, 'DEVICE_NOT_VERIFIED']);
    assert.equal((await server.mailsTo('thief@example.test')).length, 0, 'no code went to the thief');
    const evict = await server.post(
      '/auth/v1/sessions/revoke-all',
      {},
      await authed(attacker, 'POST', '/auth/v1/sessions/revoke-all'),
    );
    assert.deepEqual([evict.status, evict.json.code], [403, 'DEVICE_NOT_VERIFIED']);
    const victimPath = `/auth/v1/devices/${victim.device.deviceId}`;
    const removeVictim = await fetch(`${server.url}${victimPath}`, {
      method: 'DELETE',
      headers: await authed(attacker, 'DELETE', victimPath),
    });
    assert.equal(removeVictim.status, 403);

    // The account's address heard of it.
    const notice = (await server.mailsTo(victim.email)).find(
      (mail) => mail.subject === 'A new device is waiting to use your wallet',
    );
    assert.ok(notice, 'a notice went to the account');
    assert.equal(notice.code, null);

    // The victim's device lists the pending device and removes it ('This wasn't me').
    const listed = await server.get('/auth/v1/devices', { authorization: `Bearer ${victim.accessToken}` });
    const pending = (listed.json.devices as Array<{ id: string; status: string; current: boolean; name: string }>).find(
      (device) => device.id === attacker.device.deviceId,
    );
    assert.deepEqual([pending?.status, pending?.current], ['pending', false]);
    assert.equal(typeof pending?.name, 'string');
    const path = `/auth/v1/devices/${attacker.device.deviceId}`;
    const removed = await fetch(`${server.url}${path}`, {
      method: 'DELETE',
      headers: await authed(victim, 'DELETE', path),
    });
    assert.equal(removed.status, 200);
    assert.equal(
      (await server.get('/auth/v1/wallet', { authorization: `Bearer ${attacker.accessToken}` })).status,
      401,
      "the attacker's session ended",
    );
    assert.equal((await server.post('/auth/v1/session/refresh', { refreshToken: attacker.refreshToken })).status, 401);
    const after = (await server.get('/auth/v1/devices', { authorization: `Bearer ${victim.accessToken}` })).json
      .devices as Array<{ id: string }>;
    assert.deepEqual(
      after.map((device) => device.id),
      [victim.device.deviceId],
    );
  });

  it("verifies a pending device with the code mailed to the account's address; then recovery works and the account hears of it", async () => {
    const { server } = stack;
    const owner = await victimWithWallet();
    const laptop = await signInWithGoogle({ login: owner.login, device: await createTestDevice() });
    const start = await server.post(
      '/auth/v1/device/second-factor/start',
      {},
      await authed(laptop, 'POST', '/auth/v1/device/second-factor/start'),
    );
    assert.equal(start.status, 200, JSON.stringify(start.json));
    assert.equal(start.json.emailHint, laptop.json.device && (laptop.json.device as { emailHint: string }).emailHint);
    const { code } = await server.lastMail(owner.email);
    const verifyPath = '/auth/v1/device/second-factor/verify';
    const wrong = await server.post(
      verifyPath,
      { challengeId: start.json.challengeId, otp: wrongCode(code!) },
      await authed(laptop, 'POST', verifyPath),
    );
    assert.deepEqual([wrong.status, wrong.json.code, wrong.json.attemptsLeft], [400, 'INVALID_CODE', 4]);
    // Another device of the same account cannot spend this device's code.
    const elsewhere = await server.post(
      verifyPath,
      { challengeId: start.json.challengeId, otp: code },
      await authed(owner, 'POST', verifyPath),
    );
    assert.deepEqual([elsewhere.status, elsewhere.json.code], [400, 'CODE_EXPIRED']);
    const verified = await server.post(
      verifyPath,
      { challengeId: start.json.challengeId, otp: code },
      await authed(laptop, 'POST', verifyPath),
    );
    assert.deepEqual([verified.status, verified.json], [200, { device: { status: 'verified' } }]);
    const recovery = await recover(laptop);
    assert.equal(recovery.status, 200);
    assert.equal(recovery.json.escrowedRecoveryKey, owner.material.body.escrowedRecoveryKey);
    const subjects = (await server.mailsTo(owner.email)).map((mail) => mail.subject);
    assert.ok(subjects.includes('A new device can use your wallet'));
    assert.ok(subjects.includes('Your wallet was opened on a new device'));
  });

  it('without any second factor, releases the material only 72 hours after the first attempt, and says when meanwhile', async () => {
    const { server } = stack;
    // X gives no email (the stand-in plays it so): the account has no address to mail a code to.
    const owner = await victimWithWallet({ provider: 'x' });
    const newcomer = await signInWithGoogle({ login: owner.login, device: await createTestDevice(), provider: 'x' });
    const device = newcomer.json.device as { status: string; secondFactors: string[]; releaseAt: string };
    assert.deepEqual([device.status, device.secondFactors], ['pending', []]);
    assert.equal(Date.parse(device.releaseAt), server.now() + 72 * HOUR_MS);
    const early = await recover(newcomer);
    assert.deepEqual(
      [early.status, early.json.code, early.json.releaseAt],
      [403, 'DEVICE_NOT_VERIFIED', device.releaseAt],
    );
    const code = await server.post(
      '/auth/v1/device/second-factor/start',
      {},
      await authed(newcomer, 'POST', '/auth/v1/device/second-factor/start'),
    );
    assert.deepEqual([code.status, code.json.code], [400, 'NO_SECOND_FACTOR_EMAIL']);

    server.advance(72 * HOUR_MS - 60_000);
    const refreshed = await server.post('/auth/v1/session/refresh', { refreshToken: newcomer.refreshToken });
    const later = {
      ...newcomer,
      accessToken: (refreshed.json.session as { accessToken: string }).accessToken,
      refreshToken: (refreshed.json.session as { refreshToken: string }).refreshToken,
    };
    assert.equal((await recover(later)).status, 403, 'a minute before the end, still nothing');
    server.advance(2 * 60_000);
    const released = await recover(later);
    assert.equal(released.status, 200);
    assert.equal(released.json.recoveryAuthShare, owner.material.body.recoveryAuthShare);
  });
});
