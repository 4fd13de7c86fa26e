// The wallet directory through the demo page, against the real dev stack: featured and recommended wallets, the
// All Wallets grid (paging, search), exclusion, project banners, analytics, and the server down.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';

const WALLET_RDNS = 'dev.openmodal.testwallet';
const METAMASK_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';
const TRUST_ID = '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0';
const modal = (page: Page) => page.locator('w3m-modal');
const directoryRows = (page: Page) => modal(page).locator('[data-testid^="directory-wallet-"]');
const cards = (page: Page) => modal(page).locator('wui-wallet-card');
const alertText = (page: Page) => modal(page).locator('[data-testid="alertbar"] .message');

async function openModal(page: Page): Promise<void> {
  await page.locator('header w3m-button [data-testid="connect-button"]').click();
  await modal(page).locator('[role="dialog"]').waitFor();
}

interface StoredEvent {
  origin: string | null;
  event: { timestamp: number; props: { event: string } };
}

describe('wallet directory (demo page, full dev stack)', { timeout: 240_000 }, () => {
  let e2e: E2eFixture;
  const events = async (since: number) => {
    const response = await fetch(`${e2e.stack.urls.server}/dev/events.json?projectId=demo-project&limit=1000`);
    const { events: stored } = (await response.json()) as { events: StoredEvent[] };
    const demoOrigin = new URL(e2e.stack.urls.demo!).origin;
    return stored.filter((entry) => entry.origin === demoOrigin && entry.event.timestamp >= since);
  };

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it('shows 4 recommended wallets from the server (no featuredWalletIds) next to the installed test wallet', async () => {
    const { page, context } = await e2e.newPage('/?testWallet');
    await openModal(page);
    await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).waitFor();
    await page.waitForFunction(
      () =>
        document
          .querySelector('w3m-modal')
          ?.shadowRoot?.querySelector('w3m-router')
          ?.shadowRoot?.querySelector('w3m-connect-view')
          ?.shadowRoot?.querySelectorAll('[data-group="recommended"]').length === 4,
    );
    assert.deepEqual(
      await directoryRows(page).evaluateAll((rows) => rows.map((row) => (row as HTMLElement & { name: string }).name)),
      ['MetaMask', 'Trust Wallet', 'OKX Wallet', 'Bitget Wallet'],
    );
    assert.equal(await modal(page).locator('[data-group="featured"]').count(), 0);
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/connect-directory.png' });
    await context.close();
  });

  it('with ?featuredWalletIds, features those in their order and recommends the next 4 (issue 20 part 7)', async () => {
    const { page, context } = await e2e.newPage(`/?testWallet&featuredWalletIds=${TRUST_ID},${METAMASK_ID}`);
    await openModal(page);
    await modal(page).locator('[data-group="recommended"]').nth(3).waitFor();
    assert.deepEqual(
      await directoryRows(page).evaluateAll((rows) =>
        rows.map((row) => [row.dataset.group, (row as HTMLElement & { name: string }).name]),
      ),
      [
        ['featured', 'Trust Wallet'],
        ['featured', 'MetaMask'],
        ['recommended', 'OKX Wallet'],
        ['recommended', 'Bitget Wallet'],
        ['recommended', 'Binance Web3 Wallet'],
        ['recommended', 'Uniswap Wallet'],
      ],
    );
    await context.close();
  });

  it('All Wallets loads page 1, the next page on scroll, and matches "trust" as it is typed', async () => {
    const { page, context } = await e2e.newPage('/?testWallet');
    await openModal(page);
    await modal(page).locator('[data-testid="all-wallets"]').click();
    await page.waitForFunction(
      () =>
        document
          .querySelector('w3m-modal')
          ?.shadowRoot?.querySelector('w3m-router')
          ?.shadowRoot?.querySelector('w3m-all-wallets-view')
          ?.shadowRoot?.querySelectorAll('wui-wallet-card').length === 40,
    );
    await page.screenshot({ path: 'test-results/all-wallets.png' });
    await modal(page)
      .locator('[data-testid="all-wallets-scroll"]')
      .evaluate((element) => {
        element.scrollTop = element.scrollHeight;
      });
    await page.waitForFunction(
      () =>
        document
          .querySelector('w3m-modal')
          ?.shadowRoot?.querySelector('w3m-router')
          ?.shadowRoot?.querySelector('w3m-all-wallets-view')
          ?.shadowRoot?.querySelectorAll('wui-wallet-card').length === 80,
      undefined,
      { timeout: 5000 },
    );

    // How fast is the bench's business (npm run bench), not a timed assertion on a shared machine.
    await modal(page).locator('[data-testid="all-wallets-search"]').pressSequentially('trust', { delay: 30 });
    await page.waitForFunction(
      () => {
        const names = [
          ...(document
            .querySelector('w3m-modal')
            ?.shadowRoot?.querySelector('w3m-router')
            ?.shadowRoot?.querySelector('w3m-all-wallets-view')
            ?.shadowRoot?.querySelectorAll('wui-wallet-card') ?? []),
        ].map((card) => (card as HTMLElement & { name: string }).name);
        return names[0] === 'Trust Wallet' && names.every((name) => name.toLowerCase().includes('trust'));
      },
      undefined,
      { timeout: 10_000 },
    );
    await page.screenshot({ path: 'test-results/all-wallets-search.png' });
    await context.close();
  });

  it('never shows an excluded wallet', async () => {
    const { page, context } = await e2e.newPage(`/?testWallet&excludeWalletIds=${METAMASK_ID}`);
    await openModal(page);
    await page.waitForFunction(
      () =>
        document
          .querySelector('w3m-modal')
          ?.shadowRoot?.querySelector('w3m-router')
          ?.shadowRoot?.querySelector('w3m-connect-view')
          ?.shadowRoot?.querySelectorAll('[data-group="recommended"]').length === 4,
    );
    assert.equal(await modal(page).locator(`[data-testid="directory-wallet-${METAMASK_ID}"]`).count(), 0);
    await modal(page).locator('[data-testid="all-wallets"]').click();
    await cards(page).nth(39).waitFor();
    assert.equal(await modal(page).locator(`[data-testid="all-wallets-${METAMASK_ID}"]`).count(), 0);
    await modal(page).locator('[data-testid="all-wallets-search"]').fill('meta');
    await page.waitForFunction(() =>
      (
        document
          .querySelector('w3m-modal')
          ?.shadowRoot?.querySelector('w3m-router')
          ?.shadowRoot?.querySelector('w3m-all-wallets-view')
          ?.shadowRoot?.querySelector('wui-wallet-card') as (HTMLElement & { name: string }) | null
      )?.name
        .toLowerCase()
        .includes('meta'),
    );
    const names = await cards(page).evaluateAll((all) =>
      all.map((card) => (card as HTMLElement & { name: string }).name),
    );
    assert.ok(names.length > 0 && !names.includes('MetaMask'), `search results: ${names.join(', ')}`);
    await context.close();
  });

  it('shows "Invalid Project ID" for a project the server does not know, and still connects the test wallet', async () => {
    const { page, context } = await e2e.newPage('/?testWallet&projectId=no-such-project');
    await openModal(page);
    await alertText(page).waitFor();
    assert.equal(await alertText(page).textContent(), 'Invalid Project ID');
    await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
    await waitForDemoStatus(page, 'connected');
    await context.close();
  });

  it('shows "Invalid App Configuration" when the page origin is outside the project list', async () => {
    const { page, context } = await e2e.newPage('/?testWallet&projectId=demo-restricted');
    await openModal(page);
    await alertText(page).waitFor();
    assert.equal(await alertText(page).textContent(), 'Invalid App Configuration');
    await page.screenshot({ path: 'test-results/origin-not-allowed.png' });
    await context.close();
  });

  it('stores analytics events on the server, and none when the dapp turns analytics off', async () => {
    const since = Date.now();
    const { page, context } = await e2e.newPage('/?testWallet');
    await openModal(page);
    await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
    await waitForDemoStatus(page, 'connected');
    let names: string[] = [];
    for (
      let tries = 0;
      tries < 50 &&
      !['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE'].every((name) => names.includes(name));
      tries++
    ) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      names = (await events(since)).map((entry) => entry.event.props.event);
    }
    assert.deepEqual(
      ['MODAL_OPEN', 'SELECT_WALLET', 'CONNECT_SUCCESS', 'MODAL_CLOSE'].filter((name) => !names.includes(name)),
      [],
      `stored: ${names.join(', ')}`,
    );
    assert.equal(
      await page.locator('[data-testid="demo-events-link"]').getAttribute('href'),
      `${e2e.stack.urls.server}/dev/events`,
    );
    await context.close();

    const quietSince = Date.now();
    const quiet = await e2e.newPage('/?testWallet&analytics=off');
    await openModal(quiet.page);
    await quiet.page.waitForFunction(
      () =>
        document
          .querySelector('w3m-modal')
          ?.shadowRoot?.querySelector('w3m-router')
          ?.shadowRoot?.querySelector('w3m-connect-view')
          ?.shadowRoot?.querySelectorAll('[data-group="recommended"]').length === 4,
    );
    await modal(quiet.page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
    await waitForDemoStatus(quiet.page, 'connected');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.deepEqual(await events(quietSince), []);
    await quiet.context.close();
  });

  for (const hanging of [false, true]) {
    it(`with the server ${hanging ? 'never answering' : 'refusing connections'}, All Wallets and its search end in an error with a retry`, async () => {
      const demo = await e2e.startDemoWithoutServer({ hanging });
      try {
        const { page, context } = await e2e.newPage(`${demo.url}/?testWallet`);
        await openModal(page);
        await modal(page).locator('[data-testid="all-wallets"]').click();
        const started = Date.now();
        const error = modal(page).locator('[data-testid="all-wallets-error"]');
        // Refused: three retries (1 s, 2 s, 4 s); never answered: SERVER_ANSWER_TIMEOUT_MS (15 s), no retry.
        await error.waitFor({ timeout: 25_000 });
        assert.ok(Date.now() - started < 20_000, `the wait ended after ${Date.now() - started} ms`);
        assert.equal(await error.locator('p').textContent(), 'Could not load the wallet list');
        assert.equal(await cards(page).count(), 0);
        // The retry asks again, and ends again. Checked with the refusing server only: a hanging one
        // ends the retry by the same per-request timeout as above, and 15 s more of CI buys nothing.
        await modal(page).locator('[data-testid="all-wallets-retry"]').waitFor();
        if (!hanging) {
          await modal(page).locator('[data-testid="all-wallets-retry"]').click();
          await modal(page).locator('[data-testid="all-wallets-grid"][aria-busy="true"]').waitFor();
          await error.waitFor({ timeout: 25_000 });
        }
        await modal(page).locator('[data-testid="all-wallets-search"]').fill('trust');
        await modal(page).locator('[data-testid="all-wallets-grid"][aria-busy="true"]').waitFor();
        await error.waitFor({ timeout: 25_000 });
        await context.close();
      } finally {
        await demo.stop();
      }
    });
  }

  it('with the server stopped, shows the catalogued banner and still connects the test wallet', async () => {
    // The stack's server stays up for the other tests: this demo page's server URL is a port nothing listens on.
    const demo = await e2e.startDemoWithoutServer();
    try {
      const { page, context } = await e2e.newPage(`${demo.url}/?testWallet`);
      await openModal(page);
      // Three retries with the query backoff (1 s, 2 s, 4 s) come first.
      await alertText(page).waitFor({ timeout: 20_000 });
      assert.equal(await alertText(page).textContent(), 'Network Error: Wallet Load Failed');
      await page.screenshot({ path: 'test-results/server-down.png' });
      await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
      await waitForDemoStatus(page, 'connected');
      await context.close();
    } finally {
      await demo.stop();
    }
  });
});
