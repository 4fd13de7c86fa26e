import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ed25519 } from '@noble/curves/ed25519';
import { sign } from 'hono/jwt';
import {
  SIWX_AUTHENTICATE_PATH,
  SIWX_EMAIL_OTP_PATH,
  SIWX_EMAIL_VERIFY_PATH,
  SIWX_ME_PATH,
  SIWX_NONCE_PATH,
  siwxEmailVerifyAnswerSchema,
} from '../../src/core/protocol/siwx-api.js';
import { encodeBase58 } from '../../src/core/utils/base58.js';
import { DAPP_ORIGIN, prepareSignIn, startSiwxServer, type SiwxTestServer } from './siwx-test-server.js';
import * as v from 'valibot';

// SIWX email capture (DataCapture, issue 16 part 4): a code mailed to the dev sink, verified for an
// emailToken that authenticate checks (same project, same account) and stores on the session; the
// OTP rules of docs/SECURITY.md §4; and the rate limits and cleanup of the SIWX tables.
// Solana accounts sign without a chain; EVM accounts are used where no signature is checked.
const SOLANA_CHAIN = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const OTHER_PROJECT = 'other-project';
const secretKey = ed25519.utils.randomPrivateKey();
const address = encodeBase58(ed25519.getPublicKey(secretKey));
const ACCOUNT = `${SOLANA_CHAIN}:${address}`;
const MINUTE = 60_000;
/** A code lives 10 minutes (server/auth/auth-limits.ts OTP_CODE_TTL_MS). */
const OTP_TTL = 10 * MINUTE;
let server: SiwxTestServer;
let mailless: SiwxTestServer;

before(async () => {
  [server, mailless] = await Promise.all([
    startSiwxServer({ chains: [], mail: true }),
    startSiwxServer({ chains: [] }),
  ]);
  server.temp.database
    .prepare('INSERT INTO projects (project_id, name, allowed_origins) VALUES (?, ?, ?)')
    .run(OTHER_PROJECT, 'Other dapp', JSON.stringify([DAPP_ORIGIN]));
});

after(async () => {
  await server?.stop();
  await mailless?.stop();
});

const post = (path: string, body: unknown, options: { projectId?: string; headers?: Record<string, string> } = {}) =>
  server.call(path, { method: 'POST', body, ...options });

/** email/otp, then the code from the dev mailbox. */
async function requestCode({
  email,
  account = ACCOUNT,
  projectId,
}: {
  email: string;
  account?: string;
  projectId?: string;
}) {
  const answer = await post(SIWX_EMAIL_OTP_PATH, { email, account }, { projectId });
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  const mail = await server.lastMail(email.trim().toLowerCase());
  assert.ok(mail.code);
  return { uuid: answer.json.uuid as string, code: mail.code, mail };
}

async function emailTokenFor(parameters: { email: string; account?: string; projectId?: string }) {
  const { uuid, code } = await requestCode(parameters);
  const answer = await post(SIWX_EMAIL_VERIFY_PATH, { uuid, code }, { projectId: parameters.projectId });
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  return v.parse(siwxEmailVerifyAnswerSchema, answer.json).emailToken;
}

/** A signed Solana sign-in (fresh nonce) and authenticate with it, with `emailToken` when given. */
async function signIn({ emailToken }: { emailToken?: string } = {}) {
  const prepared = await prepareSignIn({ server, accountAddress: address, chainId: SOLANA_CHAIN });
  const signature = encodeBase58(ed25519.sign(new TextEncoder().encode(prepared.message), secretKey));
  const body = { data: prepared.data, message: prepared.message, signature };
  const send = (extra: { emailToken?: string }) =>
    post(SIWX_AUTHENTICATE_PATH, { ...body, ...extra }, { headers: prepared.nonceHeader });
  return { answer: await send(emailToken === undefined ? {} : { emailToken }), send };
}

