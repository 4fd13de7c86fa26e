import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { closeServer } from '../../server/close-server.js';
import { DEFAULT_FRAME_DIR } from '../../server/routes/frame-app.js';
import { chromiumPath, playwrightChromiumArgs } from '../../scripts/wtr/chromium-args.mjs';
import { startAuthServer, type AuthServer } from './start-auth-server.js';

// docs/SECURITY.md T2: the frame page may be framed only by its project's allowed origins, and
// Chromium itself enforces it (frame-ancestors). The real server serves the built frame app on
// 127.0.0.1; tiny dapp pages on 127.0.0.1, localhost and 127.0.0.3 embed it. The demo project
// (server/data/dev-projects.json) allows http://localhost:* and http://127.0.0.1:* only.
let server: AuthServer;
let browser: Browser;
const dapps: Server[] = [];
let allowedPort = 0; // a dapp server on 127.0.0.1, reached as 127.0.0.1 and as localhost
let outsiderPort = 0; // a dapp server on 127.0.0.3: another site, not allowed

function frameUrl(projectId: string): string {
  const query = new URLSearchParams({
    projectId,
    chainId: 'eip155:31337',
    version: '4',
    enableLogger: 'false',
    rpcUrl: `${server.url}/rpc/eip155:31337`,
  });
  return `${server.url}/frame/?${query}`;
}

async function startDapp(host: string): Promise<number> {
  const dapp = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://dapp').searchParams;
    const projectId = query.get('projectId') ?? 'demo-project';
    // ?embed=review: the page tries to frame the secure review window instead of the frame.
    const src = query.get('embed') === 'review' ? `${server.url}/frame/review` : frameUrl(projectId);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>dapp</title><iframe id="wallet" src="${src}"></iframe>`);
  });
  await new Promise<void>((resolve, reject) => dapp.once('error', reject).listen(0, host, resolve));
  dapps.push(dapp);
  return (dapp.address() as AddressInfo).port;
}

// The host side of the handshake (DESIGN §7) as page source, so nothing of the test's transpiler
// reaches the page: resolves with the frame's first answer's type, or 'no answer'.
const handshakeSource = (frameOrigin: string) => `new Promise((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => resolve(event.data && event.data.type);
  setTimeout(() => resolve('no answer'), 4000);
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  document.getElementById('wallet').contentWindow.postMessage({ id, type: '@w3m-app/INIT', payload: { protocolVersion: 1 } }, ${JSON.stringify(frameOrigin)}, [channel.port2]);
})`;

interface Embedding {
  /** Whether the frame document of our server's origin was loaded into the iframe. */
  framed: boolean;
  /** The frame's answer to the init message. */
  answer: string;
  console: string[];
}

async function embedFrom(dappUrl: string): Promise<Embedding> {
  const page = await browser.newPage();
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  try {
    await page.goto(dappUrl);
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    if (!frame) throw new Error(`setup: the dapp page ${dappUrl} has no iframe`);
    const framed =
      frame.url().startsWith(`${server.url}/frame/`) &&
      (await frame.evaluate('Boolean(document.getElementById("frame-root"))').catch(() => false)) === true;
    const answer = String(await page.evaluate(handshakeSource(server.url)));
    return { framed, answer, console };
  } finally {
    await page.close();
  }
}

// Chromium's words: "Refused to frame '…' because an ancestor violates … frame-ancestors …", or
// "Framing '…' violates the following Content Security Policy directive: "frame-ancestors 'none'"".
const refusedByFrameAncestors = (lines: string[]) =>
  lines.some((line) => /(Refused to frame|Framing) .*frame-ancestors/s.test(line));

before(async () => {
  if (!existsSync(join(DEFAULT_FRAME_DIR, 'index.html')))
    throw new Error(
      'setup: dist/frame is not built; run `npx rollup -c --environment BUILD:browser` (or `npm run build`) first',
    );
  server = await startAuthServer();
  // The shared flags resolve only localhost and 127.0.0.1; the outsider's address must resolve too.
  const args = playwrightChromiumArgs.map((arg) =>
    arg.startsWith('--host-resolver-rules=') ? `${arg}, EXCLUDE 127.0.0.3` : arg,
  );
  browser = await chromium.launch({ executablePath: chromiumPath, args, headless: true });
  allowedPort = await startDapp('127.0.0.1');
  outsiderPort = await startDapp('127.0.0.3');
});

after(async () => {
  await browser?.close();
  for (const dapp of dapps) await closeServer({ server: dapp });
  await server?.stop();
});

describe('GET /frame/ in Chromium: who may embed the wallet (T2)', () => {
  it('is framed, runs under its CSP and answers the handshake on localhost and 127.0.0.1 (allowed origins)', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      const embedding = await embedFrom(`http://${host}:${allowedPort}/`);
      assert.equal(embedding.framed, true, `${host}: the frame document was not loaded`);
      assert.equal(embedding.answer, '@w3m-frame/READY', `${host}: the frame did not accept the channel`);
      assert.deepEqual(
        embedding.console.filter((line) => /Content Security Policy|Trusted Type/i.test(line)),
        [],
        `${host}: CSP violations`,
      );
    }
  });

  it('is refused by Chromium on 127.0.0.3 (not allowed): no frame document, no channel', async () => {
    const embedding = await embedFrom(`http://127.0.0.3:${outsiderPort}/`);
    assert.equal(embedding.framed, false);
    assert.equal(embedding.answer, 'no answer');
    assert.ok(
      refusedByFrameAncestors(embedding.console),
      `Chromium did not report the frame-ancestors refusal: ${JSON.stringify(embedding.console)}`,
    );
  });

  it("is refused everywhere for an unknown project: frame-ancestors 'none'", async () => {
    const response = await fetch(frameUrl('no-such-project'));
    assert.equal(response.status, 404);
    assert.match(response.headers.get('content-security-policy') ?? '', /(^|; )frame-ancestors 'none'(;|$)/);
    const embedding = await embedFrom(`http://localhost:${allowedPort}/?projectId=no-such-project`);
    assert.equal(embedding.framed, false);
    assert.equal(embedding.answer, 'no answer');
    assert.ok(
      refusedByFrameAncestors(embedding.console),
      `Chromium did not report the frame-ancestors refusal: ${JSON.stringify(embedding.console)}`,
    );
  });
});

