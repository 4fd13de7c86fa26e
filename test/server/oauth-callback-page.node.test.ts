import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { closeServer } from '../../server/close-server.js';
import { chromiumArgs, chromiumPath } from '../../scripts/wtr/chromium-args.mjs';
import { createCookieBrowser } from './cookie-browser.js';
import { completeSocialLogin, openCallback, signInAtStandIn, startOAuthTestStack, startSocialLogin, type OAuthTestStack } from './oauth-requests.js';
import { createTestDevice } from './start-auth-server.js';

// The callback page in Chromium: a dapp page (localhost) embeds a frame of the server's origin
// and one of another origin, opens the popup on the callback URL, and only the server-origin
// frame may hear the result (callback.js, targetOrigin = its own origin), under the page's CSP.
let stack: OAuthTestStack;
let browser: Browser;
let dapp: Server;
let dappUrl: string;

before(async () => {
  stack = await startOAuthTestStack();
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  dapp = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>dapp</title>
<iframe id="ours" src="${stack.server.url}/health"></iframe>
<iframe id="theirs" src="${stack.standIn.issuer}/.well-known/openid-configuration"></iframe>`);
  });
  await new Promise<void>((resolve) => dapp.listen(0, '127.0.0.1', resolve));
  dappUrl = `http://localhost:${(dapp.address() as AddressInfo).port}/`;
});
after(async () => {
  await browser?.close();
  if (dapp) await closeServer({ server: dapp });
  await stack?.stop();
});

describe('GET /auth/v1/oauth/callback in Chromium', () => {
  it("after the stand-in's login, posts { type: 'w3m-oauth-result', attemptId, status } to the opener's server-origin frame only, and leaves the closing to the dapp", async () => {
    const device = await createTestDevice();
    const attempt = await startSocialLogin({ server: stack.server, provider: 'google', device });

    const page = await browser.newPage();
    const violations: string[] = [];
    try {
      await page.goto(dappUrl);
      const listen = () => {
        const received: unknown[] = [];
        (window as unknown as { received: unknown[] }).received = received;
        window.addEventListener('message', (event) => received.push({ origin: event.origin, data: event.data }));
      };
      const frames = page.frames();
      const ours = frames.find((frame) => frame.url().startsWith(stack.server.url));
      const theirs = frames.find((frame) => frame.url().startsWith(stack.standIn.issuer));
      if (!ours || !theirs) throw new Error('the dapp page did not load both frames');
      await Promise.all([page.mainFrame(), ours, theirs].map((frame) => frame.evaluate(listen)));

      // The person in the popup: the stand-in's login page, as the e2e test drives it.
      const popupOpened = page.waitForEvent('popup');
      await page.evaluate((url) => void window.open(url, 'oauth', 'popup'), attempt.authorizationUrl);
      const popup = await popupOpened;
      popup.on('console', (message) => message.type() === 'error' && violations.push(message.text()));
      await popup.getByRole('heading', { name: 'Sign in to Google (local stand-in)' }).waitFor();
      await popup.locator('input[name="login"]').fill('popup-user@example.test');
      const callback = popup.waitForURL((url) => url.pathname === '/auth/v1/oauth/callback', { timeout: 10_000 });
      await popup.locator('[data-testid="oidc-login-submit"]').click();
      await callback;

      const read = () => (window as unknown as { received: unknown[] }).received;
      await ours.waitForFunction(() => (window as unknown as { received: unknown[] }).received.length > 0);
      assert.deepEqual(await ours.evaluate(read), [{ origin: stack.server.url, data: { type: 'w3m-oauth-result', attemptId: attempt.attemptId, status: 'done' } }]);
      assert.deepEqual(await theirs.evaluate(read), []);
      assert.deepEqual(await page.evaluate(read), []);
      assert.deepEqual(violations, []);
      assert.equal(popup.isClosed(), false, 'the dapp page closes the popup once the wallet is signed in');
      const completed = await completeSocialLogin({ server: stack.server, attempt, device });
      assert.equal((completed.json.user as { email: string }).email, 'popup-user@example.test');
    } finally {
      await page.close();
    }
  });

  it('also delivers the result when our frame opened the popup itself', async () => {
    const device = await createTestDevice();
    const attempt = await startSocialLogin({ server: stack.server, provider: 'apple', device });
    const callbackUrl = await signInAtStandIn({ browser: createCookieBrowser(), authorizationUrl: attempt.authorizationUrl, login: 'frame-opener', redirectUri: stack.redirectUri });
    const page = await browser.newPage();
    try {
      await page.goto(dappUrl);
      const ours = page.frames().find((frame) => frame.url().startsWith(stack.server.url));
      if (!ours) throw new Error('the dapp page did not load our frame');
      const received = ours.evaluate(
        (url) =>
          new Promise((resolve) => {
            window.addEventListener('message', (event) => resolve({ origin: event.origin, data: event.data }));
            window.open(url, 'oauth', 'popup');
          }),
        callbackUrl.href,
      );
      assert.deepEqual(await received, { origin: stack.server.url, data: { type: 'w3m-oauth-result', attemptId: attempt.attemptId, status: 'done' } });
    } finally {
      await page.close();
    }
  });

  it('keeps a page without an identified attempt open, with its message and no script', async () => {
    const page = await browser.newPage();
    try {
      const response = await page.goto(`${stack.redirectUri}?code=x&state=${'C'.repeat(43)}`);
      assert.equal(response?.status(), 400);
      assert.equal(await page.locator('#oauth-result').getAttribute('data-status'), 'failed');
      assert.match(await page.locator('#oauth-result p').innerText(), /invalid, expired or already used/);
      const direct = await openCallback({ url: `${stack.redirectUri}?state=${'C'.repeat(43)}` });
      assert.equal(direct.attemptId, undefined);
    } finally {
      await page.close();
    }
  });
});
