import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { createServerApp } from '../../server/app.js';
import { freshEmail, startCode } from './auth-requests.js';
import { createTestDevice, startAuthServer, type AuthServer } from './start-auth-server.js';
import { openTempDatabase } from './open-temp-database.js';

// Issue "Hardening" part 8 (security review F9): the dev mailbox holds every login code. Any page
// a developer visits while the dev server runs could read it cross-origin: no more. The dev pages
// send no CORS headers, are marked same-origin for embedding, and answer a loopback Host only.
let server: AuthServer;

before(async () => {
  server = await startAuthServer();
  await startCode({ server, email: freshEmail('dev-pages'), device: await createTestDevice() });
});
after(() => server?.stop());

/** A GET with a Host header of our choice (fetch always sends the URL's). */
function getWithHost({ path, host }: { path: string; host: string }): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, server.url), { headers: { host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('/dev/* (part 8)', () => {
  it('answers a request from https://evil.example without access-control-allow-origin, and same-origin only for embedding', async () => {
    for (const path of [
      '/dev/mailbox.json',
      '/dev/mailbox',
      '/dev/events.json?projectId=demo-project',
      '/dev/events?projectId=demo-project',
    ]) {
      const response = await fetch(`${server.url}${path}`, { headers: { origin: 'https://evil.example' } });
      assert.equal(response.status, 200, path);
      assert.equal(response.headers.get('access-control-allow-origin'), null, `${path} is readable cross-origin`);
      assert.equal(response.headers.get('cross-origin-resource-policy'), 'same-origin', path);
      const preflight = await fetch(`${server.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
      });
      assert.equal(preflight.headers.get('access-control-allow-origin'), null, `${path} preflight`);
    }
    const mails = (await (await fetch(`${server.url}/dev/mailbox.json`)).json()) as { mails: unknown[] };
    assert.ok(mails.mails.length > 0, 'setup: the mailbox has the code mail');
  });

  it('answers only a loopback Host name (a DNS-rebinding page on another name gets 403)', async () => {
    const port = new URL(server.url).port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`])
      assert.equal(await getWithHost({ path: '/dev/mailbox.json', host }), 200, host);
    for (const host of [`evil.example:${port}`, `localhost.evil.example:${port}`, `127.0.0.1.nip.io:${port}`])
      assert.equal(await getWithHost({ path: '/dev/mailbox.json', host }), 403, host);
  });

  it('does not exist in production mode, nor without a mailbox', async () => {
    const temp = openTempDatabase();
    try {
      assert.equal(
        (await createServerApp({ chains: [], database: temp.database, production: true }).request('/dev/mailbox.json'))
          .status,
        404,
      );
      assert.equal(
        (await createServerApp({ chains: [], database: temp.database }).request('/dev/mailbox.json')).status,
        404,
      );
    } finally {
      temp.cleanup();
    }
  });
});
