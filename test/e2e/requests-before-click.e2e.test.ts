// Issue 14 part 4, "nothing before a click": every request the page makes before the visitor
// clicks, recorded in real Chromium against the dev stack and matched against one list of what may
// go out. SPEC §7 lists the project config, origins and analytics calls but asks none of them
// before a click, so none is allowed: the project checks and analytics start when the modal first
// opens (src/client/setup-project-services.ts), the wallet frame only for a stored login or on use.
import { after, before, describe, it, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from 'playwright-core';
import { startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import { freshEmail, signInByEmail } from './embedded-wallet-helpers.js';

const WALLET_RDNS = 'dev.openmodal.testwallet';
/** Silence that counts as settled: longer than the idle load's own wait (IDLE_TIMEOUT_MS, 2 s) after the paint. */
const QUIET_MS = 2_500;
const SETTLE_TIMEOUT_MS = 30_000;

interface SeenRequest {
  method: string;
  url: URL;
  body: string | null;
}

/** A kind of request that may go out, by URL pattern (and, for the RPC proxy, by JSON-RPC method). */
interface AllowedRequest {
  name: string;
  matches(request: SeenRequest): boolean;
}

/** Records every request of a browser context (its pages and their frames, the wallet frame included). */
function recordRequests(context: BrowserContext) {
  const seen: SeenRequest[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  context.on('request', (request) => {
    inFlight++;
    lastActivity = Date.now();
    seen.push({ method: request.method(), url: new URL(request.url()), body: request.postData() });
  });
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  return {
    /** The requests seen since the last call. */
    take: () => seen.splice(0),
    /** Waits until nothing is in flight and nothing started for QUIET_MS. */
    async settled(): Promise<void> {
      const deadline = Date.now() + SETTLE_TIMEOUT_MS;
      while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`the page's network never went quiet (${inFlight} in flight)`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  };
}

function allowedRequests({ urls, pagePath }: { urls: Record<string, string>; pagePath: string }) {
  const { demo, server, solana } = urls as Record<'demo' | 'server' | 'solana', string>;
  const demoOrigin = new URL(demo).origin;
  const serverOrigin = new URL(server).origin;
  const fromDemo = (request: SeenRequest, test: (pathname: string) => boolean) =>
    request.method === 'GET' && request.url.origin === demoOrigin && test(request.url.pathname);
  const fromServer = (request: SeenRequest, method: string, test: (pathname: string) => boolean) =>
    request.method === method && request.url.origin === serverOrigin && test(request.url.pathname);
  return {
    page: { name: `GET ${pagePath} (the page)`, matches: (r) => fromDemo(r, (path) => path === pagePath) },
    bundle: {
      name: 'GET /dist/browser/*.js (our bundle files)',
      matches: (r) => fromDemo(r, (path) => /^\/dist\/browser\/[\w.-]+\.js$/.test(path)),
    },
    testWallet: {
      name: "GET /test-wallet.js (the demo's browser wallet)",
      matches: (r) => fromDemo(r, (path) => path === '/test-wallet.js'),
    },
    balanceRead: {
      name: 'POST {server}/v1/?chainId=… eth_getBalance (the connected button shows the balance)',
      matches: (r) =>
        r.method === 'POST' &&
        r.url.origin === serverOrigin &&
        r.url.pathname === '/v1/' &&
        jsonRpcMethods(r.body).every((method) => method === 'eth_getBalance'),
    },
    solanaBalanceRead: {
      name: 'POST {solana rpc} getBalance (the Solana side of the embedded wallet)',
      matches: (r) =>
        r.method === 'POST' &&
        r.url.origin === new URL(solana).origin &&
        jsonRpcMethods(r.body).every((method) => method === 'getBalance'),
    },
    frameDocument: {
      name: 'GET {server}/frame/ (the embedded wallet)',
      matches: (r) => fromServer(r, 'GET', (path) => path === '/frame/'),
    },
    frameFiles: {
      name: "GET {server}/frame/*.{js,css} (the frame's bundle)",
      matches: (r) => fromServer(r, 'GET', (path) => /^\/frame\/(chunks\/)?[\w.-]+\.(js|css)$/.test(path)),
    },
    frameOrigins: {
      name: 'GET {server}/projects/v1/origins?st=frame (the frame checks who embeds it, SECURITY §3)',
      matches: (r) =>
        fromServer(r, 'GET', (path) => path === '/projects/v1/origins') && r.url.searchParams.get('st') === 'frame',
    },
    pageOriginCheck: {
      name: 'GET {server}/projects/v1/origins from the page (it checks the frame will accept it when the frame is slow to get ready, SPEC §8 APKT005)',
      matches: (r) =>
        fromServer(r, 'GET', (path) => path === '/projects/v1/origins') && r.url.searchParams.get('st') !== 'frame',
    },
    frameSmartAccount: {
      name: "{server}/v1/bundler/networks, POST {server}/v1/?chainId=… eth_call, eth_getCode (the frame reads a new wallet's smart account, issue 17)",
      matches: (r) =>
        (fromServer(r, 'GET', (path) => path === '/v1/bundler/networks') && r.url.searchParams.get('st') === 'frame') ||
        (fromServer(r, 'POST', (path) => path === '/v1/') &&
          jsonRpcMethods(r.body).every((method) => method === 'eth_call' || method === 'eth_getCode')),
    },
    frameSession: {
      name: "{server}/auth/v1/{session/refresh,me,wallet,wallet/share} (the frame's stored login)",
      matches: (r) =>
        fromServer(r, r.method, (path) =>
          ['/auth/v1/session/refresh', '/auth/v1/me', '/auth/v1/wallet', '/auth/v1/wallet/share'].includes(path),
        ),
    },
  } satisfies Record<string, AllowedRequest>;
}

/** The JSON-RPC methods of a request body (one call or a batch); ['?'] when it is not JSON-RPC. */
function jsonRpcMethods(body: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(body ?? '');
    const calls: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
    return calls.map((call) =>
      typeof call === 'object' && call !== null && 'method' in call && typeof call.method === 'string'
        ? call.method
        : '?',
    );
  } catch {
    return ['?'];
  }
}

/** Method and URL, and for a body only its JSON-RPC methods: other bodies may hold tokens, which no log may show. */
const describeRequest = (request: SeenRequest) =>
  `${request.method} ${request.url.href}${request.body ? ` [${jsonRpcMethods(request.body).join(', ')}]` : ''}`;

/**
 * Asserts that every request is of an allowed kind and that every kind listed as expected was
 * seen; reports the list by kind (count per pattern) as the test's diagnostic.
 */
function assertRequests({
  t,
  label,
  requests,
  expected,
  allowed = expected,
}: {
  t: TestContext;
  label: string;
  requests: SeenRequest[];
  expected: AllowedRequest[];
  allowed?: AllowedRequest[];
}): void {
  const unexpected = requests.filter((request) => !allowed.some((kind) => kind.matches(request)));
  const counts = allowed.map((kind) => `${kind.name} ×${requests.filter((r) => kind.matches(r)).length}`);
  t.diagnostic(`${label}: ${counts.join('; ')}`);
  assert.deepEqual(unexpected.map(describeRequest), [], `${label}: requests outside the allowed list`);
  for (const kind of expected)
    assert.ok(
      requests.some((request) => kind.matches(request)),
      `${label}: expected ${kind.name}, saw ${requests.map(describeRequest).join(', ')}`,
    );
}

async function newRecordedPage(e2e: E2eFixture) {
  const context = await e2e.browser.newContext();
  const requests = recordRequests(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  return { context, page, requests };
}

/** Waits for the core and the modal chunks (what the idle load fetches), then for a quiet network. */
async function settle(page: Page, requests: ReturnType<typeof recordRequests>): Promise<void> {
  await page.waitForFunction(() => 'appKit' in window, undefined, { timeout: SETTLE_TIMEOUT_MS });
  await page.evaluate(() => (window as unknown as { appKit: { ready(): Promise<void> } }).appKit.ready());
  await requests.settled();
}

describe('requests before a click (demo page, full dev stack)', { timeout: 180_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it('a first-time visitor loads only our bundle files, also on hover and focus of the button', async (t) => {
    const { context, page, requests } = await newRecordedPage(e2e);
    const allowed = allowedRequests({ urls: e2e.stack.urls, pagePath: '/' });
    await page.goto(new URL('/', e2e.stack.urls.demo!).toString());
    await settle(page, requests);
    assertRequests({ t, label: 'first visit', requests: requests.take(), expected: [allowed.page, allowed.bundle] });

    // Pointer and focus prefetch chunks; they are not the click that may start the project checks.
    const button = page.locator('header w3m-button [data-testid="connect-button"]');
    await button.hover();
    await button.focus();
    await requests.settled();
    assertRequests({ t, label: 'hover and focus', requests: requests.take(), expected: [], allowed: [allowed.bundle] });
    await context.close();
  });

  it('a returning visitor with a stored EVM connection loads only what its restore needs', async (t) => {
    const { context, page, requests } = await newRecordedPage(e2e);
    const allowed = allowedRequests({ urls: e2e.stack.urls, pagePath: '/' });
    await page.goto(new URL('/?testWallet', e2e.stack.urls.demo!).toString());
    await page.locator('header w3m-button [data-testid="connect-button"]').click();
    await page.locator(`w3m-modal [data-testid="wallet-${WALLET_RDNS}"]`).click();
    await waitForDemoStatus(page, 'connected');
    // What the first visit and the connect sent (checks, analytics) ends before the reload.
    await requests.settled();
    requests.take();

    await page.reload();
    await waitForDemoStatus(page, 'connected');
    await page.locator('header w3m-button [data-testid="account-button-balance"]').waitFor({ timeout: 10_000 });
    await settle(page, requests);
    assertRequests({
      t,
      label: 'returning visitor (EVM)',
      requests: requests.take(),
      expected: [allowed.page, allowed.bundle, allowed.testWallet, allowed.balanceRead],
    });
    await context.close();
  });

  it('a returning visitor with a stored embedded-wallet login loads the frame and what its restore needs', async (t) => {
    const { context, page, requests } = await newRecordedPage(e2e);
    const allowed = allowedRequests({ urls: e2e.stack.urls, pagePath: '/' });
    await page.goto(new URL('/', e2e.stack.urls.demo!).toString());
    await signInByEmail({ page, serverUrl: e2e.stack.urls.server!, email: freshEmail('returning') });
    await waitForDemoStatus(page, 'connected', 30_000);
    await requests.settled();
    requests.take();

    await page.reload();
    await waitForDemoStatus(page, 'connected', 30_000);
    await settle(page, requests);
    const seen = requests.take();
    assertRequests({
      t,
      label: 'returning visitor (embedded wallet)',
      requests: seen,
      // A new wallet starts on its smart account (issue 17): the restore reads its address and deployment.
      expected: [
        allowed.page,
        allowed.bundle,
        allowed.frameDocument,
        allowed.frameFiles,
        allowed.frameSession,
        allowed.frameSmartAccount,
      ],
      allowed: [
        allowed.page,
        allowed.bundle,
        allowed.frameDocument,
        allowed.frameFiles,
        allowed.frameOrigins,
        allowed.pageOriginCheck,
        allowed.frameSession,
        allowed.frameSmartAccount,
        allowed.balanceRead,
        allowed.solanaBalanceRead,
      ],
    });
    // One stored login, one refresh: each refresh rotates the refresh token and costs a round trip.
    const refreshes = seen.filter((request) => request.url.pathname === '/auth/v1/session/refresh');
    assert.equal(refreshes.length, 1, `session refreshes at restore: ${refreshes.length}`);
    await context.close();
  });

  it('a page without a server URL loads only our bundle files', async (t) => {
    const { context, page, requests } = await newRecordedPage(e2e);
    const pagePath = '/no-server-url.html';
    const pageUrl = new URL(pagePath, e2e.stack.urls.demo!).toString();
    const allowed = allowedRequests({ urls: e2e.stack.urls, pagePath });
    const chains = JSON.stringify(e2e.stack.config.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })));
    await page.route(pageUrl, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><body><w3m-button></w3m-button><script type="module">
          import { createAppKit, defineEvmNetwork } from '/dist/browser/index.js';
          window.appKit = createAppKit({
            projectId: ${JSON.stringify(e2e.stack.config.projectId)},
            networks: ${chains}.map((chain) => defineEvmNetwork(chain)),
            metadata: { name: 'no server URL', description: '', url: location.origin, icons: [] },
          });
        </script></body></html>`,
      }),
    );
    await page.goto(pageUrl);
    await page.locator('w3m-button [data-testid="connect-button"]').waitFor();
    await settle(page, requests);
    assertRequests({ t, label: 'no server URL', requests: requests.take(), expected: [allowed.page, allowed.bundle] });
    await context.close();
  });
});
