import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser } from 'playwright-core';
import { closeServer } from '../../server/close-server.js';
import { chromiumArgs, chromiumPath } from '../../scripts/wtr/chromium-args.mjs';
import { createCookieBrowser } from './cookie-browser.js';
import {
  completeSocialLogin,
  freshStandInLogin,
  openCallback,
  signInAtStandIn,
  startOAuthTestStack,
  startSocialLogin,
  type OAuthTestStack,
} from './oauth-requests.js';
import { createTestDevice } from './start-auth-server.js';

// The callback page in Chromium: a dapp page (localhost) embeds a frame of the server's origin
// and one of another origin, opens the popup on the callback URL, and only the server-origin
// frame may hear the result and its one-time token (callback.js, targetOrigin = its own origin),
// under the page's CSP. A callback page nobody's frame claims completes nothing (F1).

type Received = { origin: string; data: { type: string; attemptId: string; status: string; callbackToken?: string } };
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
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
<iframe id="ours" src="${stack.server.url}/frame/?projectId=demo-project"></iframe>
<iframe id="theirs" src="${stack.standIn.issuer}/.well-known/openid-configuration"></iframe>`);
  });
  await new Promise<void>((resolve) => dapp.listen(0, '127.0.0.1', resolve));
  dappUrl = `http://localhost:${(dapp.address() as AddressInfo).port}/`;
  // Only the wallet frame's document may be framed (every other page says DENY), by its project's origins.
  stack.server.temp.database
    .prepare("UPDATE projects SET allowed_origins = ? WHERE project_id = 'demo-project'")
    .run(JSON.stringify([new URL(dappUrl).origin]));
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
      // Every window listens; ours also acknowledges, as the wallet frame does (social-login.ts).
      const listen = (acknowledge: boolean) => {
        const received: unknown[] = [];
        (window as unknown as { received: unknown[] }).received = received;
        window.addEventListener('message', (event) => {
          received.push({ origin: event.origin, data: event.data });
          if (acknowledge)
            (event.source as Window).postMessage(
              { type: 'w3m-oauth-ack', attemptId: event.data.attemptId },
              event.origin,
            );
        });
      };
      const frames = page.frames();
      const ours = frames.find((frame) => frame.url().startsWith(stack.server.url));
      const theirs = frames.find((frame) => frame.url().startsWith(stack.standIn.issuer));
      if (!ours || !theirs) throw new Error('the dapp page did not load both frames');
      await Promise.all([page.mainFrame(), ours, theirs].map((frame) => frame.evaluate(listen, frame === ours)));

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
      const [delivered, ...more] = (await ours.evaluate(read)) as Received[];
      assert.deepEqual(more, []);
      assert.deepEqual(
        { ...delivered!, data: { ...delivered!.data, callbackToken: undefined } },
        {
          origin: stack.server.url,
          data: { type: 'w3m-oauth-result', attemptId: attempt.attemptId, status: 'done', callbackToken: undefined },
        },
      );
      assert.match(delivered!.data.callbackToken ?? '', TOKEN, 'the one-time token goes to our frame only');
      assert.deepEqual(await theirs.evaluate(read), []);
      assert.deepEqual(await page.evaluate(read), []);
      await popup.locator('#oauth-result[data-delivery="acknowledged"]').waitFor();
      assert.equal(
        await popup.locator('#oauth-result').getAttribute('data-callback-token'),
        null,
        'the page keeps no copy of the token',
      );
      assert.deepEqual(violations, []);
      assert.equal(popup.isClosed(), false, 'the dapp page closes the popup once the wallet is signed in');
      const completed = await completeSocialLogin({
        server: stack.server,
        attempt,
        device,
        callbackToken: delivered!.data.callbackToken!,
      });
      assert.equal((completed.json.user as { email: string }).email, 'popup-user@example.test');
    } finally {
      await page.close();
    }
  });

  it('also delivers the result when our frame opened the popup itself', async () => {
    const device = await createTestDevice();
    const attempt = await startSocialLogin({ server: stack.server, provider: 'apple', device });
    const callbackUrl = await signInAtStandIn({
      browser: createCookieBrowser(),
      authorizationUrl: attempt.authorizationUrl,
      login: 'frame-opener',
      redirectUri: stack.redirectUri,
    });
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
      const { origin, data } = (await received) as Received;
      assert.deepEqual(
        [origin, data.type, data.attemptId, data.status],
        [stack.server.url, 'w3m-oauth-result', attempt.attemptId, 'done'],
      );
      assert.match(data.callbackToken ?? '', TOKEN);
    } finally {
      await page.close();
    }
  });

  it('completes nothing when the callback is opened without an opener (a link sent to a victim, F1): the token goes nowhere', async () => {
    const attacker = await createTestDevice();
    const attempt = await startSocialLogin({ server: stack.server, provider: 'google', device: attacker });
    // The victim opens the attacker's authorization URL in a tab of their own browser and signs in.
    const context = await browser.newContext();
    const victimTab = await context.newPage();
    try {
      await victimTab.goto(attempt.authorizationUrl);
      await victimTab.locator('input[name="login"]').fill(freshStandInLogin('victim'));
      const callback = victimTab.waitForURL((url) => url.pathname === '/auth/v1/oauth/callback', { timeout: 10_000 });
      await victimTab.locator('[data-testid="oidc-login-submit"]').click();
      await callback;
      const result = victimTab.locator('#oauth-result');
      await victimTab.locator('#oauth-result[data-delivery="no-opener"]').waitFor();
      assert.match(await result.locator('p').innerText(), /not started from an app in this browser/);
      assert.equal(await result.getAttribute('data-callback-token'), null);
      // The attacker holds the attempt secret, but not the token the page never handed to anyone.
      const completed = await completeSocialLogin({ server: stack.server, attempt, device: attacker });
      assert.deepEqual([completed.status, completed.json.code], [400, 'OAUTH_ATTEMPT_INVALID']);
      assert.equal(
        stack.server.temp.database
          .prepare(
            'SELECT count(*) FROM auth_sessions s JOIN auth_devices d USING (user_id, device_id) WHERE d.device_id = ?',
          )
          .pluck()
          .get(attacker.deviceId),
        0,
      );
    } finally {
      await context.close();
    }
  });

  it('says to start again when no frame of ours claims the result (an opener of another site)', async () => {
    const device = await createTestDevice();
    const attempt = await startSocialLogin({ server: stack.server, provider: 'google', device });
    const callbackUrl = await signInAtStandIn({
      browser: createCookieBrowser(),
      authorizationUrl: attempt.authorizationUrl,
      login: freshStandInLogin(),
      redirectUri: stack.redirectUri,
    });
    const page = await browser.newPage();
    try {
      // The stand-in's origin plays a foreign opener: no frame of the server's origin anywhere.
      await page.goto(`${stack.standIn.issuer}/.well-known/openid-configuration`);
      const popupOpened = page.waitForEvent('popup');
      await page.evaluate((url) => void window.open(url, 'oauth', 'popup'), callbackUrl.href);
      const popup = await popupOpened;
      await popup.locator('#oauth-result[data-delivery="unclaimed"]').waitFor({ timeout: 10_000 });
      assert.match(await popup.locator('#oauth-result p').innerText(), /Start again from the app/);
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
