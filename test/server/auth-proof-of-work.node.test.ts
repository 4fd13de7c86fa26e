import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { createAuthApi } from '../../frame/src/api/auth-api.js';
import { solveProofOfWork, type ProofOfWorkChallenge } from '../../frame/src/api/solve-proof-of-work.js';
import {
  DAY_WINDOW_MS,
  EMAIL_CODES_PER_DAY,
  IP_STARTS_PER_HOUR,
  OTP_RESEND_COOLDOWN_MS,
} from '../../server/auth/auth-limits.js';
import {
  PROOF_OF_WORK_DIFFICULTY_BITS,
  PROOF_OF_WORK_TTL_MS,
} from '../../server/proof-of-work/proof-of-work-limits.js';
import { HOUR_MS, freshEmail, login, loginOnNewDevice, verifyCode } from './auth-requests.js';
import {
  createTestDevice,
  deviceFields,
  startAuthServer,
  type AuthServer,
  type TestDevice,
} from './start-auth-server.js';

// Issue "Hardening" part 6 (security review F3, F11): past the per-IP cap a request needs a proof
// of work (soft), the per-address caps (5 an hour, 20 a day, every kind of code mail) never give
// way. Real server, SQLite file and SMTP sink; the frame's own solver makes the proofs.
let server: AuthServer;
let device: TestDevice;

before(async () => {
  server = await startAuthServer();
});
after(() => server?.stop());
beforeEach(async () => {
  device = await createTestDevice();
  // Fresh windows: the hourly and daily caps of earlier tests do not count.
  server.advance(2 * DAY_WINDOW_MS);
});

const start = (email: string, headers: Record<string, string> = {}) =>
  server.post('/auth/v1/email/start', { email, projectId: 'demo-project', ...deviceFields(device) }, headers);
/** Code mails to an address (security notices, which carry no code, left out). */
const mailsTo = async (email: string) =>
  (
    (await server.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json.mails as Array<{ code: string | null }>
  ).filter((mail) => mail.code).length;

/** Uses up what is left of this IP's hourly code requests with fresh addresses; returns the first refusal. */
async function fillIpCap(): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
  for (let sent = 0; sent <= IP_STARTS_PER_HOUR; sent++) {
    const answer = await start(freshEmail('filler'));
    if (answer.status !== 200) return answer;
  }
  throw new Error(`setup: ${IP_STARTS_PER_HOUR + 1} code requests from one IP were all answered 200`);
}

function challengeOf(answer: { status: number; json: Record<string, unknown> }): ProofOfWorkChallenge {
  assert.equal(answer.status, 429, JSON.stringify(answer.json));
  assert.equal(answer.json.code, 'PROOF_OF_WORK_REQUIRED');
  return answer.json.proofOfWork as ProofOfWorkChallenge;
}

const leadingZeroBits = (text: string) => {
  const digest = createHash('sha256').update(text).digest();
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
};

describe('per-IP caps are soft: a proof of work past them (part 6)', () => {
  it('answers the 21st code request from one IP with a challenge, and lets it through once with a valid solution', async () => {
    const email = freshEmail('past-cap');
    const refused = await start(email);
    assert.equal(refused.status, 200, 'setup: the first request of the hour');
    const over = await fillIpCap();
    const challenge = challengeOf(over);
    assert.equal(challenge.difficulty, PROOF_OF_WORK_DIFFICULTY_BITS);
    assert.match(challenge.challenge, /^v1\.\d+\.\d{13}\.[\w-]{22}\.[\w-]{43}$/);
    assert.equal(Date.parse(challenge.expiresAt), server.now() + PROOF_OF_WORK_TTL_MS);
    assert.equal(
      over.headers.get('retry-after'),
      String(over.json.retryAfterSeconds),
      'a client that does not solve knows when the cap has room',
    );
    assert.equal(over.json.error, `Please try again after ${over.json.retryAfterSeconds} seconds`);

    const target = freshEmail('with-proof');
    assert.equal(await mailsTo(target), 0);
    const proof = await solveProofOfWork(challenge);
    assert.ok(leadingZeroBits(proof) >= PROOF_OF_WORK_DIFFICULTY_BITS, 'the frame solver meets the difficulty');
    const passed = await start(target, { 'proof-of-work': proof });
    assert.equal(passed.status, 200, JSON.stringify(passed.json));
    assert.equal(await mailsTo(target), 1, 'the code was mailed');

    // Replayed: the same proof buys nothing more.
    const replayed = await start(freshEmail('replay'), { 'proof-of-work': proof });
    challengeOf(replayed);
  });

  it('refuses a wrong solution, a forged easier challenge and an expired proof', async () => {
    const challenge = challengeOf(await fillIpCap());
    const email = freshEmail('wrong');
    // A counter whose hash does not have the zero bits asked for.
    let wrong = 0;
    while (leadingZeroBits(`${challenge.challenge}:${wrong.toString(36)}`) >= challenge.difficulty) wrong++;
    challengeOf(await start(email, { 'proof-of-work': `${challenge.challenge}:${wrong.toString(36)}` }));
    // The same challenge with its difficulty lowered: the MAC no longer holds.
    const easier = challenge.challenge.replace(/^v1\.\d+\./, 'v1.1.');
    challengeOf(
      await start(email, {
        'proof-of-work': await solveProofOfWork({ ...challenge, challenge: easier, difficulty: 1 }),
      }),
    );
    challengeOf(await start(email, { 'proof-of-work': 'junk' }));
    assert.equal(await mailsTo(email), 0, 'no refused request sent a mail');

    const proof = await solveProofOfWork(challenge);
    server.advance(PROOF_OF_WORK_TTL_MS);
    challengeOf(await start(email, { 'proof-of-work': proof }));
    assert.equal(await mailsTo(email), 0);
  });

  it("is solved by the frame's own auth client, which sends the request once more by itself", async () => {
    challengeOf(await fillIpCap());
    const api = createAuthApi({ projectId: 'demo-project', baseUrl: server.url });
    const email = freshEmail('frame-client');
    const started = await api.startEmail({
      email,
      deviceId: device.deviceId,
      devicePublicKey: device.devicePublicKey as JsonWebKey,
    });
    assert.match(started.challengeId, /^[\w-]{22}$/);
    assert.equal(await mailsTo(email), 1);
  });

  it('softens the per-IP cap of code checks the same way', async () => {
    for (let attempt = 0; attempt < 100; attempt++) {
      assert.equal(
        (await verifyCode({ server, email: 'nobody@example.test', challengeId: 'C'.repeat(22), otp: '000000', device }))
          .status,
        400,
      );
    }
    const check = (headers: Record<string, string> = {}) =>
      server.post(
        '/auth/v1/email/verify',
        {
          email: 'nobody@example.test',
          challengeId: 'C'.repeat(22),
          otp: '000000',
          deviceId: device.deviceId,
          projectId: 'demo-project',
        },
        headers,
      );
    const challenge = challengeOf(await check());
    const checked = await check({ 'proof-of-work': await solveProofOfWork(challenge) });
    assert.equal(checked.status, 400, 'checked (a wrong code), not refused by the cap');
    assert.equal(checked.json.code, 'CODE_EXPIRED');
  });
});