describe('GET /frame/ headers (docs/SECURITY.md §3.4)', () => {
  it("sends a strict CSP: script-src and connect-src 'self', no unsafe-inline or unsafe-eval, Trusted Types required, the project's frame-ancestors", async () => {
    const response = await fetch(frameUrl('demo-project'));
    assert.equal(response.status, 200);
    const header = response.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      header
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name, ...values]) => [name!, values]),
    );
    assert.deepEqual(directives.get('default-src'), ["'none'"]);
    assert.deepEqual(directives.get('script-src'), ["'self'"]);
    assert.deepEqual(directives.get('connect-src'), ["'self'"]);
    assert.deepEqual(directives.get('require-trusted-types-for'), ["'script'"]);
    assert.deepEqual(directives.get('frame-ancestors'), ['http://localhost:*', 'http://127.0.0.1:*']);
    assert.doesNotMatch(header, /unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval/);
    for (const [name, values] of directives) assert.ok(!values.includes('*'), `${name} allows any origin`);
    // With script-src 'self' an inline script would not run anyway; the page must not need one.
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
    assert.ok(
      scripts.length > 0 && scripts.every((tag) => /\bsrc=/.test(tag)),
      `inline scripts in the frame page: ${scripts.join(' ')}`,
    );
    assert.doesNotMatch(html, /\son[a-z]+\s*=/i);
  });
});

/** A CSP header as a map of directive name → values. */
function parseCsp(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('GET /frame/review: the secure review window (issue "Hardening" part 5)', () => {
  it("is a top-level page only, with its own strict CSP: frame-ancestors 'none', X-Frame-Options DENY, no network, no COOP (its opener is the frame)", async () => {
    const response = await fetch(`${server.url}/frame/review`);
    assert.equal(response.status, 200);
    const csp = parseCsp(response.headers.get('content-security-policy') ?? '');
    assert.deepEqual(csp.get('default-src'), ["'none'"]);
    assert.deepEqual(csp.get('script-src'), ["'self'"]);
    assert.deepEqual(csp.get('connect-src'), ["'none'"]);
    assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
    assert.deepEqual(csp.get('require-trusted-types-for'), ["'script'"]);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('cross-origin-opener-policy'), null);
    assert.equal(response.headers.get('referrer-policy'), 'no-referrer');
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/gi) ?? [];
    assert.ok(
      scripts.length === 1 && /src="\.\/review\.js"/.test(scripts[0]!),
      `scripts of the review page: ${scripts.join(' ')}`,
    );
    assert.doesNotMatch(html, /\son[a-z]+\s*=/i);
    const script = await fetch(`${server.url}/frame/review.js`);
    assert.equal(script.status, 200, 'review.js is built beside it (rollup.config.mjs frameBuild)');
  });

  it('is refused by Chromium inside an allowed dapp page (frame-ancestors none)', async () => {
    const page = await browser.newPage();
    const lines: string[] = [];
    page.on('console', (message) => lines.push(message.text()));
    try {
      await page.goto(`http://localhost:${allowedPort}/?embed=review`);
      await page.waitForTimeout(300);
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      const loaded = frame
        ? await frame.evaluate('Boolean(document.getElementById("review-root"))').catch(() => false)
        : false;
      assert.equal(loaded, false, 'the review page loaded inside another page');
      assert.ok(
        refusedByFrameAncestors(lines),
        `Chromium did not report the frame-ancestors refusal: ${JSON.stringify(lines)}`,
      );
    } finally {
      await page.close();
    }
  });

  it('opened directly (no opener frame) runs under its CSP and offers nothing to approve', async () => {
    const page = await browser.newPage();
    const lines: string[] = [];
    page.on('console', (message) => lines.push(message.text()));
    try {
      await page.goto(`${server.url}/frame/review`);
      const message = await page.locator('[data-testid="review-message"]').textContent();
      assert.match(message ?? '', /nothing to review/i);
      assert.equal(await page.locator('[data-testid="approval-approve"]').count(), 0);
      assert.deepEqual(
        lines.filter((line) => /Content Security Policy|Trusted Type/i.test(line)),
        [],
        'CSP violations',
      );
    } finally {
      await page.close();
    }
  });
});
