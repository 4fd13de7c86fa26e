import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { findFreePort } from '../../server/find-free-port.js';
import { HOUR_MS } from './auth-requests.js';
import {
  completeSocialLogin,
  createAttemptSecret,
  openCallback,
  reachCallback,
  startOAuthTestStack,
  type OAuthTestStack,
} from './oauth-requests.js';
import { createTestDevice, deviceFields, startAuthServer, type TestDevice } from './start-auth-server.js';

// The attempt's own rules: oauth/complete (pending, single use, the secret and the device) and
// oauth/start's refusals, against the real server and the real OIDC stand-in.
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

describe('oauth/complete', () => {
  it('answers 409 OAUTH_PENDING before the callback, then connects once', async () => {
    const { attempt, callbackUrl } = await reachCallback({ stack, device, provider: 'x' });
    const early = await completeSocialLogin({ server: stack.server, attempt, device });
    assert.deepEqual([early.status, early.json.code], [409, 'OAUTH_PENDING']);
    await openCallback({ url: callbackUrl });
    assert.equal((await completeSocialLogin({ server: stack.server, attempt, device })).status, 200);
    const twice = await completeSocialLogin({ server: stack.server, attempt, device });
    assert.deepEqual([twice.status, twice.json.code], [400, 'OAUTH_ATTEMPT_INVALID']);
  });

  it('refuses a wrong attempt secret and another device with one answer, and still works for the owner', async () => {
    const { attempt, callbackUrl } = await reachCallback({ stack, device });
    await openCallback({ url: callbackUrl });
    const { attemptSecret: wrongSecret } = await createAttemptSecret();
    const wrong = await completeSocialLogin({ server: stack.server, attempt, device, attemptSecret: wrongSecret });
    const otherDevice = await completeSocialLogin({ server: stack.server, attempt, device: await createTestDevice() });
    const unknown = await completeSocialLogin({
      server: stack.server,
      attempt: { ...attempt, attemptId: 'B'.repeat(22) },
      device,
    });
    for (const refused of [wrong, otherDevice, unknown])
      assert.deepEqual(
        [refused.status, refused.json],
        [400, { error: 'Unknown or expired sign-in, start again', code: 'OAUTH_ATTEMPT_INVALID' }],
      );
    assert.equal((await completeSocialLogin({ server: stack.server, attempt, device })).status, 200);
  });
});

describe('oauth/start', () => {
  it('refuses an unconfigured provider, a bad body, a bad device key and an unknown project', async () => {
    const { attemptSecretHash } = await createAttemptSecret();
    const body = { provider: 'google', projectId: 'demo-project', ...deviceFields(device), attemptSecretHash };
    const answers = await Promise.all([
      stack.server.post('/auth/v1/oauth/start', { ...body, provider: 'myspace' }),
      stack.server.post('/auth/v1/oauth/start', { ...body, attemptSecretHash: 'short' }),
      stack.server.post('/auth/v1/oauth/start', {
        ...body,
        devicePublicKey: { kty: 'EC', crv: 'P-256', x: 'A'.repeat(43), y: 'A'.repeat(43) },
      }),
      stack.server.post('/auth/v1/oauth/start', { ...body, projectId: 'nope' }),
    ]);
    assert.deepEqual(
      answers.map((answer) => [answer.status, answer.json.code]),
      [
        [400, 'INVALID_BODY'],
        [400, 'INVALID_BODY'],
        [400, 'INVALID_DEVICE_KEY'],
        [401, 'INVALID_PROJECT_ID'],
      ],
    );
  });

  it('answers 400 PROVIDER_NOT_CONFIGURED for a provider without settings, 503 PROVIDER_UNAVAILABLE when discovery fails', async () => {
    const closedPort = await findFreePort();
    const settings = { issuer: `http://127.0.0.1:${closedPort}`, clientId: 'google', clientSecret: 'unused' };
    const server = await startAuthServer({
      oauth: { redirectUri: 'http://127.0.0.1:1/auth/v1/oauth/callback', providers: { google: settings } },
    });
    const bare = await startAuthServer();
    try {
      const { attemptSecretHash } = await createAttemptSecret();
      const body = { projectId: 'demo-project', ...deviceFields(device), attemptSecretHash };
      const github = await server.post('/auth/v1/oauth/start', { ...body, provider: 'github' });
      const google = await server.post('/auth/v1/oauth/start', { ...body, provider: 'google' });
      const none = await bare.post('/auth/v1/oauth/start', { ...body, provider: 'google' });
      assert.deepEqual([github.status, github.json.code], [400, 'PROVIDER_NOT_CONFIGURED']);
      assert.deepEqual([google.status, google.json.code], [503, 'PROVIDER_UNAVAILABLE']);
      assert.deepEqual([none.status, none.json.code], [400, 'PROVIDER_NOT_CONFIGURED']);
    } finally {
      await bare.stop();
      await server.stop();
    }
  });
});
