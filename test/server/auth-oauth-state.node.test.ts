import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import {
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  ClientSecretPost,
  discovery,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
  ResponseBodyError,
} from 'openid-client';
import { OAUTH_ATTEMPT_TTL_MS } from '../../server/oauth/oauth-limits.js';
import { HOUR_MS } from './auth-requests.js';
import { createCookieBrowser } from './cookie-browser.js';
import {
  completeSocialLogin,
  freshStandInLogin,
  openCallback,
  reachCallback,
  signInAtStandIn,
  startOAuthTestStack,
  startSocialLogin,
  withQuery,
  type OAuthTestStack,
} from './oauth-requests.js';
import { createTestDevice, type TestDevice } from './start-auth-server.js';

// T14 (CSRF, code injection, redirect manipulation) against the real server and the real OIDC
// stand-in: the callback's single-use state, the provider's PKCE and redirect URI checks.
let stack: OAuthTestStack;
let device: TestDevice;

before(async () => {
  stack = await startOAuthTestStack();
});
after(() => stack?.stop());
beforeEach(async () => {
  device = await createTestDevice();
  stack.server.advance(2 * HOUR_MS);
});

describe('oauth/callback state (T14)', () => {
  it('answers 400 without a state, and with a state it never issued; the attempt stays usable', async () => {
    const { attempt, callbackUrl } = await reachCallback({ stack, device });
    const missing = await openCallback({ url: withQuery(callbackUrl, (query) => query.delete('state')) });
    const wrong = await openCallback({ url: withQuery(callbackUrl, (query) => query.set('state', 'A'.repeat(43))) });
    for (const page of [missing, wrong]) {
      assert.equal(page.status, 400);
      assert.equal(page.resultStatus, 'failed');
      assert.equal(page.attemptId, undefined, 'no attempt identified, nothing to post');
      assert.doesNotMatch(page.html, /<script/);
      assert.match(page.headers.get('content-security-policy') ?? '', /default-src 'none'/);
    }
    assert.equal((await openCallback({ url: callbackUrl })).status, 200);
    assert.equal((await completeSocialLogin({ server: stack.server, attempt, device })).status, 200);
  });

  it('answers 400 to a replayed callback URL (single-use state) and keeps the first outcome', async () => {
    const { attempt, callbackUrl } = await reachCallback({ stack, device });
    assert.equal((await openCallback({ url: callbackUrl })).resultStatus, 'done');
    const replay = await openCallback({ url: callbackUrl });
    assert.equal(replay.status, 400);
    assert.equal(replay.resultStatus, 'failed');
    assert.equal(replay.attemptId, attempt.attemptId);
    assert.match(replay.html, /<script src="\/auth\/v1\/oauth\/callback\.js">/);
    assert.equal((await completeSocialLogin({ server: stack.server, attempt, device })).status, 200);
  });

  it('answers 400 and fails the attempt when the state is older than 10 minutes', async () => {
    const { attempt, callbackUrl } = await reachCallback({ stack, device });
    stack.server.advance(OAUTH_ATTEMPT_TTL_MS);
    const page = await openCallback({ url: callbackUrl });
    assert.deepEqual([page.status, page.resultStatus, page.attemptId], [400, 'failed', attempt.attemptId]);
    const completed = await completeSocialLogin({ server: stack.server, attempt, device });
    assert.deepEqual([completed.status, completed.json.code], [400, 'OAUTH_ATTEMPT_INVALID']);
  });

  it('marks the attempt failed on an error answer of the provider (prompt=none without a login)', async () => {
    const attempt = await startSocialLogin({ server: stack.server, provider: 'google', device });
    const silent = withQuery(new URL(attempt.authorizationUrl), (query) => query.set('prompt', 'none'));
    const { response } = await createCookieBrowser().follow(silent, (next) => next.href.startsWith(stack.redirectUri));
    const callbackUrl = new URL(response.headers.get('location')!);
    assert.equal(callbackUrl.searchParams.get('error'), 'login_required');
    const page = await openCallback({ url: callbackUrl });
    assert.deepEqual([page.status, page.resultStatus, page.attemptId], [400, 'failed', attempt.attemptId]);
    const completed = await completeSocialLogin({ server: stack.server, attempt, device });
    assert.deepEqual([completed.status, completed.json.code], [400, 'OAUTH_FAILED']);
  });

  it('fails the attempt when the code is swapped with another verifier than the one of its challenge', async () => {
    const { attempt, callbackUrl } = await reachCallback({ stack, device });
    // Plays a verifier mix-up inside the server (the stored verifier no longer matches the challenge sent).
    stack.server.temp.database
      .prepare('UPDATE auth_oauth_attempts SET code_verifier = ? WHERE id = ?')
      .run(randomPKCECodeVerifier(), attempt.attemptId);
    const page = await openCallback({ url: callbackUrl });
    assert.deepEqual([page.status, page.resultStatus], [400, 'failed']);
    assert.ok(
      stack.server.consoleOutput.some((line) => line.includes('invalid_grant')),
      'the log names the refusal',
    );
    assert.equal(
      stack.server.consoleOutput.join('\n').includes(callbackUrl.searchParams.get('code')!),
      false,
      'but not the code',
    );
    assert.equal((await completeSocialLogin({ server: stack.server, attempt, device })).json.code, 'OAUTH_FAILED');
  });

  it("fails the attempt when the ID token carries another nonce than the attempt's (T15)", async () => {
    const { attempt, callbackUrl } = await reachCallback({ stack, device });
    stack.server.temp.database
      .prepare('UPDATE auth_oauth_attempts SET nonce = ? WHERE id = ?')
      .run('N'.repeat(43), attempt.attemptId);
    const page = await openCallback({ url: callbackUrl });
    assert.deepEqual([page.status, page.resultStatus, page.attemptId], [400, 'failed', attempt.attemptId]);
    assert.equal((await completeSocialLogin({ server: stack.server, attempt, device })).json.code, 'OAUTH_FAILED');
  });
});

