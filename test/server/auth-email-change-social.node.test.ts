import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { freshEmail, login } from './auth-requests.js';
import { changeRequest } from './email-change-requests.js';
import { freshStandInLogin, socialLogin, startOAuthTestStack, type OAuthTestStack } from './oauth-requests.js';
import { createTestDevice } from './start-auth-server.js';

// A social-only user (no email of its own) adds an email: one code, to the new address. Real
// server, real OIDC stand-in, real SMTP sink.
let stack: OAuthTestStack;

before(async () => {
  stack = await startOAuthTestStack();
});
after(() => stack?.stop());

describe('email change of a social-only user', () => {
  it('mails the only code straight to the new address (VERIFY_SECONDARY_OTP); email login then reaches the same account', async () => {
    const { server } = stack;
    const device = await createTestDevice();
    const connected = await socialLogin({ stack, provider: 'google', login: freshStandInLogin('social'), device });
    const userId = (connected.user as { id: string }).id;
    const as = { device, accessToken: (connected.session as { accessToken: string }).accessToken };
    const newEmail = freshEmail('adopted');

    const started = await changeRequest({ server, as, step: 'start', body: { newEmail } });
    assert.equal(started.status, 200, JSON.stringify(started.json));
    assert.equal(started.json.action, 'VERIFY_SECONDARY_OTP');
    const mail = await server.lastMail(newEmail);
    assert.equal(mail.subject, 'Confirm your new email');
    const primaryOnly = await changeRequest({
      server,
      as,
      step: 'verify-primary',
      body: { challengeId: started.json.challengeId, otp: mail.code },
    });
    assert.deepEqual(
      [primaryOnly.status, primaryOnly.json.code],
      [400, 'CODE_EXPIRED'],
      'there is no first step to pass',
    );

    const changed = await changeRequest({
      server,
      as,
      step: 'verify-secondary',
      body: { challengeId: started.json.challengeId, otp: mail.code },
    });
    assert.deepEqual([changed.status, changed.json], [200, { newEmail }]);
    const me = await server.get('/auth/v1/me', { authorization: `Bearer ${as.accessToken}` });
    assert.equal((me.json.user as { email: string }).email, newEmail);

    const byEmail = await login({ server, email: newEmail, device });
    assert.deepEqual(
      [byEmail.action, byEmail.isNewUser, (byEmail.user as { id: string }).id],
      ['CONNECT', false, userId],
    );
  });
});
