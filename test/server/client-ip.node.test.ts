import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { solveProofOfWork, type ProofOfWorkChallenge } from '../../frame/src/api/solve-proof-of-work.js';
import { IP_STARTS_PER_HOUR } from '../../server/auth/auth-limits.js';
import { pickClientIp } from '../../server/routes/pick-client-ip.js';
import { HOUR_MS, freshEmail } from './auth-requests.js';
import {
  createTestDevice,
  deviceFields,
  startAuthServer,
  type AuthServer,
  type TestDevice,
} from './start-auth-server.js';

// Issue "Hardening" part 6 (security review F3): behind a reverse proxy every visitor shares the
// proxy's address, so one client could use up the per-IP caps for everyone. With the number of
// trusted proxy hops configured, the client is the address the proxy forwarded; without it,
// X-Forwarded-For is a client's say-so and is ignored.

describe('pickClientIp', () => {
  const pick = (forwardedFor: string | undefined, trustedProxyHops: number, socketAddress = '127.0.0.1') =>
    pickClientIp({ socketAddress, forwardedFor, trustedProxyHops });

  it('ignores X-Forwarded-For with 0 hops, and takes the N-th entry from the right with N hops', () => {
    assert.equal(pick('203.0.113.7', 0), '127.0.0.1');
    assert.equal(pick('203.0.113.7', 1), '203.0.113.7');
    assert.equal(pick('6.6.6.6, 203.0.113.7', 1), '203.0.113.7', 'what the client wrote on the left is ignored');
    assert.equal(
      pick('6.6.6.6,203.0.113.7, 198.51.100.1', 2),
      '203.0.113.7',
      'a CDN in front of nginx: the CDN saw the client',
    );
    assert.equal(pick('203.0.113.7:50123', 1), '203.0.113.7');
  });

  it('falls back to the socket address for a header shorter than the hops or a malformed entry', () => {
    assert.equal(pick('203.0.113.7', 2), '127.0.0.1');
    assert.equal(pick('', 1), '127.0.0.1');
    assert.equal(pick(undefined, 1), '127.0.0.1');
    assert.equal(pick('not-an-address', 1), '127.0.0.1');
    assert.equal(pick('203.0.113.7, unknown', 1), '127.0.0.1');
    assert.equal(pick('999.1.1.1', 1), '127.0.0.1');
  });

  it('counts IPv6 clients by their /64, and IPv4-mapped addresses as IPv4', () => {
    assert.equal(pick('2001:db8:1:2:aaaa::1', 1), '2001:db8:1:2::/64');
    assert.equal(pick('[2001:db8:1:2:bbbb::9]:443', 1), '2001:db8:1:2::/64');
    assert.equal(pick(undefined, 0, '::ffff:203.0.113.7'), '203.0.113.7');
    assert.equal(pick(undefined, 0, '::1'), '0:0:0:0::/64');
  });
});

/** Sends code requests as a client the proxy forwarded until one is refused; returns the refusal and how many passed. */
async function fillCap({
  server,
  device,
  forwardedFor,
}: {
  server: AuthServer;
  device: TestDevice;
  forwardedFor?: string;
}) {
  for (let passed = 0; passed <= IP_STARTS_PER_HOUR; passed++) {
    const answer = await server.post(
      '/auth/v1/email/start',
      { email: freshEmail('proxied'), projectId: 'demo-project', ...deviceFields(device) },
      forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    );
    if (answer.status !== 200) return { refused: answer, passed };
  }
  throw new Error('setup: the per-IP cap never answered');
}

const buckets = (server: AuthServer) =>
  server.temp.database
    .prepare(
      `SELECT bucket, count(*) AS n FROM auth_rate_events WHERE bucket LIKE 'start:ip:%' GROUP BY bucket ORDER BY bucket`,
    )
    .all() as Array<{ bucket: string; n: number }>;

