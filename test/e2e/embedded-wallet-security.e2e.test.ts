// The embedded wallet's security as a visitor meets it on the demo page, against the full dev
// stack (issue "Hardening" parts 1, 2, 9, 10): a social sign-in on a new site needs a second factor
// (a code to the provider's verified address, or a 72-hour wait the other devices can cut short
// with 'This wasn't me'), the Security view lists and removes devices and signs out everywhere, a
// passphrase or a passkey (CDP virtual authenticator with PRF) replaces the escrowed recovery key
// and is asked for on the frame's own screen, and a browser that blocks the frame's storage gets
// words it can act on while the server is left untouched.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../scripts/wtr/chromium-args.mjs';
import { startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import {
  answerApproval,
  demoEvmAddress,
  freshEmail,
  mailsTo,
  modal,
  nextCode,
  signInByEmail,
  typeCode,
  walletFrame,
} from './embedded-wallet-helpers.js';

const PASSPHRASE = 'a long passphrase only I know';

/** Social sign-in from the Connect view through the OIDC stand-in; resolves once the popup is gone. */
async function signInWithSocial({
  page,
  provider,
  login,
}: {
  page: Page;
  provider: 'google' | 'x';
  login: string;
}): Promise<void> {
  await page.locator('header w3m-button [data-testid="connect-button"]').click();
  const popupOpened = page.waitForEvent('popup');
  await modal(page).locator(`[data-testid="social-${provider}"]`).click();
  const popup = await popupOpened;
  await popup.locator('input[name="login"]').fill(login);
  const closed = popup.waitForEvent('close', { timeout: 30_000 });
  await popup.locator('[data-testid="oidc-login-submit"]').click();
  await closed;
}

async function openSecurity(page: Page): Promise<void> {
  await page.locator('header w3m-button [data-testid="account-button"]').click();
  await modal(page).locator('[data-testid="account-security"]').click();
  await modal(page).locator('[data-testid="security-devices"]').waitFor({ timeout: 20_000 });
}

const demoAddress = (page: Page) => demoEvmAddress(page);

describe(
  'embedded wallet security: devices, second factors, recovery keys, blocked storage (demo page, full dev stack)',
  { timeout: 300_000 },
  () => {
    let e2e: E2eFixture;

    before(async () => {
      e2e = await startE2e();
    });

    after(async () => {
      await e2e?.stop();
    });

    it("a Google sign-in on a second site waits for the code sent to the provider's verified address, then opens the same wallet; Security lists both devices", async () => {
      const serverUrl = e2e.stack.urls.server!;
      const login = `grace${Date.now()}`;
      const email = `${login}@google.test`;
      const first = await e2e.newPage('/');
      await signInWithSocial({ page: first.page, provider: 'google', login });
      await waitForDemoStatus(first.page, 'connected', 30_000);
      const address = await demoAddress(first.page);

      const second = await e2e.newPage(e2e.stack.urls.demoSecondSite!);
      await signInWithSocial({ page: second.page, provider: 'google', login });
      const view = modal(second.page).locator('[data-testid="email-social-device-view"]');
      await view.waitFor({ timeout: 30_000 });
      assert.match((await view.locator('[data-testid="otp-sent-to"]').textContent()) ?? '', /g•••@google\.test/);
      assert.equal(
        await second.page.locator('[data-testid="demo-status"]').textContent(),
        'disconnected',
        'no wallet before the second factor',
      );
      await typeCode(second.page, await nextCode({ serverUrl, email, seen: new Set() }));
      await waitForDemoStatus(second.page, 'connected', 30_000);
      assert.equal(await demoAddress(second.page), address);
      const subjects = (await mailsTo({ serverUrl, email })).map((mail) => mail.subject);
      for (const subject of [
        'A new device is waiting to use your wallet',
        'A new device can use your wallet',
        'Your wallet was opened on a new device',
      ])
        assert.ok(subjects.includes(subject), subject);

      await openSecurity(second.page);
      const devices = modal(second.page).locator('[data-testid="security-device"]');
      assert.equal(await devices.count(), 2);
      assert.match((await devices.allTextContents()).join(' '), /This device/);
      assert.match(
        (await devices.allTextContents()).join(' '),
        new RegExp(new URL(e2e.stack.urls.demoSecondSite!).host.replace(/\./g, '\\.')),
      );
      await first.context.close();
      await second.context.close();
    });

    it("an X sign-in (no email) on a second site waits 72 hours; the first site sees it and removes it ('This wasn't me'), then signs out everywhere", async () => {
      const login = `xavier${Date.now()}`;
      const first = await e2e.newPage('/');
      await signInWithSocial({ page: first.page, provider: 'x', login });
      await waitForDemoStatus(first.page, 'connected', 30_000);

      const second = await e2e.newPage(e2e.stack.urls.demoSecondSite!);
      const before = Date.now();
      await signInWithSocial({ page: second.page, provider: 'x', login });
      const waiting = modal(second.page).locator('[data-testid="device-pending-until"]');
      await waiting.waitFor({ timeout: 30_000 });
      const releaseAt = Date.parse((await waiting.getAttribute('data-release-at')) ?? '');
      assert.ok(Math.abs(releaseAt - (before + 72 * 3600_000)) < 120_000, 'released 72 hours after the first attempt');
      assert.equal(await second.page.locator('[data-testid="demo-status"]').textContent(), 'disconnected');

      await first.page.locator('header w3m-button [data-testid="account-button"]').click();
      const alert = modal(first.page).locator('[data-testid="account-pending-device"]');
      await alert.waitFor({ timeout: 20_000 });
      await alert.locator('[data-testid="account-pending-not-me"]').click();
      await alert.waitFor({ state: 'detached', timeout: 20_000 });
      await modal(first.page).locator('[data-testid="account-security"]').click();
      await modal(first.page).locator('[data-testid="security-devices"]').waitFor({ timeout: 20_000 });
      assert.equal(
        await modal(first.page).locator('[data-testid="security-device"]').count(),
        1,
        'the pending device is gone',
      );

      await modal(first.page).locator('[data-testid="security-sign-out-everywhere"]').click();
      await waitForDemoStatus(first.page, 'disconnected', 30_000);
      await first.page.reload();
      await first.page.waitForTimeout(3000);
      assert.equal(
        await first.page.locator('[data-testid="demo-status"]').textContent(),
        'disconnected',
        'the session is over, not just hidden',
      );
      await first.context.close();
      await second.context.close();
    });

    it('a passphrase replaces the escrowed key on the frame’s screen, and a second site asks for it there: a wrong one is refused, the right one opens the same wallet', async () => {
      const serverUrl = e2e.stack.urls.server!;
      const email = freshEmail('keeper');
      const seen = new Set<string>();
      const first = await e2e.newPage('/');
      await signInByEmail({ page: first.page, serverUrl, email, seen });
      await waitForDemoStatus(first.page, 'connected', 30_000);
      const address = await demoAddress(first.page);

      await openSecurity(first.page);
      assert.match(
        (await modal(first.page).locator('[data-testid="security-recovery-method"]').textContent()) ?? '',
        /custodial/,
      );
      await modal(first.page).locator('[data-testid="security-change-recovery"]').click();
      const chooser = walletFrame(first.page).locator('[data-testid="recovery-method-screen"]');
      await chooser.waitFor({ timeout: 20_000 });
      await chooser.locator('[data-testid="recovery-choose-passphrase"]').click();
      await chooser.locator('[data-testid="recovery-new-passphrase"]').fill(PASSPHRASE);
      await chooser.locator('[data-testid="recovery-repeat-passphrase"]').fill(PASSPHRASE);
      await chooser.locator('[data-testid="recovery-save-passphrase"]').click();
      await modal(first.page)
        .locator('[data-testid="security-recovery-method"]', { hasText: 'Your passphrase' })
        .waitFor({ timeout: 30_000 });
      assert.equal(
        await first.page.evaluate(() => document.body.innerText.includes('a long passphrase')),
        false,
        'the passphrase never reached the page',
      );
      await first.context.close();

      const second = await e2e.newPage(e2e.stack.urls.demoSecondSite!);
      await signInByEmail({ page: second.page, serverUrl, email, seen });
      const screen = walletFrame(second.page).locator('[data-testid="recovery-key-screen"]');
      await screen.waitFor({ timeout: 30_000 });
      await screen.locator('[data-testid="recovery-passphrase"]').fill('not my passphrase at all');
      await screen.locator('[data-testid="recovery-unlock"]').click();
      await screen
        .locator('[data-testid="recovery-error"]', { hasText: 'does not open this wallet' })
        .waitFor({ timeout: 30_000 });
      await screen.locator('[data-testid="recovery-passphrase"]').fill(PASSPHRASE);
      await screen.locator('[data-testid="recovery-unlock"]').click();
      await waitForDemoStatus(second.page, 'connected', 30_000);
      assert.equal(await demoAddress(second.page), address);
      // The approval screen no longer calls the wallet custodial.
      await second.page.locator('[data-testid="demo-sign-message"]').click();
      const approval = walletFrame(second.page).locator('[data-testid="approval"]');
      await approval.waitFor({ timeout: 20_000 });
      assert.match((await approval.locator('.note').textContent()) ?? '', /held by you alone/);
      await answerApproval(second.page, 'reject');
      await second.context.close();
    });

    it('a passkey with PRF (virtual authenticator) replaces the escrowed key, and opens the same wallet on a second site', async () => {
      const serverUrl = e2e.stack.urls.server!;
      const email = freshEmail('passkey');
      const seen = new Set<string>();
      const { page, context } = await e2e.newPage('/');
      // One authenticator for both sites: the page navigates from one site to the other.
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          ctap2Version: 'ctap2_1',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          hasPrf: true,
          automaticPresenceSimulation: true,
        },
      });
      await signInByEmail({ page, serverUrl, email, seen });
      await waitForDemoStatus(page, 'connected', 30_000);
      const address = await demoAddress(page);
      await openSecurity(page);
      await modal(page).locator('[data-testid="security-change-recovery"]').click();
      const chooser = walletFrame(page).locator('[data-testid="recovery-method-screen"]');
      await chooser.locator('[data-testid="recovery-choose-passkey-prf"]').click({ timeout: 20_000 });
      await modal(page)
        .locator('[data-testid="security-recovery-method"]', { hasText: 'Your passkey' })
        .waitFor({ timeout: 30_000 });

      await page.goto(e2e.stack.urls.demoSecondSite!);
      await signInByEmail({ page, serverUrl, email, seen });
      const screen = walletFrame(page).locator('[data-testid="recovery-key-screen"]');
      await screen.locator('[data-testid="recovery-passkey"]').click({ timeout: 30_000 });
      await waitForDemoStatus(page, 'connected', 30_000);
      assert.equal(await demoAddress(page), address);
      await context.close();
    });

    it('a browser that blocks the frame’s storage gets words to act on, and nothing is started on the server', async () => {
      // Playwright's own default flags turn third-party storage partitioning off, which (third-party
      // cookies being blocked) denies a cross-site frame its IndexedDB, as a strict browser would.
      const strict = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
      try {
        const page = await strict.newPage();
        await page.goto(e2e.stack.urls.demo!);
        const email = freshEmail('blocked');
        await page.locator('header w3m-button [data-testid="connect-button"]').click();
        await modal(page).locator('[data-testid="email-input"]').fill(email);
        await modal(page).locator('[data-testid="email-submit"]').click();
        await modal(page).getByText('blocks this wallet’s storage', { exact: false }).waitFor({ timeout: 30_000 });
        assert.match(
          (await modal(page).getByText('connect a browser wallet', { exact: false }).textContent()) ?? '',
          /Allow this site’s cookies and site data/,
        );
        assert.deepEqual(
          await mailsTo({ serverUrl: e2e.stack.urls.server!, email }),
          [],
          'no code was mailed, no challenge made',
        );
      } finally {
        await strict.close();
      }
    });
  },
);
