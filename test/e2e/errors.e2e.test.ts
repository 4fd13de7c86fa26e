// SPEC §8 texts reached through the demo page against the full dev stack (issue 20 part 5): the
// embedded wallet's frame refusing the page's origin (APKT005), and the relay refusing a JWT
// signed by a clock ahead of it (provider error "JWT not yet valid" → APKT006).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { startE2e, type E2eFixture } from './e2e-fixture.js';
import { freshEmail, modal } from './embedded-wallet-helpers.js';

const alertText = (page: Page) => modal(page).locator('[data-testid="alertbar"] .message');
// A string, not a function: tsx would add its own helpers to a function's source.
const CLOCK_AHEAD_SCRIPT = `{ const realNow = Date.now; Date.now = () => realNow() + 10 * 60 * 1000; }`;

async function closeAlert(page: Page): Promise<void> {
  await modal(page).locator('[data-testid="alertbar"] button').click();
  await alertText(page).waitFor({ state: 'detached' });
}

describe('SPEC §8 errors end to end (demo page, full dev stack)', { timeout: 180_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it("the frame refuses the page's origin: 'Unverified Domain' at once (not after the 20 s load wait), under the email field too", async () => {
    // demo-restricted allows https://dapp.example only: the frame reads that list and refuses the demo's origin.
    const { page, context } = await e2e.newPage('/?projectId=demo-restricted');
    await page.locator('header w3m-button [data-testid="connect-button"]').click();
    // The modal's own origins check says APKT002 first; closed, so the frame's alert is the next one.
    await alertText(page).waitFor({ timeout: 15_000 });
    assert.equal(await alertText(page).textContent(), 'Invalid App Configuration');
    await closeAlert(page);

    await modal(page).locator('[data-testid="email-input"]').fill(freshEmail('refused'));
    const started = Date.now();
    await modal(page).locator('[data-testid="email-submit"]').click();
    const fieldError = modal(page).locator('[data-testid="email-error"]');
    await fieldError.waitFor({ timeout: 15_000 });
    assert.ok(Date.now() - started < 15_000, `refused after ${Date.now() - started} ms`);
    assert.equal(await fieldError.textContent(), 'Unverified Domain');
    await alertText(page).waitFor();
    assert.equal(await alertText(page).textContent(), 'Unverified Domain');
    // The refused frame is gone; the next submit asks a fresh one, refused as fast.
    assert.equal(await page.locator('iframe#w3m-iframe').count(), 0);
    await closeAlert(page);
    await modal(page).locator('[data-testid="email-submit"]').click();
    await alertText(page).waitFor({ timeout: 15_000 });
    assert.equal(await alertText(page).textContent(), 'Unverified Domain');
    await context.close();
  });

  it("a relay JWT from a clock 10 min ahead: 'Session Expired' (JWT not yet valid) in the banner and the view, with a retry", async () => {
    const context = await e2e.browser.newContext();
    await context.addInitScript(CLOCK_AHEAD_SCRIPT);
    const page = await context.newPage();
    await page.goto(new URL('/', e2e.stack.urls.demo!).toString());
    await page.locator('header w3m-button [data-testid="connect-button"]').click();
    await modal(page).locator('[data-testid="wallet-walletConnect"]').click();
    const view = modal(page).locator('[data-testid="connecting-wc-view"]');
    await view.locator('[data-testid="wc-retry"]').waitFor({ timeout: 20_000 });
    assert.equal(await view.locator('[data-testid="wc-error-hint"]').textContent(), 'Session Expired');
    await alertText(page).waitFor();
    assert.equal(await alertText(page).textContent(), 'Session Expired');
    await context.close();
  });
});