describe('SIWX email capture', () => {
  it('mails a code to the dev mailbox, trades it for an emailToken, and stores the email on the session', async () => {
    const { uuid, code, mail } = await requestCode({ email: '  Ada@Example.COM ' });
    assert.match(uuid, /^[A-Za-z0-9_-]{22}$/);
    assert.match(code, /^\d{6}$/);
    assert.deepEqual(mail.to, ['ada@example.com']);
    assert.equal(mail.subject, 'Confirm your email');
    assert.ok(mail.text.includes(address), 'the mail names the account');
    // Only the HMAC is stored.
    const row = server.temp.database.prepare('SELECT * FROM siwx_email_challenges WHERE id = ?').get(uuid);
    assert.ok(row && !JSON.stringify(row).includes(code));

    const verified = await post(SIWX_EMAIL_VERIFY_PATH, { uuid, code });
    assert.equal(verified.status, 200, JSON.stringify(verified.json));
    const emailToken = verified.json.emailToken as string;
    // Single use.
    const again = await post(SIWX_EMAIL_VERIFY_PATH, { uuid, code });
    assert.deepEqual([again.status, again.json.code], [400, 'CODE_EXPIRED']);

    const { answer } = await signIn({ emailToken });
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
    const me = await server.call(SIWX_ME_PATH, { headers: { authorization: `Bearer ${answer.json.token as string}` } });
    assert.deepEqual([me.status, me.json.email, me.json.address], [200, 'ada@example.com', address]);
    const stored = server.temp.database.prepare('SELECT email FROM siwx_sessions WHERE email IS NOT NULL').pluck();
    assert.deepEqual(stored.all(), ['ada@example.com']);

    // A sign-in without email capture has no email.
    const plain = await signIn();
    const plainMe = await server.call(SIWX_ME_PATH, {
      headers: { authorization: `Bearer ${plain.answer.json.token as string}` },
    });
    assert.equal(plainMe.status, 200);
    assert.equal('email' in plainMe.json, false);

    // The dev console of the sink shows the code; the server's own output never does.
    assert.ok(server.sinkLog.includes(`[mail] code for ada@example.com: ${code}`));
    assert.equal(server.consoleOutput.join('\n').includes(code), false);
  });

  it('spends the uuid after 5 wrong codes: then even the right code is refused', async () => {
    const { uuid, code } = await requestCode({ email: 'guess@example.com' });
    const wrong = code === '000000' ? '000001' : '000000';
    const left: unknown[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await post(SIWX_EMAIL_VERIFY_PATH, { uuid, code: wrong });
      assert.deepEqual([answer.status, answer.json.code], [400, 'CODE_INVALID']);
      left.push(answer.json.attemptsLeft);
    }
    assert.deepEqual(left, [4, 3, 2, 1, 0]);
    const right = await post(SIWX_EMAIL_VERIFY_PATH, { uuid, code });
    assert.deepEqual([right.status, right.json.code], [400, 'CODE_EXPIRED']);
    assert.equal(server.consoleOutput.join('\n').includes(code), false);
  });

  it('refuses an expired code, a replaced code, another project’s code and a malformed one', async () => {
    const first = await requestCode({ email: 'late@example.com' });
    server.advance(OTP_TTL + 1000);
    const late = await post(SIWX_EMAIL_VERIFY_PATH, { uuid: first.uuid, code: first.code });
    assert.deepEqual([late.status, late.json.code], [400, 'CODE_EXPIRED']);

    const { uuid: olderUuid, code: olderCode } = await requestCode({ email: 'twice@example.com' });
    server.advance(31_000);
    const { uuid, code } = await requestCode({ email: 'twice@example.com' });
    const newer = { uuid, code };
    const replaced = await post(SIWX_EMAIL_VERIFY_PATH, { uuid: olderUuid, code: olderCode });
    assert.deepEqual([replaced.status, replaced.json.code], [400, 'CODE_EXPIRED']);

    const foreign = await post(SIWX_EMAIL_VERIFY_PATH, newer, { projectId: OTHER_PROJECT });
    assert.deepEqual([foreign.status, foreign.json.code], [400, 'CODE_EXPIRED']);
    const malformed = await post(SIWX_EMAIL_VERIFY_PATH, { uuid: newer.uuid, code: '12345' });
    assert.deepEqual([malformed.status, malformed.json.code], [400, 'CODE_INVALID']);
    // Neither spent a try: the right code still works.
    assert.equal((await post(SIWX_EMAIL_VERIFY_PATH, newer)).status, 200);
  });

  it('refuses an invalid email or account', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: 'not an email', account: ACCOUNT }, 'INVALID_EMAIL'],
      [{ account: ACCOUNT }, 'INVALID_EMAIL'],
      [{ email: 'a@example.com', account: ACCOUNT, extra: 1 }, 'INVALID_EMAIL'],
      [{ email: 'a@example.com', account: address }, 'INVALID_ACCOUNT'],
      [{ email: 'a@example.com' }, 'INVALID_ACCOUNT'],
      [{ email: 'a@example.com', account: 'eip155:1:0x1234' }, 'INVALID_ACCOUNT'],
      [{ email: 'a@example.com', account: `cosmos:hub:${address}` }, 'INVALID_ACCOUNT'],
    ];
    for (const [body, code] of cases) {
      const answer = await post(SIWX_EMAIL_OTP_PATH, body);
      assert.deepEqual([answer.status, answer.json.code], [400, code], JSON.stringify(body));
    }
  });

  it('answers 503 MAIL_UNAVAILABLE when the server has no mailer', async () => {
    const answer = await mailless.call(SIWX_EMAIL_OTP_PATH, {
      method: 'POST',
      body: { email: 'nomail@example.com', account: ACCOUNT },
    });
    assert.deepEqual([answer.status, answer.json.code], [503, 'MAIL_UNAVAILABLE']);
  });
});