describe('per-address caps are hard, and count every code mail (part 6, F11)', () => {
  it('keeps the hourly 5 per address even with a valid proof of work', async () => {
    const email = freshEmail('hourly');
    for (let sent = 0; sent < 5; sent++) {
      assert.equal((await start(email)).status, 200);
      server.advance(OTP_RESEND_COOLDOWN_MS);
    }
    const challenge = challengeOf(await fillIpCap());
    const proof = await solveProofOfWork(challenge);
    const capped = await start(email, { 'proof-of-work': proof });
    assert.equal(capped.status, 429);
    assert.equal(capped.json.code, 'RATE_LIMITED');
    assert.equal(await mailsTo(email), 5);
    // The proof was not spent on the refusal: it still pays for a request that only the IP cap held back.
    assert.equal((await start(freshEmail('after'), { 'proof-of-work': proof })).status, 200);
  });

  it('refuses the 21st code mail of a day to one address, login and device codes alike, with or without a proof', async () => {
    const email = freshEmail('daily');
    await login({ server, email, device });
    let mails = 1;
    // Two sign-ins on new devices an hour: a login code and a device code each, 4 of the hourly 5.
    while (mails + 2 <= EMAIL_CODES_PER_DAY - 1) {
      server.advance(mails % 4 === 1 ? HOUR_MS : OTP_RESEND_COOLDOWN_MS);
      await loginOnNewDevice({ server, email, device: await createTestDevice() });
      mails += 2;
    }
    assert.equal(mails, 19);
    assert.equal(await mailsTo(email), 19);
    server.advance(HOUR_MS);
    // The 20th mail is a login code; the device code it leads to would be the 21st.
    const newDevice = await createTestDevice();
    const started = await server.post('/auth/v1/email/start', {
      email,
      projectId: 'demo-project',
      ...deviceFields(newDevice),
    });
    assert.equal(started.status, 200);
    const { code } = await server.lastMail(email);
    const deviceCode = await verifyCode({
      server,
      email,
      challengeId: started.json.challengeId,
      otp: code,
      device: newDevice,
    });
    assert.equal(deviceCode.status, 429, 'the device code mail counts against the daily cap');
    assert.equal(deviceCode.json.code, 'RATE_LIMITED');
    server.advance(OTP_RESEND_COOLDOWN_MS);
    const loginCode = await start(email);
    assert.equal(loginCode.status, 429);
    assert.equal(loginCode.json.code, 'RATE_LIMITED');
    // A proof of work for this IP changes nothing.
    const proof = await solveProofOfWork(challengeOf(await fillIpCap()));
    assert.equal((await start(email, { 'proof-of-work': proof })).json.code, 'RATE_LIMITED');
    assert.equal(await mailsTo(email), EMAIL_CODES_PER_DAY);
    // A day after the first of them, the address gets codes again.
    server.advance(DAY_WINDOW_MS);
    assert.equal((await start(email)).status, 200);
  });
});
