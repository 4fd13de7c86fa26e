// The accessibility e2e's tours of the embedded wallet's remaining views (issue 20 part 4): a social
// sign-in and its new device on a second site, an email change, the frame's recovery screens and the
// device code of a second site. Each view is reached once and scanned in place (both themes).
import type { Page } from 'playwright-core';
import { waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import {
  enterEmailCode,
  freshEmail,
  modal,
  nextCode,
  signInByEmail,
  typeCode,
  walletFrame,
} from './embedded-wallet-helpers.js';
import { gotoDemo, openAccount, openConnect, waitView } from './accessibility-helpers.js';

export interface EmbeddedTourParameters {
  e2e: E2eFixture;
  /** Scans the view where it stands on `page`. */
  check: (parameters: { page: Page; view: string }) => Promise<void>;
}

const PASSPHRASE = 'a passphrase for the accessibility tour';

/**
 * Clicks a social button on the open Connect view, lets `whileOpen` look at the modal while the
 * provider's window (the OIDC stand-in) is open, then signs in there; resolves once it closed.
 */
async function socialSignIn({
  page,
  provider,
  login,
  whileOpen,
}: {
  page: Page;
  provider: 'google' | 'x';
  login: string;
  whileOpen?: () => Promise<void>;
}): Promise<void> {
  await openConnect(page);
  const popupOpened = page.waitForEvent('popup');
  await modal(page).locator(`[data-testid="social-${provider}"]`).click();
  const popup = await popupOpened;
  await popup.locator('input[name="login"]').waitFor({ timeout: 20_000 });
  await whileOpen?.();
  await popup.locator('input[name="login"]').fill(login);
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await popup.locator('[data-testid="oidc-login-submit"]').click();
  await closed;
}

/**
 * X (no email) on the first site: ConnectingSocial while its window is open, then the account's
 * smart-account row; the same X account on a second site: EmbeddedWalletDevicePending; the first
 * site's Account then shows the waiting device.
 */
export async function tourSocial({ e2e, check }: EmbeddedTourParameters) {
  const login = `a11y-x-${Date.now()}`;
  const context = await e2e.browser.newContext();
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
    await gotoDemo({ e2e, page, path: '/', theme: 'dark' });
    await socialSignIn({
      page,
      provider: 'x',
      login,
      whileOpen: async () => {
        await modal(page).locator('[data-testid="connecting-social"] wui-spinner').waitFor();
        await check({ page, view: 'ConnectingSocial' });
      },
    });
    await waitForDemoStatus(page, 'connected', 30_000);
    await page.locator('header w3m-button [data-testid="account-button"]').waitFor({ timeout: 15_000 });
    await openAccount(page);
    await waitView(page, 'account-type-row', 20_000);
    await check({ page, view: 'Account (embedded wallet, smart account row)' });

    await gotoDemo({ e2e, page, path: e2e.stack.urls.demoSecondSite!, theme: 'dark' });
    await socialSignIn({ page, provider: 'x', login });
    await waitView(page, 'device-pending-view', 30_000);
    await check({ page, view: 'EmbeddedWalletDevicePending' });

    // Back on the first site (still signed in there): Account warns of the waiting device.
    await gotoDemo({ e2e, page, path: '/', theme: 'dark' });
    await waitForDemoStatus(page, 'connected', 30_000);
    await openAccount(page);
    await waitView(page, 'account-pending-device', 20_000);
    await check({ page, view: 'Account (embedded wallet, a device waits)' });
  } finally {
    await context.close();
  }
}

/**
 * Email on the first site: UpdateEmailPrimaryOtp and UpdateEmailSecondaryOtp, then the frame's
 * recovery method screen (passphrase chosen). The new email on a second site: EmailVerifyDevice
 * (also with a wrong code), then the frame's recovery key screen (also with a wrong passphrase).
 */