describe('SIWX email capture: the emailToken at authenticate', () => {
  it('refuses a token for another account or another project, forged, expired or of another kind', async () => {
    const otherAccount = `${SOLANA_CHAIN}:${encodeBase58(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))}`;
    const forAnotherAccount = await emailTokenFor({ email: 'acct@example.com', account: otherAccount });
    const forAnotherProject = await emailTokenFor({ email: 'proj@example.com', projectId: OTHER_PROJECT });
    const forged = await sign(
      { typ: 'siwx-email', email: 'x@example.com', acct: ACCOUNT, pid: 'demo-project', exp: 4e9 },
      Buffer.alloc(32, 6).toString('hex'),
      'HS256',
    );
    const nonceToken = (await server.call(SIWX_NONCE_PATH)).json.token as string;
    for (const emailToken of [forAnotherAccount, forAnotherProject, forged, nonceToken, 'junk']) {
      const { answer } = await signIn({ emailToken });
      assert.deepEqual([answer.status, answer.json.code], [400, 'EMAIL_TOKEN_INVALID']);
    }

    const valid = await emailTokenFor({ email: 'slow@example.com' });
    server.advance(15 * MINUTE + 1000);
    const { answer: refused, send } = await signIn({ emailToken: valid });
    assert.deepEqual([refused.status, refused.json.code], [400, 'EMAIL_TOKEN_INVALID']);
    // The refusal did not use the nonce: the same sign-in without the token goes through.
    assert.equal((await send({})).status, 200);
  });

  it('matches an EVM account whatever its case', async () => {
    const checksummed = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';
    const emailToken = await emailTokenFor({ email: 'evm@example.com', account: `eip155:31337:${checksummed}` });
    const attempt = async (accountAddress: string) => {
      const prepared = await prepareSignIn({ server, accountAddress, chainId: 'eip155:31337' });
      const body = { data: prepared.data, message: prepared.message, signature: '0x00', emailToken };
      return post(SIWX_AUTHENTICATE_PATH, body, { headers: prepared.nonceHeader });
    };
    // Past the token check, the server serves no EVM chain: that refusal shows the token was accepted.
    const lower = await attempt(checksummed.toLowerCase());
    assert.deepEqual([lower.status, lower.json.code], [400, 'CHAIN_UNSUPPORTED']);
    const other = await attempt('0x1111111111111111111111111111111111111111');
    assert.deepEqual([other.status, other.json.code], [400, 'EMAIL_TOKEN_INVALID']);
  });
});

describe('SIWX email capture: send caps', () => {
  it('holds a second code for 30 s, then allows 5 an hour per address, with Retry-After', async () => {
    await requestCode({ email: 'cap@example.com' });
    const soon = await post(SIWX_EMAIL_OTP_PATH, { email: 'cap@example.com', account: ACCOUNT });
    assert.deepEqual([soon.status, soon.json.code], [429, 'RATE_LIMITED']);
    const retryAfter = Number(soon.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 30, String(retryAfter));
    assert.equal(soon.json.retryAfterSeconds, retryAfter);
    for (let sent = 1; sent < 5; sent += 1) {
      server.advance(31_000);
      await requestCode({ email: 'cap@example.com' });
    }
    server.advance(31_000);
    const sixth = await post(SIWX_EMAIL_OTP_PATH, { email: 'cap@example.com', account: ACCOUNT });
    assert.deepEqual([sixth.status, sixth.json.code], [429, 'RATE_LIMITED']);
    assert.ok(Number(sixth.headers.get('retry-after')) > 30 * 60);
  });
});

