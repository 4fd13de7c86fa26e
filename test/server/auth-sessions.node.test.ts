import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, beforeEach, describe, it } from 'node:test';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS, SESSION_MAX_AGE_MS } from '../../server/auth/auth-limits.js';
import { HOUR_MS, freshEmail as uniqueEmail, login as loginWithCode } from './auth-requests.js';
import { createTestDevice, startAuthServer, type AuthServer, type TestDevice } from './start-auth-server.js';

const freshEmail = () => uniqueEmail('session');

// Sessions (refresh rotation, reuse detection, revoke) and the new-device flow, over HTTP.
let server: AuthServer;

type Session = {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: string;
  refreshTokenExpiresAt: string;
};

before(async () => {
  server = await startAuthServer();
});
after(() => server?.stop());
beforeEach(() => server.advance(2 * HOUR_MS));

const login = (email: string, device: TestDevice) => loginWithCode({ server, email, device });
const me = (session: Session) => server.get('/auth/v1/me', { authorization: `Bearer ${session.accessToken}` });
const refresh = (session: Session) => server.post('/auth/v1/session/refresh', { refreshToken: session.refreshToken });

describe('sessions', () => {
  it('rotates the refresh token; the old access token stops working, the new one works', async () => {
    const first = (await login(freshEmail(), await createTestDevice())).session as Session;
    server.advance(60_000);
    const rotated = await refresh(first);
    assert.equal(rotated.status, 200);
    const second = rotated.json.session as Session;
    assert.notEqual(second.refreshToken, first.refreshToken);
    assert.notEqual(second.accessToken, first.accessToken);
    assert.equal((await me(first)).status, 401);
    assert.equal((await me(second)).status, 200);
    assert.equal(Date.parse(second.accessTokenExpiresAt), server.now() + ACCESS_TOKEN_TTL_MS);
    assert.equal(Date.parse(second.refreshTokenExpiresAt), server.now() + REFRESH_TOKEN_TTL_MS);
  });

  it('revokes the whole family when an old refresh token comes back (reuse detection)', async () => {
    const first = (await login(freshEmail(), await createTestDevice())).session as Session;
    const second = (await refresh(first)).json.session as Session;
    const reused = await refresh(first);
    assert.equal(reused.status, 401);
    assert.equal(reused.json.code, 'REFRESH_TOKEN_REUSED');
    assert.equal((await me(second)).status, 401, 'the thief-or-victim access token is revoked too');
    const afterReuse = await refresh(second);
    assert.equal(afterReuse.status, 401);
    assert.equal(afterReuse.json.code, 'INVALID_REFRESH_TOKEN');
  });

  it('ends access tokens after 15 minutes and sessions after 30 days, however often refreshed', async () => {
    let session = (await login(freshEmail(), await createTestDevice())).session as Session;
    const sessionEnd = server.now() + SESSION_MAX_AGE_MS;
    server.advance(ACCESS_TOKEN_TTL_MS);
    assert.equal((await me(session)).status, 401);
    // Refresh every 6 days: each refresh token alone would live 7 days more.
    while (server.now() + REFRESH_TOKEN_TTL_MS < sessionEnd) {
      const rotated = await refresh(session);
      assert.equal(rotated.status, 200);
      session = rotated.json.session as Session;
      server.advance(6 * 24 * 60 * 60_000);
    }
    const last = await refresh(session);
    assert.equal(last.status, 200);
    session = last.json.session as Session;
    assert.equal(Date.parse(session.refreshTokenExpiresAt), sessionEnd, 'no token outlives the session');
    server.advance(sessionEnd - server.now());
    assert.equal((await refresh(session)).status, 401);
  });

  it('signs out with the access token or the refresh token', async () => {
    const byAccess = (await login(freshEmail(), await createTestDevice())).session as Session;
    const revoked = await server.post(
      '/auth/v1/session/revoke',
      {},
      { authorization: `Bearer ${byAccess.accessToken}` },
    );
    assert.deepEqual(revoked.json, { revoked: true });
    assert.equal((await me(byAccess)).status, 401);
    assert.equal((await refresh(byAccess)).status, 401);

    const byRefresh = (await login(freshEmail(), await createTestDevice())).session as Session;
    assert.deepEqual((await server.post('/auth/v1/session/revoke', { refreshToken: byRefresh.refreshToken })).json, {
      revoked: true,
    });
    assert.equal((await me(byRefresh)).status, 401);
    assert.deepEqual((await server.post('/auth/v1/session/revoke', { refreshToken: byRefresh.refreshToken })).json, {
      revoked: false,
    });
  });

  it('stores tokens only as hashes', async () => {
    const session = (await login(freshEmail(), await createTestDevice())).session as Session;
    server.temp.database.pragma('wal_checkpoint(TRUNCATE)');
    const file = readFileSync(server.temp.path).toString('latin1');
    assert.equal(file.includes(session.accessToken), false);
    assert.equal(file.includes(session.refreshToken), false);
  });
});

describe('logs', () => {
  it('never carry a code or a token (the sink is the only place codes appear)', async () => {
    const email = freshEmail();
    const json = await login(email, await createTestDevice());
    const { code } = await server.lastMail(email);
    const session = json.session as Session;
    await refresh(session);
    await refresh(session);
    const output = server.consoleOutput.join('\n');
    for (const secret of [code!, session.accessToken, session.refreshToken])
      assert.equal(output.includes(secret), false);
    assert.ok(
      server.sinkLog.some((line) => line.includes(code!)),
      'the dev sink prints the code',
    );
  });
});
