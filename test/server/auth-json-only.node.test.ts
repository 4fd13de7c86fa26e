import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { freshEmail } from './auth-requests.js';
import {
  createTestDevice,
  deviceFields,
  startAuthServer,
  type AuthServer,
  type TestDevice,
} from './start-auth-server.js';

// Issue "Hardening" part 8 (security review F10): a third-party page can make its visitors'
// browsers send `text/plain` or form POSTs to /auth/* without a CORS preflight. Such a request
// must do nothing: no mail, no code check. Only same-origin JSON (the frame's) gets through.
let server: AuthServer;
let device: TestDevice;

before(async () => {
  server = await startAuthServer();
});
after(() => server?.stop());
beforeEach(async () => {
  device = await createTestDevice();
  server.advance(2 * 60 * 60_000);
});

const mailsTo = async (email: string) =>
  ((await server.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json.mails as unknown[]).length;

async function send({ path, body, headers }: { path: string; body: string; headers: Record<string, string> }) {
  const response = await fetch(`${server.url}${path}`, { method: 'POST', headers, body });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Record<string, unknown>,
  };
}

describe('/auth/* takes same-origin application/json only (part 8)', () => {
  it('answers a cross-site text/plain POST to email/start with 415 and sends no mail', async () => {
    const email = freshEmail('csrf-victim');
    const body = JSON.stringify({ email, projectId: 'demo-project', ...deviceFields(device) });
    const answer = await send({
      path: '/auth/v1/email/start',
      body,
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://evil.example' },
    });
    assert.equal(answer.status, 415);
    assert.deepEqual(answer.json, {
      error: 'Send the request body as application/json',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    assert.equal(answer.headers.get('access-control-allow-origin'), null);
    assert.equal(await mailsTo(email), 0, 'the mail went out');
  });

  it('refuses form posts, bodies without a type and a type without JSON, on every /auth route (new ones included)', async () => {
    const email = freshEmail('form');
    const json = JSON.stringify({ email, projectId: 'demo-project', ...deviceFields(device) });
    for (const path of [
      '/auth/v1/email/start',
      '/auth/v1/email/verify',
      '/auth/v1/oauth/start',
      '/auth/v1/session/refresh',
      '/auth/v1/some/route/added/later',
    ]) {
      for (const headers of [
        { 'content-type': 'application/x-www-form-urlencoded' },
        { 'content-type': 'multipart/form-data; boundary=x' },
        { 'content-type': 'text/plain' },
        { 'content-type': 'application/jsonp' },
      ]) {
        assert.equal((await send({ path, body: json, headers })).status, 415, `${path} ${headers['content-type']}`);
      }
    }
    const untyped = await fetch(`${server.url}/auth/v1/email/start`, { method: 'POST', body: new Blob([json]) });
    assert.equal(untyped.status, 415, 'a body with no content type');
    assert.equal(await mailsTo(email), 0);
  });

  it("refuses JSON from another site's page (403), and serves the frame's own same-origin JSON", async () => {
    const email = freshEmail('origin');
    const body = JSON.stringify({ email, projectId: 'demo-project', ...deviceFields(device) });
    const foreign = await send({
      path: '/auth/v1/email/start',
      body,
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    assert.equal(foreign.status, 403);
    assert.equal(foreign.json.code, 'ORIGIN_NOT_ALLOWED');
    assert.equal(await mailsTo(email), 0);
    const own = await send({
      path: '/auth/v1/email/start',
      body,
      headers: { 'content-type': 'application/json; charset=utf-8', origin: server.url },
    });
    assert.equal(own.status, 200, JSON.stringify(own.json));
    assert.equal(await mailsTo(email), 1);
  });
});
