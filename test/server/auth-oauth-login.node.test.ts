import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { freshEmail, HOUR_MS, login as emailLogin } from './auth-requests.js';
import { createCookieBrowser } from './cookie-browser.js';
import {
  completeSocialLogin,
  freshStandInLogin,
  openCallback,
  signInAtStandIn,
  socialLogin,
  startOAuthTestStack,
  startSocialLogin,
  type OAuthTestStack,
} from './oauth-requests.js';
import { createTestDevice, type TestDevice } from './start-auth-server.js';

// The social login over HTTP: the real server as OAuth client of the real OIDC stand-in
// (oidc-provider) on loopback, a popup played by fetch with a cookie jar, a real SQLite file.
let stack: OAuthTestStack;
let device: TestDevice;
const freshLogin = (prefix = 'ada') => freshStandInLogin(prefix);

before(async () => {
  stack = await startOAuthTestStack();
});
after(() => stack?.stop());
beforeEach(async () => {
  device = await createTestDevice();
  stack.server.advance(2 * HOUR_MS);
});

describe('social login: oauth/start → stand-in → oauth/callback → oauth/complete', () => {
  it('signs a new user in step by step, and the session works on /auth/v1/me', async () => {
    const { server, redirectUri, standIn } = stack;
    const attempt = await startSocialLogin({ server, provider: 'google', device });
    assert.match(attempt.attemptId, /^[A-Za-z0-9_-]{22}$/);
    const authorization = new URL(attempt.authorizationUrl);
    assert.equal(authorization.origin, standIn.issuer);
    assert.equal(authorization.searchParams.get('client_id'), 'google');
    assert.equal(authorization.searchParams.get('redirect_uri'), redirectUri);
    assert.equal(authorization.searchParams.get('code_challenge_method'), 'S256');
    assert.equal(authorization.searchParams.get('scope'), 'openid email profile');
    for (const name of ['state', 'nonce', 'code_challenge'])
      assert.match(authorization.searchParams.get(name) ?? '', /^[A-Za-z0-9_-]{43}$/, name);

    const login = freshLogin();
    const callbackUrl = await signInAtStandIn({
      browser: createCookieBrowser(),
      authorizationUrl: attempt.authorizationUrl,
      login,
      redirectUri,
    });
    assert.equal(callbackUrl.searchParams.get('state'), authorization.searchParams.get('state'));
    assert.ok(callbackUrl.searchParams.get('code'));

    const page = await openCallback({ url: callbackUrl });
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    for (const directive of [
      "default-src 'none'",
      "script-src 'self'",
      "base-uri 'none'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ])
      assert.ok(csp.includes(directive), directive);
    assert.equal(page.headers.get('cross-origin-opener-policy'), null);
    assert.equal(page.headers.get('referrer-policy'), 'no-referrer');
    assert.equal(page.attemptId, attempt.attemptId);
    assert.equal(page.resultStatus, 'done');
    assert.match(page.html, /<script src="\/auth\/v1\/oauth\/callback\.js"><\/script>/);
    assert.doesNotMatch(page.html, /<script>/, 'no inline script');

    const completed = await completeSocialLogin({ server, attempt, device });
    assert.equal(completed.status, 200, JSON.stringify(completed.json));
    assert.equal(completed.json.action, 'CONNECT');
    assert.equal(completed.json.isNewUser, true);
    const user = completed.json.user as { id: string; email: string; userName: string; provider: string };
    assert.deepEqual(
      { ...user, id: typeof user.id },
      { id: 'string', email: `${login}@google.test`, userName: login, provider: 'google' },
    );
    const session = completed.json.session as Record<string, string>;
    assert.match(session.accessToken!, /^akat_/);
    const me = await server.get('/auth/v1/me', { authorization: `Bearer ${session.accessToken}` });
    assert.equal(me.status, 200);
    assert.equal((me.json.user as { id: string }).id, user.id);
    assert.equal((me.json.user as { email: string }).email, `${login}@google.test`);
    assert.equal((me.json.session as { deviceId: string }).deviceId, device.deviceId);
  });

  it("serves callback.js, which posts to the opener's frames with its own origin as target and leaves closing to the dapp", async () => {
    const response = await fetch(`${stack.server.url}/auth/v1/oauth/callback.js`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/);
    const script = await response.text();
    assert.match(script, /type: 'w3m-oauth-result', attemptId: attemptId, status: status/);
    assert.match(script, /opener\.frames\[index\]\.postMessage\(message, location\.origin\)/);
    // The dapp closes the popup once signed in (server/oauth/oauth-callback-script.ts says why).
    assert.doesNotMatch(script, /window\.close\(\)/);
    assert.doesNotMatch(script, /'\*'/);
  });

  it('finds the same user for the same (provider, subject), on a known and on a new device', async () => {
    const login = freshLogin();
    const first = await socialLogin({ stack, provider: 'github', login, device });
    const again = await socialLogin({ stack, provider: 'github', login, device });
    const phone = await createTestDevice();
    const onPhone = await socialLogin({ stack, provider: 'github', login, device: phone });
    const ids = [first, again, onPhone].map((answer) => (answer.user as { id: string }).id);
    assert.deepEqual(new Set(ids).size, 1);
    assert.deepEqual(
      [first, again, onPhone].map((answer) => answer.isNewUser),
      [true, false, false],
    );
    const devices = stack.server.temp.database
      .prepare('SELECT device_id FROM auth_devices WHERE user_id = ? ORDER BY created_at')
      .pluck()
      .all(ids[0]);
    assert.deepEqual(new Set(devices), new Set([device.deviceId, phone.deviceId]));
  });

  it('never links by email: another provider, or an email-code user, with the same email is another user (T16)', async () => {
    const email = freshEmail('shared');
    const viaGoogle = await socialLogin({ stack, provider: 'google', login: email, device });
    const viaApple = await socialLogin({ stack, provider: 'apple', login: email, device });
    const googleUser = viaGoogle.user as { id: string; email: string };
    const appleUser = viaApple.user as { id: string; email: string };
    assert.equal(googleUser.email, email);
    assert.equal(appleUser.email, email);
    assert.notEqual(googleUser.id, appleUser.id);
    assert.equal(viaApple.isNewUser, true);

    const byCode = await emailLogin({ server: stack.server, email, device });
    assert.equal(byCode.action, 'CONNECT');
    assert.equal(byCode.isNewUser, true, 'the email login does not find the social users');
    assert.ok(![googleUser.id, appleUser.id].includes((byCode.user as { id: string }).id));
    const again = await socialLogin({ stack, provider: 'google', login: email, device });
    assert.equal((again.user as { id: string }).id, googleUser.id);
  });

  it('lets each of the six providers sign in through the stand-in', async () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const) {
      const login = freshLogin(provider);
      const answer = await socialLogin({ stack, provider, login, device });
      const email = provider === 'x' ? null : `${login}@${provider}.test`;
      assert.deepEqual({ ...(answer.user as object), id: '' }, { id: '', email, userName: login, provider });
    }
  });

  it('never logs a code, state, token or secret', async () => {
    const attempt = await startSocialLogin({ server: stack.server, provider: 'discord', device });
    const callbackUrl = await signInAtStandIn({
      browser: createCookieBrowser(),
      authorizationUrl: attempt.authorizationUrl,
      login: freshLogin(),
      redirectUri: stack.redirectUri,
    });
    await openCallback({ url: callbackUrl });
    await openCallback({ url: callbackUrl }); // a replay, so an error path runs too
    const completed = await completeSocialLogin({ server: stack.server, attempt, device });
    const session = completed.json.session as Record<string, string>;
    const output = stack.server.consoleOutput.join('\n');
    const secrets = [
      callbackUrl.searchParams.get('code')!,
      callbackUrl.searchParams.get('state')!,
      attempt.attemptSecret,
      session.accessToken!,
      session.refreshToken!,
    ];
    for (const secret of secrets) assert.equal(output.includes(secret), false);
  });
});