describe('per-IP caps behind one trusted proxy (trustedProxyHops 1, real server and SQLite)', () => {
  let server: AuthServer;
  let device: TestDevice;
  before(async () => {
    server = await startAuthServer({ trustedProxyHops: 1 });
  });
  after(() => server?.stop());
  beforeEach(async () => {
    device = await createTestDevice();
    server.advance(2 * HOUR_MS);
  });

  it('gives two forwarded clients their own buckets: one using up its cap does not touch the other', async () => {
    const first = await fillCap({ server, device, forwardedFor: '6.6.6.6, 203.0.113.1' });
    assert.equal(first.passed, IP_STARTS_PER_HOUR);
    assert.equal(first.refused.json.code, 'PROOF_OF_WORK_REQUIRED');
    const other = await server.post(
      '/auth/v1/email/start',
      { email: freshEmail('other'), projectId: 'demo-project', ...deviceFields(device) },
      { 'x-forwarded-for': '203.0.113.2' },
    );
    assert.equal(other.status, 200, 'another visitor behind the same proxy is not held back');
    // The spoofed left entry changed nothing: the client is what the proxy appended.
    assert.equal((await fillCap({ server, device, forwardedFor: '1.2.3.4, 203.0.113.1' })).passed, 0);
    assert.deepEqual(
      buckets(server).filter((row) => row.bucket.includes('203.0.113.')),
      [
        { bucket: 'start:ip:203.0.113.1', n: IP_STARTS_PER_HOUR },
        { bucket: 'start:ip:203.0.113.2', n: 1 },
      ],
    );
  });

  it('accepts a proof of work only from the client it was minted for', async () => {
    const challenge = (await fillCap({ server, device, forwardedFor: '203.0.113.3' })).refused.json
      .proofOfWork as ProofOfWorkChallenge;
    const proof = await solveProofOfWork(challenge);
    const stranger = await fillCap({ server, device, forwardedFor: '203.0.113.4' });
    assert.equal(stranger.passed, IP_STARTS_PER_HOUR);
    const borrowed = await server.post(
      '/auth/v1/email/start',
      { email: freshEmail('borrowed'), projectId: 'demo-project', ...deviceFields(device) },
      { 'x-forwarded-for': '203.0.113.4', 'proof-of-work': proof },
    );
    assert.equal(borrowed.json.code, 'PROOF_OF_WORK_REQUIRED');
    const own = await server.post(
      '/auth/v1/email/start',
      { email: freshEmail('own'), projectId: 'demo-project', ...deviceFields(device) },
      { 'x-forwarded-for': '203.0.113.3', 'proof-of-work': proof },
    );
    assert.equal(own.status, 200);
  });

  it("puts requests whose header is missing or malformed in the socket address's bucket", async () => {
    for (const forwardedFor of [undefined, 'not-an-address']) {
      await server.post(
        '/auth/v1/email/start',
        { email: freshEmail('odd'), projectId: 'demo-project', ...deviceFields(device) },
        forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      );
    }
    assert.deepEqual(
      buckets(server).filter((row) => !row.bucket.includes('203.0.113.')),
      [{ bucket: 'start:ip:127.0.0.1', n: 2 }],
    );
  });
});

describe('per-IP caps with no trusted proxy (the default)', () => {
  let server: AuthServer;
  before(async () => {
    server = await startAuthServer();
  });
  after(() => server?.stop());

  it("ignores an untrusted peer's X-Forwarded-For: a client cannot pick a fresh address for each request", async () => {
    const device = await createTestDevice();
    let sent = 0;
    const spoofing = () =>
      server.post(
        '/auth/v1/email/start',
        { email: freshEmail('spoof'), projectId: 'demo-project', ...deviceFields(device) },
        { 'x-forwarded-for': `198.51.100.${++sent}` },
      );
    for (let index = 0; index < IP_STARTS_PER_HOUR; index++) assert.equal((await spoofing()).status, 200);
    assert.equal((await spoofing()).json.code, 'PROOF_OF_WORK_REQUIRED');
    assert.deepEqual(buckets(server), [{ bucket: 'start:ip:127.0.0.1', n: IP_STARTS_PER_HOUR }]);
  });
});
