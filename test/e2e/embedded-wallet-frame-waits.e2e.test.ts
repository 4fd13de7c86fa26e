// Issue 20 part 5 "no wait without an end", for the embedded wallet: the frame's server accepts
// the embedded account's balance request and never answers. The token list read through the frame
// (wallet_getAssets) ends after FRAME_READ_TIMEOUT_MS with 'Wallet Request Timeout' and
// 'Token Balance Unavailable', not a spinner forever; its Try again fetches once the server answers.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { FRAME_READ_TIMEOUT_MS } from '../../src/core/constants.js';
import { startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import { freshEmail, modal, signInByEmail } from './embedded-wallet-helpers.js';

describe(
  'embedded wallet: a frame read whose server hangs ends in bounded time (demo page, full dev stack)',
  {
    timeout: 180_000,
  },
  () => {
    let e2e: E2eFixture;

    before(async () => {
      e2e = await startE2e();
    });

    after(async () => {
      await e2e?.stop();
    });

    it("shows 'Token Balance Unavailable' and 'Wallet Request Timeout' when the frame's balance read never answers", async (t) => {
      const { page } = await e2e.newPage('/');
      // Held, never answered: the frame's wallet_getAssets (and the modal's own data API, were it asked).
      const held: Array<{ url: string; byWalletFrame: boolean }> = [];
      await page.route(
        /\/v1\/account\/[^/?]+\/balance/,
        (route) =>
          void held.push({ url: route.request().url(), byWalletFrame: route.request().frame() !== page.mainFrame() }),
      );
      await signInByEmail({ page, serverUrl: e2e.stack.urls.server!, email: freshEmail('frame-waits') });
      await waitForDemoStatus(page, 'connected', 30_000);
      await page.locator('header w3m-button [data-testid="account-button"]').click();
      const started = Date.now();
      await modal(page)
        .locator('[data-testid="tokens-unavailable"]')
        .waitFor({ timeout: FRAME_READ_TIMEOUT_MS + 15_000 });
      t.diagnostic(`held: ${JSON.stringify(held)}; ended ${Date.now() - started} ms after the Account view opened`);
      assert.ok(
        held.some(({ byWalletFrame }) => byWalletFrame),
        'the wallet frame asked its server for the balance (wallet_getAssets) and got no answer',
      );
      assert.equal(
        await modal(page).locator('[data-testid="tokens-unavailable"]').textContent(),
        'Token Balance Unavailable',
      );
      assert.equal(await modal(page).locator('[data-testid="tokens-loading"]').count(), 0, 'no spinner left');
      assert.match(
        (await modal(page).locator('[data-testid="alertbar"]').textContent({ timeout: 5000 })) ?? '',
        /Wallet Request Timeout/,
      );
      assert.ok(Date.now() - started < FRAME_READ_TIMEOUT_MS + 15_000);

      // The server answers again: Try again lists the account's tokens (none yet: "No tokens yet").
      await page.unroute(/\/v1\/account\/[^/?]+\/balance/);
      await modal(page).locator('[data-testid="tokens-retry"]').click();
      await modal(page)
        .locator('[data-testid="tokens-empty"], [data-testid^="token-row-"]')
        .first()
        .waitFor({ timeout: 20_000 });
      assert.equal(await modal(page).locator('[data-testid="tokens-unavailable"]').count(), 0);
    });
  },
);
