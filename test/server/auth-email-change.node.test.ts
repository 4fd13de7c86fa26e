import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { OTP_CODE_TTL_MS, OTP_RESEND_COOLDOWN_MS } from '../../server/auth/auth-limits.js';
import { HOUR_MS, freshEmail, login, loginOnNewDevice } from './auth-requests.js';
import { changeRequest, passPrimaryStep, signedInUser } from './email-change-requests.js';
import { createTestDevice, startAuthServer, type AuthServer } from './start-auth-server.js';

// Changing the signed-in user's email over HTTP: real server, real SQLite file, real SMTP sink.
let server: AuthServer;

before(async () => {
  server = await startAuthServer();
});
after(() => server?.stop());
// Every test starts in a fresh hour, so the per-IP caps of earlier tests do not count.
beforeEach(() => server.advance(2 * HOUR_MS));

const me = (accessToken: string) => server.get('/auth/v1/me', { authorization: `Bearer ${accessToken}` });

describe('POST /auth/v1/email/change/start → verify-primary → verify-secondary', () => {
  it('mails a code to the current address, then one to the new address, then changes the email', async () => {
    const user = await signedInUser({ server });
    const newEmail = freshEmail('moved');
    const started = await changeRequest({
      server,
      as: user,
      step: 'start',
      body: { newEmail: newEmail.toUpperCase() },
    });
    assert.equal(started.status, 200, JSON.stringify(started.json));
    assert.deepEqual(Object.keys(started.json).sort(), ['action', 'challengeId', 'expiresAt']);
    assert.equal(started.json.action, 'VERIFY_PRIMARY_OTP');
    assert.equal(Date.parse(started.json.expiresAt as string), server.now() + OTP_CODE_TTL_MS);
    assert.equal(started.headers.get('cache-control'), 'no-store');
    const primaryMail = await server.lastMail(user.email);
    assert.equal(primaryMail.subject, 'Confirm the change of your email');
    assert.match(primaryMail.text, new RegExp(`The new address will be ${newEmail.replace(/\./g, '\\.')}`));
    assert.match(primaryMail.code ?? '', /^\d{6}$/);

    const primary = await changeRequest({
      server,
      as: user,
      step: 'verify-primary',
      body: { challengeId: started.json.challengeId, otp: primaryMail.code },
    });
    assert.equal(primary.status, 200, JSON.stringify(primary.json));
    assert.deepEqual(Object.keys(primary.json).sort(), ['action', 'challengeId', 'expiresAt']);
    assert.equal(primary.json.action, 'VERIFY_SECONDARY_OTP');
    assert.notEqual(primary.json.challengeId, started.json.challengeId);
    const secondaryMail = await server.lastMail(newEmail);
    assert.equal(secondaryMail.subject, 'Confirm your new email');
    assert.equal(
      ((await me(user.accessToken)).json.user as { email: string }).email,
      user.email,
      'nothing changes before the second code',
    );

    const secondary = await changeRequest({
      server,
      as: user,
      step: 'verify-secondary',
      body: { challengeId: primary.json.challengeId, otp: secondaryMail.code },
    });
    assert.equal(secondary.status, 200, JSON.stringify(secondary.json));
    assert.deepEqual(secondary.json, { newEmail });
    assert.equal(
      ((await me(user.accessToken)).json.user as { email: string }).email,
      newEmail,
      'the same session now reads the new email',
    );
  });

  it('lets email login reach the account with the new address (same user, known device), and no longer with the old one', async () => {
    const user = await signedInUser({ server });
    const newEmail = freshEmail('moved');
    const { primary, secondaryCode } = await passPrimaryStep({ server, user, newEmail });
    assert.equal(
      (
        await changeRequest({
          server,
          as: user,
          step: 'verify-secondary',
          body: { challengeId: primary.challengeId, otp: secondaryCode },
        })
      ).status,
      200,
    );

    const withNew = await login({ server, email: newEmail, device: user.device });
    assert.equal(withNew.action, 'CONNECT', 'the device is known for this user: no device code');
    assert.equal(withNew.isNewUser, false);
    assert.equal((withNew.user as { id: string }).id, user.userId);

    const withOld = await login({ server, email: user.email, device: await createTestDevice() });
    assert.equal(withOld.action, 'CONNECT');
    assert.equal(withOld.isNewUser, true, 'the old address is a stranger now: a new, empty account');
    assert.notEqual((withOld.user as { id: string }).id, user.userId);
  });

  it('does not take the first step’s code (or challenge) for the second step', async () => {
    const user = await signedInUser({ server });
    const newEmail = freshEmail('moved');
    const { started, primary, primaryCode, secondaryCode } = await passPrimaryStep({ server, user, newEmail });
    const attempts = [
      { challengeId: started.challengeId, otp: primaryCode },
      { challengeId: primary.challengeId, otp: primaryCode === secondaryCode ? '000000' : primaryCode },
      { challengeId: started.challengeId, otp: secondaryCode },
    ];
    const answers = [];
    for (const body of attempts)
      answers.push(await changeRequest({ server, as: user, step: 'verify-secondary', body }));
    assert.deepEqual(
      answers.map(({ status, json }) => [status, json.code]),
      [
        [400, 'CODE_EXPIRED'],
        [400, 'INVALID_CODE'],
        [400, 'CODE_EXPIRED'],
      ],
    );
    const reused = await changeRequest({
      server,
      as: user,
      step: 'verify-primary',
      body: { challengeId: started.challengeId, otp: primaryCode },
    });
    assert.deepEqual([reused.status, reused.json.code], [400, 'CODE_EXPIRED'], 'the first code works once');
    const done = await changeRequest({
      server,
      as: user,
      step: 'verify-secondary',
      body: { challengeId: primary.challengeId, otp: secondaryCode },
    });
    assert.equal(done.status, 200);
  });

  it('binds the change to the user and the device that started it', async () => {
    const user = await signedInUser({ server });
    // Another user of the same browser: same device id and key, another session.
    const stranger = await signedInUser({ server, prefix: 'stranger', device: user.device });
    const started = await changeRequest({ server, as: user, step: 'start', body: { newEmail: freshEmail('moved') } });
    const code = (await server.lastMail(user.email)).code!;
    const body = { challengeId: started.json.challengeId, otp: code };

    const byStranger = await changeRequest({ server, as: stranger, step: 'verify-primary', body });
    assert.deepEqual([byStranger.status, byStranger.json.code], [400, 'CODE_EXPIRED']);
    // The same user on another device (a second session, approved by a device code): still not theirs.
    server.advance(OTP_RESEND_COOLDOWN_MS);
    const phone = await createTestDevice();
    const onPhone = await loginOnNewDevice({ server, email: user.email, device: phone });
    const fromPhone = await changeRequest({
      server,
      as: { device: phone, accessToken: (onPhone.session as { accessToken: string }).accessToken },
      step: 'verify-primary',
      body,
    });
    assert.deepEqual([fromPhone.status, fromPhone.json.code], [400, 'CODE_EXPIRED']);

    const byOwner = await changeRequest({ server, as: user, step: 'verify-primary', body });
    assert.equal(byOwner.status, 200, 'the others’ tries neither used nor counted against the code');
  });

  it('needs a Bearer token and a device proof, and refuses bad, unchanged or malformed bodies without echoing them', async () => {
    const user = await signedInUser({ server });
    const path = '/auth/v1/email/change/start';
    const noToken = await server.post(path, { newEmail: freshEmail() });
    assert.deepEqual(
      [noToken.status, noToken.json.code, noToken.headers.get('www-authenticate')],
      [401, 'UNAUTHORIZED', 'Bearer'],
    );
    const noProof = await server.post(
      path,
      { newEmail: freshEmail() },
      { authorization: `Bearer ${user.accessToken}` },
    );
    assert.deepEqual([noProof.status, noProof.json.code], [403, 'DEVICE_PROOF_INVALID']);
    const strangerDevice = await changeRequest({
      server,
      as: { device: await createTestDevice(), accessToken: user.accessToken },
      step: 'start',
      body: { newEmail: freshEmail() },
    });
    assert.deepEqual([strangerDevice.status, strangerDevice.json.code], [403, 'DEVICE_PROOF_INVALID']);

    const refused = [
      await changeRequest({ server, as: user, step: 'start', body: { newEmail: 'not-an-email' } }),
      await changeRequest({ server, as: user, step: 'start', body: { newEmail: ` ${user.email.toUpperCase()} ` } }),
      await changeRequest({ server, as: user, step: 'start', body: { email: freshEmail() } }),
      await changeRequest({ server, as: user, step: 'verify-primary', body: { challengeId: 'x', otp: '12345' } }),
    ];
    assert.deepEqual(
      refused.map(({ status, json }) => [status, json.code]),
      [
        [400, 'INVALID_EMAIL'],
        [400, 'EMAIL_UNCHANGED'],
        [400, 'INVALID_BODY'],
        [400, 'INVALID_BODY'],
      ],
    );
    assert.equal(refused[1]!.json.error, 'This is already your email address');
    assert.equal(JSON.stringify(refused.map((answer) => answer.json)).includes('12345'), false);
    assert.equal(
      ((await server.get(`/dev/mailbox.json?to=${encodeURIComponent(user.email)}`)).json.mails as unknown[]).length,
      1,
      'only the login code was mailed',
    );
  });
});
