// The embedded wallet across sign-in methods and sites, on the demo page and the full dev stack:
// a social sign-in through the OIDC stand-in (playing Google), the same email account recovered on
// a second dapp site (its frame storage is another partition: a new device), and the frame
// refusing a second channel, while nothing secret reaches the page, its logs or the server's.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import { demoEvmAddress, freshEmail, modal, signInByEmail, walletFrame } from './embedded-wallet-helpers.js';

describe(
  'embedded wallet: social sign-in, a second site, isolation (demo page, full dev stack)',
  { timeout: 240_000 },
  () => {
    let e2e: E2eFixture;

    before(async () => {
      e2e = await startE2e();
    });

    after(async () => {
      await e2e?.stop();
    });

    it('signs in with Google through the OIDC stand-in: the popup opens on the click and closes when the wallet is ready', async () => {
      const { page, context } = await e2e.newPage('/');
      await page.locator('header w3m-button [data-testid="connect-button"]').click();
      const popupOpened = page.waitForEvent('popup');
      await modal(page).locator('[data-testid="social-google"]').click();
      const popup = await popupOpened;
      await popup.getByRole('heading', { name: 'Sign in to Google (local stand-in)' }).waitFor({ timeout: 20_000 });
      await popup.locator('input[name="login"]').fill(`grace.${Date.now()}@example.test`);
      const closed = popup.waitForEvent('close', { timeout: 30_000 });
      await popup.locator('[data-testid="oidc-login-submit"]').click();
      await closed;
      await waitForDemoStatus(page, 'connected', 30_000);
      assert.match(await demoEvmAddress(page), /^0x[0-9a-fA-F]{40}$/);
      await context.close();
    });

    it('recovers the same address on a second dapp site after a device code (no second wallet)', async () => {
      const serverUrl = e2e.stack.urls.server!;
      const email = freshEmail('traveller');
      const seen = new Set<string>();
      const first = await e2e.newPage('/');
      await signInByEmail({ page: first.page, serverUrl, email, seen });
      await waitForDemoStatus(first.page, 'connected', 30_000);
      const address = await demoEvmAddress(first.page);
      await first.context.close();

      // Same demo, another site (127.0.0.2 instead of 127.0.0.1): the frame sees no device share here.
      const second = await e2e.newPage(e2e.stack.urls.demoSecondSite!);
      const codes = await signInByEmail({ page: second.page, serverUrl, email, seen });
      assert.equal(codes.length, 2, 'a known account on a new device needs the device code too');
      await waitForDemoStatus(second.page, 'connected', 30_000);
      assert.equal(await demoEvmAddress(second.page), address);
      await second.context.close();
    });

    it('the frame answers only the channel of its embedding page: a second init and its requests get nothing', async () => {
      const { page, context } = await e2e.newPage('/');
      const email = freshEmail('isolated');
      await signInByEmail({ page, serverUrl: e2e.stack.urls.server!, email });
      await waitForDemoStatus(page, 'connected', 30_000);
      const answered = await page.evaluate(async () => {
        const iframe = document.querySelector('#w3m-iframe') as HTMLIFrameElement;
        const channel = new MessageChannel();
        const replies: unknown[] = [];
        channel.port1.onmessage = (event) => replies.push(event.data);
        // (No named helper functions in here: the test's transpiler would wrap them in a helper the page lacks.)
        const [initId, requestId, strayId] = [0, 1, 2].map(() =>
          Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(''),
        );
        iframe.contentWindow!.postMessage(
          { id: initId, type: '@w3m-app/INIT', payload: { protocolVersion: 1 } },
          new URL(iframe.src).origin,
          [channel.port2],
        );
        channel.port1.postMessage({ id: requestId, type: '@w3m-app/GET_USER', payload: {} });
        // A message without a port, as any script could post: nothing may answer on the window either.
        iframe.contentWindow!.postMessage(
          { id: strayId, type: '@w3m-app/GET_USER', payload: {} },
          new URL(iframe.src).origin,
        );
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return replies;
      });
      assert.deepEqual(answered, []);
      // The real channel still works.
      await page.locator('[data-testid="demo-sign-message"]').click();
      await walletFrame(page).locator('[data-testid="approval"]').waitFor();
      await walletFrame(page).locator('[data-testid="approval-reject"]').click();
      await context.close();
    });
  },
);
