// A new visitor connects the EVM test wallet through the demo page, against the real dev stack.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { chainBalance, expectedDisplay, fund, startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';

const WALLET_RDNS = 'dev.openmodal.testwallet';
const header = (page: Page) => page.locator('header w3m-button');

describe('connect an EVM browser wallet (demo page, full dev stack)', { timeout: 180_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
    const [chainA] = e2e.stack.config.chains;
    const [funder, visitor] = e2e.stack.config.devAccounts;
    // An odd amount, so the shown balance proves it was read from the chain and floored correctly.
    await fund({
      rpcUrl: chainA!.rpcUrl,
      chainId: chainA!.id,
      fromKey: funder!.privateKey,
      to: visitor!.address,
      ether: '1.23456789',
    });
  });

  after(async () => {
    await e2e?.stop();
  });

  it('connects, shows the real balance, stays connected after a reload, and disconnects', async () => {
    const { page, context } = await e2e.newPage('/?testWallet');
    const [chainA] = e2e.stack.config.chains;
    const visitor = e2e.stack.config.devAccounts[1]!;

    await header(page).locator('[data-testid="connect-button"]').click();
    await page.locator('w3m-modal [role="dialog"]').waitFor();
    await page.locator(`w3m-modal [data-testid="wallet-${WALLET_RDNS}"]`).click();

    const shortAddress = `${visitor.address.slice(0, 6)}…${visitor.address.slice(-6)}`;
    await page.locator('header w3m-button [data-testid="account-button-address"]').waitFor();
    assert.equal(
      (await header(page).locator('[data-testid="account-button-address"]').textContent())?.toLowerCase(),
      shortAddress.toLowerCase(),
    );
    const expected = expectedDisplay(await chainBalance({ rpcUrl: chainA!.rpcUrl, address: visitor.address }));
    await page.waitForFunction(
      (text) =>
        document
          .querySelector('header w3m-button')
          ?.shadowRoot?.querySelector('wui-account-button')
          ?.shadowRoot?.textContent?.includes(text),
      expected,
    );
    assert.equal(await header(page).locator('[data-testid="account-button-balance"]').textContent(), expected);
    assert.equal(await page.locator('w3m-modal [role="dialog"]').count(), 0, 'the modal closes after connecting');
    mkdirSync('test-results', { recursive: true });
    await page.screenshot({ path: 'test-results/connected.png' });

    await page.reload();
    await page.locator('header w3m-button [data-testid="account-button-address"]').waitFor({ timeout: 10_000 });
    assert.equal(await page.locator('w3m-modal [role="dialog"]').count(), 0, 'reconnecting opens nothing');
    await waitForDemoStatus(page, 'connected');

    await header(page).locator('[data-testid="account-button"]').click();
    await page.locator('w3m-modal [data-testid="account-view"]').waitFor();
    assert.equal(
      await page
        .locator('w3m-modal [data-testid="account-balance"]')
        .textContent()
        .then((text) => text?.trim()),
      expected,
    );
    await page.screenshot({ path: 'test-results/account-view.png' });
    await page.locator('w3m-modal [data-testid="account-disconnect"]').click();
    await header(page).locator('[data-testid="connect-button"]').waitFor();
    await page.reload();
    await header(page).locator('[data-testid="connect-button"]').waitFor();
    await waitForDemoStatus(page, 'disconnected');
    await context.close();
  });

  it('shows a declined request and lets the visitor retry', async () => {
    const { page, context } = await e2e.newPage('/?testWallet&wallet=reject');
    await header(page).locator('[data-testid="connect-button"]').click();
    await page.locator(`w3m-modal [data-testid="wallet-${WALLET_RDNS}"]`).click();
    await page.locator('w3m-modal [data-testid="connecting-error"]').waitFor();
    assert.equal(await page.locator('w3m-modal [data-testid="connecting-error"]').textContent(), 'Connection declined');
    await page.screenshot({ path: 'test-results/declined.png' });
    await waitForDemoStatus(page, 'disconnected');

    await page.locator('[data-testid="test-wallet-mode"]').selectOption('approve');
    await page.locator('w3m-modal [data-testid="connecting-retry"]').click();
    await page.locator('header w3m-button [data-testid="account-button-address"]').waitFor();
    await waitForDemoStatus(page, 'connected');
    await context.close();
  });

  it('works from the CDN builds (the classic-script loader and the ESM entry) in a plain HTML page', async () => {
    for (const variant of ['iife', 'esm'] as const) {
      const context = await e2e.browser.newContext();
      const page = await context.newPage();
      const pageUrl = new URL(`/cdn-${variant}.html`, e2e.stack.urls.demo!).toString();
      const config = JSON.stringify(e2e.stack.config);
      // The dev config is set before anything runs: the test wallet (a module script) reads it when it
      // executes, which may be before AppKit.ready resolves (it did under load: the wallet was not installed).
      const devScript = `<script>window.__APPKIT_DEV__ = ${config};</script>`;
      const boot = `const dev = window.__APPKIT_DEV__;
        const networks = dev.chains.map((c) => AK.defineEvmNetwork({ id: c.id, name: c.name, rpcUrl: c.rpcUrl }));
        AK.createAppKit({ projectId: dev.projectId, networks, rpcProxyUrl: dev.serverUrl, metadata: { name: 'cdn', description: '', url: location.origin, icons: [] } });`;
      const scripts =
        variant === 'iife'
          ? `<script src="/dist/cdn/appkit.iife.js"></script><script>AppKit.ready.then((AK) => { ${boot} });</script>`
          : `<script type="module">import * as AK from '/dist/cdn/appkit.esm.js'; ${boot}</script>`;
      await page.route(pageUrl, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html><body>${devScript}<w3m-button></w3m-button>${scripts}<script type="module" src="/test-wallet.js"></script></body></html>`,
        }),
      );
      // If the wallet's row never comes, say what the page showed.
      const seen: string[] = [];
      page.on('console', (message) => seen.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
      page.on('requestfailed', (request) => seen.push(`requestfailed: ${request.url()}`));
      await page.goto(pageUrl);
      await page.locator('w3m-button [data-testid="connect-button"]').click();
      await page
        .locator(`w3m-modal [data-testid="wallet-${WALLET_RDNS}"]`)
        .click()
        .catch(async (error: unknown) => {
          const modal = await page
            .locator('w3m-modal')
            .evaluate(
              (element) => element.shadowRoot?.textContent?.replace(/\s+/g, ' ').slice(0, 600) ?? '(no shadow root)',
            )
            .catch(() => '(no modal)');
          throw new Error(
            `${variant}: no test wallet row; the modal shows "${modal}"; the page said ${JSON.stringify(seen)}`,
            {
              cause: error,
            },
          );
        });
      await page.locator('w3m-button [data-testid="account-button-address"]').waitFor();
      await context.close();
    }
  });
});
