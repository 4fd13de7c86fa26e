// A visitor signed in by email changes the email from the Account view on the demo page, against
// the full dev stack: the code to the current address and the code to the new one come from the
// SMTP sink; Account then shows the new (truncated) email, the frame's GET_USER answers it, and
// after a sign-out the new address signs in to the same wallet.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { truncateEmail } from '../../src/core/utils/truncate-email.js';
import { startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import {
  demoEvmAddress,
  freshEmail,
  mailsTo,
  modal,
  nextCode,
  signInByEmail,
  typeCode,
} from './embedded-wallet-helpers.js';
import { dataFolderText, pageVisibleText, secretsStoredSince, watchSecrets } from './secret-watch.js';

// Before the page's scripts: remembers the MessagePorts the page posts on, i.e. the modal's end of
// the frame channel, so the test can ask the real frame for GET_USER itself.
const RECORD_PORTS = () => {
  const ports: MessagePort[] = [];
  (window as unknown as { __testPorts: MessagePort[] }).__testPorts = ports;
  const original = MessagePort.prototype.postMessage;
  MessagePort.prototype.postMessage = function (this: MessagePort, ...args: Parameters<MessagePort['postMessage']>) {
    if (!ports.includes(this)) ports.push(this);
    return original.apply(this, args as never);
  } as MessagePort['postMessage'];
};

/** The real frame's GET_USER answer, asked on the modal's own channel. */
async function frameUser(page: Page): Promise<{ type: string; payload: { email?: string | null; address?: string } }> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const port = (window as unknown as { __testPorts: MessagePort[] }).__testPorts.at(-1);
        if (!port) return reject(new Error('no frame channel on the page'));
        const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
          byte.toString(16).padStart(2, '0'),
        ).join('');
        port.addEventListener('message', (event: MessageEvent) => {
          if (event.data?.id === id) resolve(event.data);
        });
        port.postMessage({ id, type: '@w3m-app/GET_USER', payload: {} });
      }),
  );
}

describe('embedded wallet: update email (demo page, full dev stack)', { timeout: 240_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it('changes the email with both codes, shows it in Account, and signs in with it to the same wallet', async () => {
    const watch = watchSecrets({ stackLogFile: e2e.stackLogFile });
    const dataBefore = dataFolderText({ dataDir: e2e.dataDir });
    const context = await e2e.browser.newContext();
    await context.addInitScript(RECORD_PORTS);
    const page = await context.newPage();
    watch.page(page);
    await page.goto(new URL('/', e2e.stack.urls.demo!).toString());
    const serverUrl = e2e.stack.urls.server!;
    // Both longer than 30 characters, so Account shows them truncated (SPEC §9).
    const email = freshEmail('before-the-change');
    const newEmail = freshEmail('after-the-change');
    const seen = new Set<string>();

    const codes = await signInByEmail({ page, serverUrl, email, seen });
    await waitForDemoStatus(page, 'connected', 30_000);
    const address = await demoEvmAddress(page);
    assert.match(address ?? '', /^0x[0-9a-fA-F]{40}$/);

    await page.locator('header w3m-button [data-testid="account-button"]').click();
    const shownEmail = modal(page).locator('[data-testid="account-email"]');
    await shownEmail.waitFor({ timeout: 20_000 });
    assert.equal(await shownEmail.textContent(), truncateEmail({ email }));
    await modal(page).locator('[data-testid="account-update-email"]').click();
    const field = modal(page).locator('[data-testid="email-input"]');
    await field.waitFor({ timeout: 20_000 });
    assert.equal(await field.inputValue(), email, 'prefilled with the current email');
    await field.fill(newEmail);
    await modal(page).locator('[data-testid="email-submit"]').click();

    await modal(page).locator('[data-testid="email-update-primary-view"]').waitFor({ timeout: 20_000 });
    codes.push(await nextCode({ serverUrl, email, seen }));
    assert.equal((await mailsTo({ serverUrl, email }))[0]!.subject, 'Confirm the change of your email');
    await typeCode(page, codes.at(-1)!);
    await modal(page).locator('[data-testid="email-update-secondary-view"]').waitFor({ timeout: 20_000 });
    codes.push(await nextCode({ serverUrl, email: newEmail, seen }));
    assert.equal((await mailsTo({ serverUrl, email: newEmail }))[0]!.subject, 'Confirm your new email');
    await typeCode(page, codes.at(-1)!);

    await modal(page).locator('[data-testid="account-view"]').waitFor({ timeout: 20_000 });
    await modal(page)
      .locator('[data-testid="account-email"]', { hasText: truncateEmail({ email: newEmail }) })
      .waitFor({ timeout: 10_000 });
    assert.equal(await shownEmail.textContent(), truncateEmail({ email: newEmail }));
    assert.notEqual(truncateEmail({ email: newEmail }), newEmail, 'shown truncated');
    assert.equal(await shownEmail.getAttribute('title'), newEmail);
    const user = await frameUser(page);
    assert.deepEqual(
      [user.type, user.payload.email, user.payload.address],
      ['@w3m-frame/GET_USER_SUCCESS', newEmail, address],
    );

    // Nothing secret outside the frame and the mails.
    const visible = await pageVisibleText(page);
    assert.deepEqual(
      codes.filter((code) => visible.includes(code)),
      [],
      'the page sees no code',
    );
    assert.deepEqual(
      secretsStoredSince({ dataDir: e2e.dataDir, before: dataBefore, secrets: codes }),
      [],
      'the database holds no code',
    );

    // Sign out, then the new address signs in to the same wallet (this browser is a known device: one code).
    await page.keyboard.press('Escape');
    await page.locator('[data-testid="demo-disconnect"]').click();
    await waitForDemoStatus(page, 'disconnected', 10_000);
    const again = await signInByEmail({ page, serverUrl, email: newEmail, seen });
    codes.push(...again);
    assert.equal(again.length, 1, 'no device code: the device is known to this account');
    await waitForDemoStatus(page, 'connected', 30_000);
    assert.equal(await demoEvmAddress(page), address);

    watch.stop();
    assert.deepEqual(watch.leaks(codes), [], 'no log line of the page, the frame or the servers holds a code');
    await context.close();
  });
});
