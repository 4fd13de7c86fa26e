import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { OTP_RESEND_COOLDOWN_MS } from '../../server/auth/auth-limits.js';
import { HOUR_MS, freshEmail, wrongCode } from './auth-requests.js';
import { changeRequest, passPrimaryStep, signedInUser, type SignedInUser } from './email-change-requests.js';
import { startAuthServer, type AuthServer } from './start-auth-server.js';

// The email change's code rules, cooldown, storage, and an address another account has.
let server: AuthServer;

before(async () => {
  server = await startAuthServer();
});
after(() => server?.stop());
beforeEach(() => server.advance(2 * HOUR_MS));

const mailCount = async (email: string) =>
  ((await server.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json.mails as unknown[]).length;

/** Five wrong codes on a step: the tries left it answered, then what the right code gets. */
async function exhaust({
  user,
  step,
  challengeId,
  code,
}: {
  user: SignedInUser;
  step: 'verify-primary' | 'verify-secondary';
  challengeId: unknown;
  code: string;
}) {
  const left: unknown[] = [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const wrong = await changeRequest({ server, as: user, step, body: { challengeId, otp: wrongCode(code) } });
    assert.deepEqual([wrong.status, wrong.json.code], [400, 'INVALID_CODE']);
    left.push(wrong.json.attemptsLeft);
  }
  const right = await changeRequest({ server, as: user, step, body: { challengeId, otp: code } });
  return { left, right };
}

describe('email change: limits and storage', () => {
  it('locks each step’s code after five wrong tries, even for the right code', async () => {
    const user = await signedInUser({ server });
    const started = await changeRequest({ server, as: user, step: 'start', body: { newEmail: freshEmail('moved') } });
    const primary = await exhaust({
      user,
      step: 'verify-primary',
      challengeId: started.json.challengeId,
      code: (await server.lastMail(user.email)).code!,
    });
    assert.deepEqual(primary.left, [4, 3, 2, 1, 0]);
    assert.deepEqual([primary.right.status, primary.right.json.code], [400, 'CODE_LOCKED']);

    server.advance(OTP_RESEND_COOLDOWN_MS);
    const newEmail = freshEmail('moved');
    const { primary: second, secondaryCode } = await passPrimaryStep({ server, user, newEmail });
    const secondary = await exhaust({
      user,
      step: 'verify-secondary',
      challengeId: second.challengeId,
      code: secondaryCode,
    });
    assert.deepEqual(secondary.left, [4, 3, 2, 1, 0]);
    assert.deepEqual([secondary.right.status, secondary.right.json.code], [400, 'CODE_LOCKED']);
  });

  it('refuses a new start within 30 s (RESEND_COOLDOWN, no mail); after it the new code replaces the old one', async () => {
    const user = await signedInUser({ server });
    const first = await changeRequest({ server, as: user, step: 'start', body: { newEmail: freshEmail('moved') } });
    const firstCode = (await server.lastMail(user.email)).code!;
    server.advance(12_000);
    const refused = await changeRequest({ server, as: user, step: 'start', body: { newEmail: freshEmail('other') } });
    assert.deepEqual(
      [refused.status, refused.json.code, refused.json.retryAfterSeconds, refused.headers.get('retry-after')],
      [429, 'RESEND_COOLDOWN', 18, '18'],
    );
    assert.equal(refused.json.error, 'Please try again after 18 seconds');
    assert.equal(await mailCount(user.email), 2, 'the login code and the first change code only');

    server.advance(18_000);
    const second = await changeRequest({ server, as: user, step: 'start', body: { newEmail: freshEmail('moved') } });
    assert.equal(second.status, 200);
    const old = await changeRequest({
      server,
      as: user,
      step: 'verify-primary',
      body: { challengeId: first.json.challengeId, otp: firstCode },
    });
    assert.deepEqual([old.status, old.json.code], [400, 'CODE_EXPIRED']);
  });

  it('caps change codes to one address at 5 an hour, login codes included', async () => {
    const user = await signedInUser({ server });
    // The login code was the first of the hour to this address.
    for (let sent = 1; sent < 5; sent++) {
      assert.equal(
        (await changeRequest({ server, as: user, step: 'start', body: { newEmail: freshEmail('moved') } })).status,
        200,
      );
      server.advance(OTP_RESEND_COOLDOWN_MS);
    }
    const capped = await changeRequest({ server, as: user, step: 'start', body: { newEmail: freshEmail('moved') } });
    assert.deepEqual([capped.status, capped.json.code], [429, 'RATE_LIMITED']);
  });

  it('keeps no plain code in the database, only HMACs bound to the user and the new address', async () => {
    const user = await signedInUser({ server });
    const newEmail = freshEmail('moved');
    const { primaryCode, secondaryCode } = await passPrimaryStep({ server, user, newEmail });
    const rows = server.temp.database
      .prepare('SELECT * FROM auth_otp_challenges WHERE user_id = ?')
      .all(user.userId) as Array<Record<string, unknown>>;
    assert.deepEqual(rows.map((row) => [row.purpose, row.email, row.new_email]).sort(), [
      ['change-primary', user.email, newEmail],
      ['change-secondary', newEmail, newEmail],
    ]);
    for (const code of [primaryCode, secondaryCode]) {
      const sha256 = createHash('sha256').update(code).digest('hex');
      for (const row of rows) {
        assert.equal(JSON.stringify(row).includes(code), false, 'a plain code is stored');
        assert.equal(JSON.stringify(row).includes(sha256), false, 'a plain SHA-256 of a code is stored');
        assert.match(String(row.code_mac), /^[0-9a-f]{64}$/);
      }
    }
  });

  it('answers the same for an address another account has, and refuses it only after its own code, neutrally', async () => {
    const user = await signedInUser({ server });
    const owner = await signedInUser({ server, prefix: 'owner' });
    const toTaken = await changeRequest({ server, as: user, step: 'start', body: { newEmail: owner.email } });
    server.advance(OTP_RESEND_COOLDOWN_MS);
    const toFree = await changeRequest({ server, as: user, step: 'start', body: { newEmail: freshEmail('free') } });
    assert.deepEqual(
      [toTaken.status, Object.keys(toTaken.json).sort(), toTaken.json.action],
      [toFree.status, Object.keys(toFree.json).sort(), toFree.json.action],
    );

    server.advance(OTP_RESEND_COOLDOWN_MS);
    const { primary, secondaryCode } = await passPrimaryStep({ server, user, newEmail: owner.email });
    assert.equal(primary.action, 'VERIFY_SECONDARY_OTP', 'the second code goes out as for a free address');
    const wrong = await changeRequest({
      server,
      as: user,
      step: 'verify-secondary',
      body: { challengeId: primary.challengeId, otp: wrongCode(secondaryCode) },
    });
    assert.deepEqual(
      [wrong.status, wrong.json.code],
      [400, 'INVALID_CODE'],
      'a wrong code says nothing about the address',
    );
    const refused = await changeRequest({
      server,
      as: user,
      step: 'verify-secondary',
      body: { challengeId: primary.challengeId, otp: secondaryCode },
    });
    assert.deepEqual(
      [refused.status, refused.json],
      [
        409,
        { error: 'This email address cannot be used for this account. Choose another one', code: 'EMAIL_UNAVAILABLE' },
      ],
    );
    const emails = server.temp.database
      .prepare('SELECT id, email FROM auth_users WHERE id IN (?, ?)')
      .all(user.userId, owner.userId) as Array<{ id: string; email: string }>;
    assert.deepEqual(Object.fromEntries(emails.map(({ id, email }) => [id, email])), {
      [user.userId]: user.email,
      [owner.userId]: owner.email,
    });
  });
});