export async function tourEmailDevice({ e2e, check }: EmbeddedTourParameters) {
  const serverUrl = e2e.stack.urls.server!;
  const email = freshEmail('a11y-before');
  const newEmail = freshEmail('a11y-after');
  const seen = new Set<string>();
  const context = await e2e.browser.newContext();
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
    await gotoDemo({ e2e, page, path: '/', theme: 'dark' });
    await signInByEmail({ page, serverUrl, email, seen });
    await waitForDemoStatus(page, 'connected', 30_000);
    await page.locator('header w3m-button [data-testid="account-button"]').waitFor({ timeout: 15_000 });

    await openAccount(page);
    await modal(page).locator('[data-testid="account-update-email"]').click();
    await modal(page).locator('[data-testid="email-input"]').fill(newEmail);
    await modal(page).locator('[data-testid="email-submit"]').click();
    await waitView(page, 'email-update-primary-view', 20_000);
    await check({ page, view: 'UpdateEmailPrimaryOtp' });
    await typeCode(page, await nextCode({ serverUrl, email, seen }));
    await waitView(page, 'email-update-secondary-view', 20_000);
    await check({ page, view: 'UpdateEmailSecondaryOtp' });
    await typeCode(page, await nextCode({ serverUrl, email: newEmail, seen }));
    await waitView(page, 'account-view', 20_000);

    await modal(page).locator('[data-testid="account-security"]').click();
    await modal(page).locator('[data-testid="security-change-recovery"]').click({ timeout: 20_000 });
    const chooser = walletFrame(page).locator('[data-testid="recovery-method-screen"]');
    await chooser.waitFor({ timeout: 20_000 });
    await check({ page, view: 'EmbeddedWalletRecoveryMethod (frame)' });
    await chooser.locator('[data-testid="recovery-choose-passphrase"]').click();
    await chooser.locator('[data-testid="recovery-new-passphrase"]').waitFor();
    await check({ page, view: 'EmbeddedWalletRecoveryMethod (frame, passphrase)' });
    await chooser.locator('[data-testid="recovery-new-passphrase"]').fill(PASSPHRASE);
    await chooser.locator('[data-testid="recovery-repeat-passphrase"]').fill(PASSPHRASE);
    await chooser.locator('[data-testid="recovery-save-passphrase"]').click();
    await modal(page)
      .locator('[data-testid="security-recovery-method"]', { hasText: 'Your passphrase' })
      .waitFor({ timeout: 30_000 });

    // Another site is another storage partition for the frame: a new device of this account.
    await gotoDemo({ e2e, page, path: e2e.stack.urls.demoSecondSite!, theme: 'dark' });
    await enterEmailCode({ page, serverUrl, email: newEmail, seen });
    await waitView(page, 'email-device-view', 30_000);
    await check({ page, view: 'EmailVerifyDevice' });
    const code = await nextCode({ serverUrl, email: newEmail, seen });
    // One digit off: refused, and the boxes empty for the right one.
    await typeCode(page, code.slice(0, -1) + ((Number(code.at(-1)) + 1) % 10));
    await waitView(page, 'otp-error', 20_000);
    await check({ page, view: 'EmailVerifyDevice (wrong code)' });
    await typeCode(page, code);
    const screen = walletFrame(page).locator('[data-testid="recovery-key-screen"]');
    await screen.waitFor({ timeout: 30_000 });
    await check({ page, view: 'EmbeddedWalletRecoveryKey (frame)' });
    await screen.locator('[data-testid="recovery-passphrase"]').fill('not the passphrase');
    await screen.locator('[data-testid="recovery-unlock"]').click();
    await screen.locator('[data-testid="recovery-error"]').waitFor({ timeout: 30_000 });
    await check({ page, view: 'EmbeddedWalletRecoveryKey (frame, wrong passphrase)' });
  } finally {
    await context.close();
  }
}

/** Google (the provider verified the email) on a second site: the device code goes to that address (EmailVerifyDevice, social). */
export async function tourSocialDeviceCode({ e2e, check }: EmbeddedTourParameters) {
  const login = `a11y-google-${Date.now()}`;
  const context = await e2e.browser.newContext();
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
    await gotoDemo({ e2e, page, path: '/', theme: 'dark' });
    await socialSignIn({ page, provider: 'google', login });
    await waitForDemoStatus(page, 'connected', 30_000);

    await gotoDemo({ e2e, page, path: e2e.stack.urls.demoSecondSite!, theme: 'dark' });
    await socialSignIn({ page, provider: 'google', login });
    await waitView(page, 'email-social-device-view', 30_000);
    await check({ page, view: 'EmailVerifyDevice (social sign-in)' });
  } finally {
    await context.close();
  }
}
