// Issue 20 part 1: the demo page's appKit used the way a page written for Reown AppKit uses it
// (subscribeAccount's isConnected, open({ view }), disconnect(namespace)), and the connect and
// account buttons the demo shows, against the real dev stack and the EVM test wallet.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AppKit } from '../../src/index.js';
import { startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';

const WALLET_RDNS = 'dev.openmodal.testwallet';

interface SeenAccount {
  isConnected: boolean;
  status: string;
  address?: string;
  caipAddress?: string;
  embedded: boolean;
}

/** The demo page's globals: its app, and what this test's callback recorded. */
type DemoWindow = { appKit: AppKit; seenAccounts: SeenAccount[] };

describe('public API as an AppKit page uses it (demo page, full dev stack)', { timeout: 180_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it('subscribeAccount sees isConnected, open({ view }) shows the explainer, disconnect("eip155") ends it', async () => {
    const { page, context } = await e2e.newPage('/?testWallet');
    const visitor = e2e.stack.config.devAccounts[1]!;
    await waitForDemoStatus(page, 'disconnected');
    // What an AppKit page does: read the AppKit shape from the callback.
    await page.evaluate(() => {
      const win = window as unknown as DemoWindow;
      win.seenAccounts = [];
      win.appKit.subscribeAccount((account) =>
        win.seenAccounts.push({
          isConnected: account.isConnected,
          status: account.status,
          address: account.address,
          caipAddress: account.caipAddress,
          embedded: account.embeddedWalletInfo !== undefined,
        }),
      );
    });
    const lastSeen = () => page.evaluate(() => (window as unknown as DemoWindow).seenAccounts.at(-1));

    await page.evaluate(() => (window as unknown as DemoWindow).appKit.open({ view: 'WhatIsAWallet' }));
    await page.locator('w3m-modal [data-testid="what-is-a-wallet-view"]').waitFor();
    assert.equal(await page.locator('w3m-modal #w3m-modal-title').textContent(), 'What is a wallet?');
    await page.locator('w3m-modal [data-testid="what-is-a-wallet-get"]').click();
    await page.locator('w3m-modal [data-testid="all-wallets-view"]').waitFor();
    await page.locator('w3m-modal [data-testid="w3m-close"]').click();
    await page.locator('w3m-modal [role="dialog"]').waitFor({ state: 'detached' });

    // The demo's <w3m-connect-button> opens the Connect view; its header help is the same explainer.
    await page.locator('w3m-connect-button [data-testid="connect-button"]').click();
    await page.locator('w3m-modal [data-testid="w3m-help"]').click();
    await page.locator('w3m-modal [data-testid="what-is-a-wallet-view"]').waitFor();
    await page.locator('w3m-modal [data-testid="w3m-back"]').click();
    await page.locator(`w3m-modal [data-testid="wallet-${WALLET_RDNS}"]`).click();
    await waitForDemoStatus(page, 'connected');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="demo-is-connected"]')?.textContent === 'true',
    );
    const connected = await lastSeen();
    assert.equal(connected?.isConnected, true);
    assert.equal(connected?.status, 'connected');
    assert.equal(connected?.address?.toLowerCase(), visitor.address.toLowerCase());
    assert.match(connected?.caipAddress ?? '', /^eip155:\d+:0x/);
    assert.equal(connected?.embedded, false);
    const account = await page.evaluate(() => (window as unknown as DemoWindow).appKit.getAccount('eip155'));
    assert.equal(account.isConnected, true);

    // The demo's <w3m-account-button charsStart="6" charsEnd="4" balance="hide">.
    const accountButton = page.locator('w3m-account-button');
    await accountButton.locator('[data-testid="account-button-address"]').waitFor();
    assert.equal(
      (await accountButton.locator('[data-testid="account-button-address"]').textContent())?.toLowerCase(),
      `${visitor.address.slice(0, 8)}…${visitor.address.slice(-4)}`.toLowerCase(),
    );
    assert.equal(await accountButton.locator('[data-testid="account-button-balance"]').count(), 0);
    assert.equal(
      await page.locator('w3m-connect-button [data-testid="connect-button"]').count(),
      1,
      'the connect button keeps its look',
    );
    await accountButton.locator('[data-testid="account-button"]').click();
    await page.locator('w3m-modal [data-testid="account-view"]').waitFor();
    await page.locator('w3m-modal [data-testid="w3m-close"]').click();
    await page.locator('w3m-modal [role="dialog"]').waitFor({ state: 'detached' });

    await page.evaluate(() => (window as unknown as DemoWindow).appKit.disconnect('eip155'));
    await waitForDemoStatus(page, 'disconnected');
    const disconnected = await lastSeen();
    assert.equal(disconnected?.isConnected, false);
    assert.equal(await page.locator('[data-testid="demo-is-connected"]').textContent(), 'false');
    await accountButton.locator('[data-testid="account-button"]').waitFor({ state: 'detached' });
    await context.close();
  });
});
