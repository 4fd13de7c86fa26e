import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { OTP_RESEND_COOLDOWN_MS } from '../../server/auth/auth-limits.js';
import { HOUR_MS, freshEmail, startCode, verifyCode } from './auth-requests.js';
import { createTestDevice, startAuthServer, type AuthServer, type TestDevice } from './start-auth-server.js';

// Cooldown, hourly caps and storage of the email-code login (real server, SQLite file and SMTP sink).
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

describe('email-code limits and storage', () => {
  it('refuses a second code within 30 s with 429 and retryAfterSeconds (Please try again after {n} seconds)', async () => {
    const email = freshEmail();
    assert.equal((await start(email)).status, 200);
    server.advance(12_000);
    const refused = await start(email);
    assert.equal(refused.status, 429);
    assert.equal(refused.json.code, 'RESEND_COOLDOWN');
    assert.equal(refused.json.retryAfterSeconds, 18);
    assert.equal(refused.json.error, 'Please try again after 18 seconds');
    assert.equal(refused.headers.get('retry-after'), '18');
    const mails = (await server.get(`/dev/mailbox.json?to=${email}`)).json.mails as unknown[];
    assert.equal(mails.length, 1, 'the refused request sent no mail');
    server.advance(18_000);
    assert.equal((await start(email)).status, 200);
  });

  it('lifts the cooldown once the newest code signed in: the next start is a new login (another site), not a resend', async () => {
    const email = freshEmail();
    const started = await start(email);
    const { code } = await server.lastMail(email);
    assert.equal((await verify({ email, challengeId: started.json.challengeId, otp: code! })).status, 200);
    server.advance(2_000);
    const again = await start(email, await createTestDevice());
    assert.equal(again.status, 200, JSON.stringify(again.json));
    server.advance(2_000);
    assert.equal((await start(email)).status, 429, 'an unused code keeps the cooldown');
  });

  it('caps codes per email at 5 an hour, and per IP at 20 an hour (then a proof of work: auth-proof-of-work.node.test.ts)', async () => {
    const email = freshEmail();
    for (let sent = 0; sent < 5; sent++) {
      assert.equal((await start(email)).status, 200);
      server.advance(OTP_RESEND_COOLDOWN_MS);
    }
    const capped = await start(email);
    assert.equal(capped.status, 429);
    assert.equal(capped.json.code, 'RATE_LIMITED');
    assert.equal(capped.json.retryAfterSeconds, (HOUR_MS - 5 * OTP_RESEND_COOLDOWN_MS) / 1000);
    server.advance(HOUR_MS);
    assert.equal((await start(email)).status, 200);

    server.advance(2 * HOUR_MS);
    for (let sent = 0; sent < 20; sent++) assert.equal((await start(freshEmail())).status, 200);
    const ipCapped = await start(freshEmail());
    assert.equal(ipCapped.status, 429);
    assert.equal(ipCapped.json.code, 'PROOF_OF_WORK_REQUIRED');
  });

  it('caps code checks per IP at 100 an hour (then a proof of work)', async () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { status } = await verify({ email: 'nobody@example.test', challengeId: 'B'.repeat(22), otp: '000000' });
      assert.equal(status, 400);
    }
    const capped = await verify({ email: 'nobody@example.test', challengeId: 'B'.repeat(22), otp: '000000' });
    assert.equal(capped.status, 429);
    assert.equal(capped.json.code, 'PROOF_OF_WORK_REQUIRED');
  });

  it('keeps no plain code in the database, only HMACs that are neither the code nor its SHA-256', async () => {
    const email = freshEmail();
    await start(email);
    const { code } = await server.lastMail(email);
    const sha256 = createHash('sha256').update(code!).digest('hex');
    const rows = server.temp.database.prepare('SELECT * FROM auth_otp_challenges').all() as Array<
      Record<string, unknown>
    >;
    assert.ok(rows.length > 0);
    for (const row of rows) {
      const text = JSON.stringify(row);
      assert.equal(text.includes(code!), false, 'a plain code is stored');
      assert.equal(text.includes(sha256), false, 'a plain SHA-256 of the code is stored');
      assert.match(String(row.code_mac), /^[0-9a-f]{64}$/);
    }
  });
});