describe('SIWX cleanup', () => {
  it('deletes expired sessions, used nonces and challenges on the next write, and keeps live sessions', async () => {
    const database = server.temp.database;
    const count = (table: string) => database.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
    // A session that ends in an hour (message expirationTime) and one that lasts 7 days.
    const prepared = await prepareSignIn({
      server,
      accountAddress: address,
      chainId: SOLANA_CHAIN,
      extra: { expirationTime: new Date(server.now() + 60 * MINUTE).toISOString() },
    });
    const signature = encodeBase58(ed25519.sign(new TextEncoder().encode(prepared.message), secretKey));
    const short = await post(
      SIWX_AUTHENTICATE_PATH,
      { data: prepared.data, message: prepared.message, signature },
      { headers: prepared.nonceHeader },
    );
    assert.equal(short.status, 200, JSON.stringify(short.json));
    const long = (await signIn()).answer;
    assert.equal(long.status, 200);
    await requestCode({ email: 'tidy@example.com' });
    assert.ok(count('siwx_used_nonces') >= 2 && count('siwx_email_challenges') >= 1);
    const now = server.now();
    const expired = (table: string) =>
      database
        .prepare(`SELECT count(*) FROM ${table} WHERE expires_at <= ?`)
        .pluck()
        .get(now + 2 * 60 * MINUTE);
    assert.ok((expired('siwx_sessions') as number) >= 1);

    server.advance(2 * 60 * MINUTE);
    await requestCode({ email: 'tidy-later@example.com' });
    for (const table of ['siwx_sessions', 'siwx_used_nonces', 'siwx_email_challenges'])
      assert.equal(
        database.prepare(`SELECT count(*) FROM ${table} WHERE expires_at <= ?`).pluck().get(server.now()),
        0,
        table,
      );
    const me = await server.call(SIWX_ME_PATH, { headers: { authorization: `Bearer ${long.json.token as string}` } });
    assert.equal(me.status, 200);
    assert.equal(count('siwx_email_challenges'), 1);
  });
});

describe('SIWX rate limits on nonce and authenticate', () => {
  let limited: SiwxTestServer;
  before(async () => {
    limited = await startSiwxServer({
      chains: [],
      mail: true,
      trustedProxyHops: 1,
      limits: {
        noncePerMinutePerIp: 3,
        noncePerMinutePerProject: 5,
        authenticatePerMinutePerIp: 2,
        authenticatePerMinutePerProject: 100,
      },
    });
  });
  after(async () => {
    await limited?.stop();
  });
  const from = (ip: string) => ({ 'x-forwarded-for': ip });

  it('answers 429 with Retry-After past the per-IP and the per-project nonce caps, and refills', async () => {
    const statuses = async (ip: string, times: number) => {
      const answers = [];
      for (let index = 0; index < times; index += 1)
        answers.push(await limited.call(SIWX_NONCE_PATH, { headers: from(ip) }));
      return answers;
    };
    const first = await statuses('198.51.100.1', 4);
    assert.deepEqual(
      first.map((answer) => answer.status),
      [200, 200, 200, 429],
    );
    const refused = first[3]!;
    assert.equal(refused.json.code, 'RATE_LIMITED');
    assert.ok(Number(refused.headers.get('retry-after')) >= 1);
    // The dapp page can read the header and the body.
    assert.equal(refused.headers.get('access-control-allow-origin'), DAPP_ORIGIN);
    assert.match(refused.headers.get('access-control-expose-headers') ?? '', /retry-after/);
    // Another IP under its own cap is held by the project's (5 a minute, 3 taken).
    const second = await statuses('198.51.100.2', 3);
    assert.deepEqual(
      second.map((answer) => answer.status),
      [200, 200, 429],
    );
    limited.advance(MINUTE);
    assert.equal((await statuses('198.51.100.1', 1))[0]!.status, 200);
  });

  it('answers 429 with Retry-After past the per-IP authenticate cap', async () => {
    const statuses = [];
    for (let index = 0; index < 3; index += 1)
      statuses.push(
        await limited.call(SIWX_AUTHENTICATE_PATH, { method: 'POST', body: {}, headers: from('203.0.113.9') }),
      );
    assert.deepEqual(
      statuses.map((answer) => [answer.status, answer.json.code]),
      [
        [400, 'INVALID_MESSAGE'],
        [400, 'INVALID_MESSAGE'],
        [429, 'RATE_LIMITED'],
      ],
    );
    assert.ok(Number(statuses[2]!.headers.get('retry-after')) >= 1);
    const elsewhere = await limited.call(SIWX_AUTHENTICATE_PATH, {
      method: 'POST',
      body: {},
      headers: from('203.0.113.10'),
    });
    assert.equal(elsewhere.status, 400);
  });

  it('caps email codes at 20 an hour per IP, whatever the address', async () => {
    const send = (index: number) =>
      limited.call(SIWX_EMAIL_OTP_PATH, {
        method: 'POST',
        body: { email: `spray${index}@example.com`, account: ACCOUNT },
        headers: from('192.0.2.7'),
      });
    for (let index = 0; index < 20; index += 1) assert.equal((await send(index)).status, 200);
    const refused = await send(20);
    assert.deepEqual([refused.status, refused.json.code], [429, 'RATE_LIMITED']);
    assert.ok(Number(refused.headers.get('retry-after')) > 30 * 60);
    const elsewhere = await limited.call(SIWX_EMAIL_OTP_PATH, {
      method: 'POST',
      body: { email: 'spray20@example.com', account: ACCOUNT },
      headers: from('192.0.2.8'),
    });
    assert.equal(elsewhere.status, 200);
  });
});