describe('the OIDC stand-in as authorization server (T14)', () => {
  it('refuses a code with a wrong PKCE verifier: invalid_grant', async () => {
    const { standIn, redirectUri } = stack;
    const { clientSecret } = standIn.providers.github;
    const config = await discovery(
      new URL(standIn.issuer),
      'github',
      { client_secret: clientSecret },
      ClientSecretPost(clientSecret),
      { execute: [allowInsecureRequests] },
    );
    const verifier = randomPKCECodeVerifier();
    const state = randomState();
    const nonce = randomNonce();
    const url = buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid',
      state,
      nonce,
      code_challenge: await calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const callbackUrl = await signInAtStandIn({
      browser: createCookieBrowser(),
      authorizationUrl: url.href,
      login: freshStandInLogin(),
      redirectUri,
    });
    const grant = authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: randomPKCECodeVerifier(),
      expectedState: state,
      expectedNonce: nonce,
    });
    await assert.rejects(
      grant,
      (error: unknown) => error instanceof ResponseBodyError && error.error === 'invalid_grant',
    );
  });

  it('refuses an authorization request with an unregistered redirect_uri, without redirecting to it', async () => {
    const attempt = await startSocialLogin({ server: stack.server, provider: 'google', device });
    const evil = withQuery(new URL(attempt.authorizationUrl), (query) =>
      query.set('redirect_uri', 'http://127.0.0.1:9/steal'),
    );
    const response = await createCookieBrowser().go(evil);
    assert.equal(response.status, 400);
    assert.equal(response.headers.get('location'), null);
    assert.match(await response.text(), /redirect_uri/);
  });

  it('refuses an authorization request without a PKCE challenge', async () => {
    const attempt = await startSocialLogin({ server: stack.server, provider: 'google', device });
    const bare = withQuery(
      new URL(attempt.authorizationUrl),
      (query) => (query.delete('code_challenge'), query.delete('code_challenge_method')),
    );
    const response = await createCookieBrowser().go(bare);
    const location = new URL(response.headers.get('location') ?? 'http://none/');
    assert.equal(location.searchParams.get('error'), 'invalid_request');
    assert.match(location.searchParams.get('error_description') ?? '', /PKCE/);
  });
});
