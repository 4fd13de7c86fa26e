import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { chromium } from 'playwright-core';
import { closeServer } from '../../server/close-server.js';
import { chromiumPath, playwrightChromiumArgs } from '../../scripts/wtr/chromium-args.mjs';
import { startAuthServer, type AuthServer } from './start-auth-server.js';

// Issue "Hardening" part 8 (security review I4): nothing this server answers may be framed by
// another page, except the wallet frame's document (GET /frame/), which carries its project's own
// frame-ancestors; and the frame's pages send no CORS headers.
let server: AuthServer;
let dapp: Server;
let dappUrl = '';

/** Paths of every kind of answer: JSON APIs, auth, the OAuth callback page, dev pages, images, 404s, the frame's files. */
const PATHS = [
  '/health',
  '/getWallets?projectId=demo-project&st=appkit&sv=0.1.0',
  '/projects/v1/origins?projectId=demo-project',
  '/public/getTokenImage/ETH?projectId=demo-project',
  '/auth/v1/me',
  '/auth/v1/oauth/callback?state=x&code=y',
  '/dev/mailbox',
  '/dev/mailbox.json',
  '/frame/main.js',
  '/no/such/page',
];

before(async () => {
  server = await startAuthServer();
  dapp = createServer((request, response) => {
    const frames = PATHS.map((path) => `<iframe src="${server.url}${path}"></iframe>`).join('');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>another site</title>${frames}`);
  });
  await new Promise<void>((resolve) => dapp.listen(0, '127.0.0.1', resolve));
  dappUrl = `http://localhost:${(dapp.address() as AddressInfo).port}/`;
});
after(async () => {
  await closeServer({ server: dapp });
  await server?.stop();
});

describe('framing (part 8)', () => {
  it("sends frame-ancestors 'none' and X-Frame-Options: DENY on every answer but the frame document", async () => {
    for (const path of PATHS) {
      const response = await fetch(`${server.url}${path}`);
      assert.equal(response.headers.get('x-frame-options'), 'DENY', path);
      assert.match(
        response.headers.get('content-security-policy') ?? '',
        /(^|[;,]\s*)frame-ancestors 'none'(\s*[;,]|$)/,
        path,
      );
    }
    const mailbox = await fetch(`${server.url}/dev/mailbox`);
    assert.match(
      mailbox.headers.get('content-security-policy') ?? '',
      /default-src 'none'/,
      "the page's own CSP is kept beside it",
    );
  });

  it("leaves the frame document its project's frame-ancestors, and sends no CORS headers on /frame/", async () => {
    const document = await fetch(`${server.url}/frame/?projectId=demo-project`, {
      headers: { origin: 'https://evil.example' },
    });
    assert.equal(document.headers.get('x-frame-options'), null);
    const csp = document.headers.get('content-security-policy') ?? '';
    assert.match(csp, /frame-ancestors http:\/\/localhost:\*/);
    assert.doesNotMatch(csp, /frame-ancestors 'none'/);
    for (const path of ['/frame/?projectId=demo-project', '/frame/main.js']) {
      const response = await fetch(`${server.url}${path}`, { headers: { origin: 'https://evil.example' } });
      assert.equal(response.headers.get('access-control-allow-origin'), null, path);
    }
  });

  it('is enforced by Chromium: a page of another origin frames none of these answers', async () => {
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: playwrightChromiumArgs,
      headless: true,
    });
    try {
      const page = await browser.newPage();
      const refusals: string[] = [];
      page.on('console', (message) => refusals.push(message.text()));
      await page.goto(dappUrl);
      await page.waitForTimeout(500);
      const framed = page.frames().filter((frame) => frame !== page.mainFrame() && frame.url().startsWith(server.url));
      assert.deepEqual(
        framed.map((frame) => frame.url()),
        [],
        'documents of this server loaded into another page',
      );
      const refused = refusals.filter((line) => /frame-ancestors|X-Frame-Options/i.test(line));
      assert.ok(
        refused.length >= PATHS.length,
        `Chromium reported ${refused.length} refusals: ${JSON.stringify(refusals)}`,
      );
    } finally {
      await browser.close();
    }
  });
});
