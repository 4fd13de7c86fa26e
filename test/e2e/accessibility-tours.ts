// The accessibility e2e's tours (issue 20 part 4): each reaches a group of views the way a visitor does
// and scans each one where it stands.
import type { Page } from 'playwright-core';
import { waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import { answerApproval, freshEmail, modal, nextCode, typeCode, walletFrame } from './embedded-wallet-helpers.js';
import {
  back,
  gotoDemo,
  openAccount,
  openConnect,
  waitView,
  WALLET_RDNS,
  type Theme,
} from './accessibility-helpers.js';

export interface TourParameters {
  e2e: E2eFixture;
  page: Page;
  theme: Theme;
  check: (view: string) => Promise<void>;
}

/** Connect, All Wallets, WalletConnect's QR, the test wallet's connecting view, then the account's views. */
export async function tourTestWallet({ e2e, page, theme, check }: TourParameters) {
  const [chainA] = e2e.stack.config.chains;
  const receiver = e2e.stack.config.devAccounts[2]!;
  await gotoDemo({ e2e, page, path: '/?testWallet&names=any', theme });
  await check('w3m-button (disconnected)');
  await openConnect(page);
  await waitView(page, `wallet-${WALLET_RDNS}`);
  await check('Connect');

  await modal(page).locator('[data-testid="all-wallets"]').click();
  await modal(page).locator('wui-wallet-card').first().waitFor({ timeout: 15_000 });
  await check('AllWallets');
  const firstName = (await modal(page).locator('wui-wallet-card').first().getAttribute('name')) ?? '';
  const search = modal(page).locator('[data-testid="all-wallets-search"]');
  await search.fill('zzzz-no-such-wallet');
  await waitView(page, 'all-wallets-empty');
  await check('AllWallets (empty search)');
  await search.fill(firstName.slice(0, 4) || 'a');
  await modal(page).locator('wui-wallet-card').first().waitFor();
  await modal(page).locator('[data-testid="all-wallets-empty"]').waitFor({ state: 'detached' });
  await check('AllWallets (search results)');
  // A directory wallet that is not installed: WalletConnect for it, then where to get it.
  await modal(page).locator('wui-wallet-card[data-installed="false"]').first().click();
  await waitView(page, 'wc-qr', 20_000);
  await check('ConnectingWalletConnect (a directory wallet)');
  if (await modal(page).locator('[data-testid="wc-get-wallet"]').count()) {
    await modal(page).locator('[data-testid="wc-get-wallet"]').click();
    await waitView(page, 'downloads-view');
    await check('Downloads');
    await back(page);
  }
  await back(page);
  await back(page);

  await modal(page).locator('[data-testid="wallet-walletConnect"]').click();
  await waitView(page, 'wc-qr', 20_000);
  await check('ConnectingWalletConnect');
  await back(page);

  await modal(page).locator('[data-testid="w3m-help"]').click();
  await waitView(page, 'what-is-a-wallet-view');
  await check('WhatIsAWallet');
  await back(page);

  await page.evaluate(() => window.__testWallet!.setMode('reject'));
  await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
  await waitView(page, 'connecting-error');
  await check('ConnectingExternal (declined)');
  await page.evaluate(() => window.__testWallet!.setMode('approve'));
  await modal(page).locator('[data-testid="connecting-retry"]').click();
  await waitForDemoStatus(page, 'connected', 15_000);
  await page.locator('header w3m-button [data-testid="account-button-balance"]').waitFor({ timeout: 15_000 });
  await check('w3m-button (connected)');

  await openAccount(page);
  await waitView(page, 'account-view');
  await modal(page).locator('[data-testid="token-quantity"]').first().waitFor({ timeout: 15_000 });
  await check('Account (Tokens tab)');
  await modal(page).locator('[data-testid="account-tab-activity"]').click();
  await modal(page)
    .locator('[data-testid="activity-row"], [data-testid="activity-empty"]')
    .first()
    .waitFor({ timeout: 15_000 });
  await check('Account (Activity tab)');
  await modal(page).locator('[data-testid="account-tab-tokens"]').click();

  await modal(page).locator('[data-testid="account-receive"]').click();
  await waitView(page, 'receive-view');
  await check('WalletReceive');
  await back(page);

  await modal(page).locator('[data-testid="account-send"]').click();
  await waitView(page, 'send-view');
  await check('WalletSend (empty)');
  await modal(page).locator('[data-testid="send-amount"]').fill('0.01');
  await modal(page).locator('[data-testid="send-receiver"]').fill('0x1234');
  await waitView(page, 'send-error');
  await check('WalletSend (error)');
  await modal(page).locator('[data-testid="send-receiver"]').fill(receiver.address);
  await modal(page).locator('[data-testid="send-error"]').waitFor({ state: 'detached' });
  await modal(page).locator('[data-testid="send-preview"]').click();
  await waitView(page, 'send-preview-view');
  await check('WalletSendPreview');
  await back(page);
  await modal(page).locator('[data-testid="send-token"]').click();
  await waitView(page, 'send-select-token-view');
  await check('WalletSendSelectToken');
  await back(page);
  await back(page);

  await modal(page).locator('[data-testid="account-swap"]').click();
  await waitView(page, 'swap-view');
  await check('Swap');
  await modal(page).locator('[data-testid="swap-token-to"]').click();
  await waitView(page, 'swap-select-token-view');
  await modal(page).locator('[data-testid="swap-token-option"]').first().waitFor({ timeout: 15_000 });
  await check('SwapSelectToken');
  await modal(page).locator('[data-testid="swap-token-search"]').fill(chainA!.token.symbol);
  await modal(page).locator(`[data-testid="swap-token-option"][data-symbol="${chainA!.token.symbol}"]`).click();
  await modal(page).locator('[data-testid="swap-amount-from"]').fill('0.01');
  await modal(page).locator('[data-testid="swap-review"] button:not([disabled])').waitFor({ timeout: 20_000 });
  await check('Swap (quoted)');
  await modal(page).locator('[data-testid="swap-review"]').click();
  await waitView(page, 'swap-preview-view');
  await check('SwapPreview');
  await back(page);
  await back(page);

  await modal(page).locator('[data-testid="account-choose-name"]').click();
  await waitView(page, 'register-name-view');
  await modal(page)
    .locator('[data-testid="register-name-input"]')
    .fill(`a11y${Date.now().toString(36)}`);
  await waitView(page, 'register-name-status');
  await check('RegisterAccountName');
  await back(page);

  await modal(page).locator('[data-testid="w3m-close"]').click();
  await page.locator('header w3m-network-button [data-testid="network-button"]').click();
  await waitView(page, 'networks-view');
  await check('Networks');
  await modal(page).locator('[data-testid="networks-search"]').fill('zzzz');
  await waitView(page, 'networks-empty');
  await check('Networks (no match)');
  await modal(page).locator('[data-testid="networks-what-is-a-network"]').click();
  await waitView(page, 'what-is-a-network-view');
  await check('WhatIsANetwork');
  await modal(page).locator('[data-testid="w3m-close"]').click();

  await openAccount(page);
  await modal(page).locator('[data-testid="account-disconnect"]').click();
  await page.locator('header w3m-button [data-testid="connect-button"]').waitFor();
}

/** The wallet on a chain the dapp lacks: UnsupportedChain. */
export async function tourUnsupportedChain({ e2e, page, theme, check }: TourParameters) {
  const [, chainB] = e2e.stack.config.chains;
  await gotoDemo({ e2e, page, path: `/?testWallet&networks=${chainB!.id}`, theme });
  await openConnect(page);
  await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
  await waitView(page, 'unsupported-chain-view');
  await check('UnsupportedChain');
  await modal(page).locator('[data-testid="unsupported-disconnect"]').click();
  await page.locator('header w3m-button [data-testid="connect-button"]').waitFor();
}

/** Sign in with X on: the sign view after connecting; with email capture, the email and its code first. */
export async function tourSiwx({ e2e, page, theme, check }: TourParameters) {
  await gotoDemo({ e2e, page, path: '/?testWallet&siwx=1', theme });
  await openConnect(page);
  await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
  await waitView(page, 'siwx-sign-message-view');
  await check('SIWXSignMessage');
  await modal(page).locator('[data-testid="siwx-cancel"]').click();
  // Sign-in is optional here: cancelling keeps the wallet connected, so the demo's own control disconnects.
  await page.locator('[data-testid="demo-disconnect"]').click();
  await page.locator('header w3m-button [data-testid="connect-button"]').waitFor();

  await gotoDemo({ e2e, page, path: '/?testWallet&siwx=1&emailCapture=1', theme });
  await openConnect(page);
  await modal(page).locator(`[data-testid="wallet-${WALLET_RDNS}"]`).click();
  await waitView(page, 'data-capture-view', 20_000);
  await check('DataCapture');
  await modal(page).locator('[data-testid="email-input"]').fill(freshEmail('a11y-capture'));
  await modal(page).locator('[data-testid="email-input"]').press('Enter');
  await waitView(page, 'data-capture-otp-view', 20_000);
  await check('DataCaptureOtpConfirm');
  await page.evaluate(async () => {
    const appKit = (window as unknown as { appKit: { disconnect(): Promise<void>; close(): Promise<void> } }).appKit;
    await appKit.disconnect();
    await appKit.close();
  });
  await page.locator('header w3m-button [data-testid="connect-button"]').waitFor();
}

/** The embedded wallet: the code view, then its approval screen inside the frame. */
export async function tourEmbeddedWallet({ e2e, page, theme, check }: TourParameters) {
  const serverUrl = e2e.stack.config.serverUrl;
  const email = freshEmail('a11y');
  await gotoDemo({ e2e, page, path: '/', theme });
  await openConnect(page);
  await modal(page).locator('[data-testid="email-input"]').fill(email);
  await check('Connect (email typed)');
  await modal(page).locator('[data-testid="email-submit"]').click();
  await waitView(page, 'email-login-view', 30_000);
  await check('EmailLogin (code)');
  await typeCode(page, await nextCode({ serverUrl, email, seen: new Set() }));
  await waitForDemoStatus(page, 'connected', 30_000);
  await page.locator('header w3m-button [data-testid="account-button"]').waitFor({ timeout: 15_000 });
  await openAccount(page);
  await waitView(page, 'account-email');
  await check('Account (embedded wallet)');
  await modal(page).locator('[data-testid="account-security"]').click();
  await waitView(page, 'wallet-security-view');
  await modal(page)
    .locator('[data-testid="security-device"], [data-testid="security-error"]')
    .first()
    .waitFor({ timeout: 15_000 });
  await check('WalletSecurity');
  await back(page);
  await modal(page).locator('[data-testid="account-update-email"]').click();
  await waitView(page, 'update-email-view');
  await check('UpdateEmailWallet');
  await back(page);
  await modal(page).locator('[data-testid="account-choose-name"]').click();
  await modal(page)
    .locator('[data-testid="register-name-input"]')
    .fill(`a11y${Date.now().toString(36)}`);
  await modal(page)
    .locator('[data-testid="register-name-status"]', { hasText: 'Available' })
    .waitFor({ timeout: 15_000 });
  await modal(page).locator('[data-testid="register-name-submit"]').click();
  await answerApproval(page, 'approve');
  await waitView(page, 'register-name-success', 30_000);
  await check('RegisterAccountNameSuccess');
  await modal(page).locator('[data-testid="w3m-close"]').click();
  await page.locator('[data-testid="demo-sign-message"]').click();
  await walletFrame(page).locator('[data-testid="approval"]').waitFor({ timeout: 20_000 });
  // Armed: axe skips the contrast of a disabled button, and Approve starts disabled for a moment.
  await walletFrame(page).locator('[data-testid="approval-approve"]:enabled').waitFor({ timeout: 10_000 });
  await check('ApproveTransaction (frame)');
  await walletFrame(page).locator('[data-testid="approval-reject"]').hover();
  await page.waitForTimeout(800);
  await walletFrame(page).locator('[data-testid="approval-reject"]').click();
}
