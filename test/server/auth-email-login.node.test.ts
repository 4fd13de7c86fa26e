import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { OTP_CODE_TTL_MS, OTP_RESEND_COOLDOWN_MS } from '../../server/auth/auth-limits.js';
import { HOUR_MS, freshEmail, startCode, verifyCode, wrongCode } from './auth-requests.js';
import {
  createTestDevice,
  deviceFields,
  startAuthServer,
  type AuthServer,
  type TestDevice,
} from './start-auth-server.js';

// The email-code login over HTTP: real server, real SQLite file, real SMTP sink receiving real mails.
let server: AuthServer;
let device: TestDevice;

before(async () => {
  server = await startAuthServer();
});
after(() => server?.stop());
beforeEach(async () => {
  device = await createTestDevice();
  // Every test starts in a fresh hour, so the per-IP caps of earlier tests do not count.
  server.advance(2 * HOUR_MS);
});

const start = (email: string, from: TestDevice = device) => startCode({ server, email, device: from });
const verify = ({
  email,
  challengeId,
  otp,
  from = device,
}: {
  email: string;
  challengeId: unknown;
  otp: string;
  from?: TestDevice;
}) => verifyCode({ server, email, challengeId, otp, device: from });

describe('POST /auth/v1/email/start → mail → POST /auth/v1/email/verify', () => {
  it('mails a 6-digit code, verifies it, creates the user and opens a session that /me accepts', async () => {
    const email = freshEmail();
    const started = await start(email.toUpperCase());
    assert.equal(started.status, 200);
    assert.deepEqual(Object.keys(started.json).sort(), ['challengeId', 'expiresAt', 'resendAfterSeconds']);
    assert.equal(started.json.resendAfterSeconds, 30);
    assert.equal(Date.parse(started.json.expiresAt as string), server.now() + OTP_CODE_TTL_MS);
    assert.equal(started.headers.get('cache-control'), 'no-store');

    const mail = await server.lastMail(email);
    assert.match(mail.code ?? '', /^\d{6}$/);
    assert.equal(mail.subject, 'Your login code');
    assert.match(mail.text, /expires in 10 minutes/);
    assert.ok(server.sinkLog.includes(`[mail] code for ${email}: ${mail.code}`));

    const verified = await verify({ email, challengeId: started.json.challengeId, otp: mail.code! });
    assert.equal(verified.status, 200);
    assert.equal(verified.json.action, 'CONNECT');
    assert.equal(verified.json.isNewUser, true);
    const user = verified.json.user as { id: string; email: string };
    assert.equal(user.email, email);
    const session = verified.json.session as Record<string, string>;
    assert.match(session.accessToken!, /^akat_[A-Za-z0-9_-]{43}$/);
    assert.match(session.refreshToken!, /^akrt_[A-Za-z0-9_-]{43}$/);

    const me = await server.get('/auth/v1/me', { authorization: `Bearer ${session.accessToken}` });
    assert.equal(me.status, 200);
    assert.deepEqual(me.json.user, { id: user.id, email, createdAt: new Date(server.now()).toISOString() });
    assert.equal((me.json.session as { deviceId: string }).deviceId, device.deviceId);
    assert.equal((await server.get('/auth/v1/me')).status, 401);
    assert.equal((await server.get('/auth/v1/me', { authorization: 'Bearer akat_forged' })).status, 401);
  });

  it('answers the same shape for a new and a known email (no enumeration)', async () => {
    const known = freshEmail();
    const first = await start(known);
    await verify({ email: known, challengeId: first.json.challengeId, otp: (await server.lastMail(known)).code! });
    server.advance(OTP_RESEND_COOLDOWN_MS);
    const again = await start(known);
    const unknown = await start(freshEmail());
    assert.equal(again.status, unknown.status);
    assert.deepEqual(Object.keys(again.json).sort(), Object.keys(unknown.json).sort());
  });

  it('counts wrong codes: 4, 3, 2, 1, 0 tries left, then the right code fails too (CODE_LOCKED)', async () => {
    const email = freshEmail();
    const { json } = await start(email);
    const { code } = await server.lastMail(email);
    const left: unknown[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await verify({ email, challengeId: json.challengeId, otp: wrongCode(code!) });
      assert.equal(wrong.status, 400);
      assert.equal(wrong.json.code, 'INVALID_CODE');
      left.push(wrong.json.attemptsLeft);
    }
    assert.deepEqual(left, [4, 3, 2, 1, 0]);
    const sixth = await verify({ email, challengeId: json.challengeId, otp: code! });
    assert.equal(sixth.status, 400);
    assert.equal(sixth.json.code, 'CODE_LOCKED');
    assert.equal(sixth.json.session, undefined);
  });

  it('accepts a code until it is 10 minutes old, not after (injected clock)', async () => {
    const email = freshEmail();
    const early = await start(email);
    server.advance(OTP_CODE_TTL_MS - 1);
    assert.equal(
      (await verify({ email, challengeId: early.json.challengeId, otp: (await server.lastMail(email)).code! })).status,
      200,
    );

    const other = freshEmail();
    const late = await start(other);
    server.advance(OTP_CODE_TTL_MS);
    const expired = await verify({
      email: other,
      challengeId: late.json.challengeId,
      otp: (await server.lastMail(other)).code!,
    });
    assert.equal(expired.status, 400);
    assert.equal(expired.json.code, 'CODE_EXPIRED');
  });

  it('uses a code once; a newer code replaces the older one', async () => {
    const email = freshEmail();
    const first = await start(email);
    const firstCode = (await server.lastMail(email)).code!;
    server.advance(OTP_RESEND_COOLDOWN_MS);
    const second = await start(email);
    const secondCode = (await server.lastMail(email)).code!;
    assert.equal(
      (await verify({ email, challengeId: first.json.challengeId, otp: firstCode })).json.code,
      'CODE_EXPIRED',
    );
    assert.equal((await verify({ email, challengeId: second.json.challengeId, otp: secondCode })).status, 200);
    const reused = await verify({ email, challengeId: second.json.challengeId, otp: secondCode });
    assert.equal(reused.status, 400);
    assert.equal(reused.json.code, 'CODE_EXPIRED');
  });

  it('binds a code to its challenge, email and device', async () => {
    const email = freshEmail();
    const { json } = await start(email);
    const { code } = await server.lastMail(email);
    const otherDevice = await createTestDevice();
    assert.equal(
      (await verify({ email, challengeId: json.challengeId, otp: code!, from: otherDevice })).json.code,
      'CODE_EXPIRED',
    );
    assert.equal(
      (await verify({ email: freshEmail(), challengeId: json.challengeId, otp: code! })).json.code,
      'CODE_EXPIRED',
    );
    assert.equal((await verify({ email, challengeId: 'A'.repeat(22), otp: code! })).json.code, 'CODE_EXPIRED');
    assert.equal((await verify({ email, challengeId: json.challengeId, otp: code! })).status, 200);
  });

  it('refuses bad bodies, emails, device keys and projects without echoing them', async () => {
    const bad = [
      await server.post('/auth/v1/email/start', { email: 'x@y.z', projectId: 'demo-project' }),
      await start('not-an-email'),
      await server.post('/auth/v1/email/start', {
        email: 'a@example.test',
        projectId: 'demo-project',
        deviceId: device.deviceId,
        devicePublicKey: { kty: 'EC', crv: 'P-256', x: 'A'.repeat(43), y: 'A'.repeat(43) },
      }),
      await server.post('/auth/v1/email/verify', {
        email: 'a@example.test',
        challengeId: 'x',
        otp: '12345',
        deviceId: device.deviceId,
        projectId: 'demo-project',
      }),
    ];
    assert.deepEqual(
      bad.map((answer) => [answer.status, answer.json.code]),
      [
        [400, 'INVALID_BODY'],
        [400, 'INVALID_EMAIL'],
        [400, 'INVALID_DEVICE_KEY'],
        [400, 'INVALID_BODY'],
      ],
    );
    assert.equal(JSON.stringify(bad.map((answer) => answer.json)).includes('12345'), false);
    assert.equal(
      (
        await server.post('/auth/v1/email/start', {
          email: 'a@example.test',
          projectId: 'nope',
          ...deviceFields(device),
        })
      ).status,
      401,
    );
  });
});
