// Languages (issue 20 part 3) through the demo page: a visitor whose browser speaks one of the six
// languages sees the buttons and the modal in it, Arabic right to left; setLocale switches the
// open modal and is remembered on reload. The expected texts are the tables' own.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { en, type Messages } from '../../src/core/messages/en.js';
import { messages as ar } from '../../src/core/messages/locales/ar/core.js';
import { messages as de } from '../../src/core/messages/locales/de/core.js';
import { messages as es } from '../../src/core/messages/locales/es/core.js';
import { messages as ja } from '../../src/core/messages/locales/ja/core.js';
import { messages as zhCN } from '../../src/core/messages/locales/zh-CN/core.js';
import { startE2e, type E2eFixture } from './e2e-fixture.js';

const TABLES: ReadonlyArray<[browserLocale: string, code: string, table: Messages]> = [
  ['en-US', 'en', en],
  ['de-AT', 'de', de],
  ['es-ES', 'es', es],
  ['ja-JP', 'ja', ja],
  ['zh-CN', 'zh-CN', zhCN],
  ['ar-EG', 'ar', ar],
];

/** The demo page's `window.appKit` (index.html), as far as this test uses it. */
type DemoWindow = { appKit: { setLocale(locale: string): Promise<void>; getLocale(): string } };

const modal = (page: Page) => page.locator('w3m-modal');
const connectButton = (page: Page) => page.locator('header w3m-button [data-testid="connect-button"]');
const title = (page: Page) => modal(page).locator('#w3m-modal-title');
const overlay = (page: Page) => modal(page).locator('[data-testid="w3m-overlay"]');

async function expectText(page: Page, locator: ReturnType<Page['locator']>, expected: string, what: string) {
  await locator
    .filter({ hasText: expected })
    .first()
    .waitFor({ timeout: 10_000 })
    .catch(async () => {
      throw new Error(`${what}: expected “${expected}”, saw “${await locator.first().textContent()}”`);
    });
}

describe('languages (demo page, full dev stack)', { timeout: 180_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  for (const [browserLocale, code, text] of TABLES) {
    it(`shows the buttons and the modal in the browser’s language: ${browserLocale} → ${code}`, async () => {
      const context = await e2e.browser.newContext({ locale: browserLocale });
      try {
        const page = await context.newPage();
        await page.goto(e2e.stack.urls.demo!);
        await expectText(page, connectButton(page), text.connectWallet, 'the connect button');
        await connectButton(page).click();
        await expectText(page, title(page), text.connectWallet, 'the Connect view’s title');
        assert.equal(await page.evaluate(() => (window as unknown as DemoWindow).appKit.getLocale()), code);
        assert.equal(await overlay(page).getAttribute('dir'), code === 'ar' ? 'rtl' : 'ltr');
        assert.equal(await overlay(page).getAttribute('lang'), code);
        if (code === 'ar') {
          const direction = await modal(page)
            .locator('[data-testid="w3m-modal-card"]')
            .evaluate((card) => getComputedStyle(card).direction);
          assert.equal(direction, 'rtl');
          assert.equal(await page.locator('header w3m-button').getAttribute('dir'), 'rtl');
        }
        // Another view's title: All Wallets (from the Connect view's list).
        await modal(page).locator('[data-testid="all-wallets"]').click();
        await expectText(page, title(page), text.allWallets, 'the All Wallets view’s title');
      } finally {
        await context.close();
      }
    });
  }

  it('switches the open modal with setLocale, and remembers the choice over the browser’s on reload', async () => {
    const context = await e2e.browser.newContext({ locale: 'en-US' });
    try {
      const page = await context.newPage();
      await page.goto(e2e.stack.urls.demo!);
      await connectButton(page).click();
      await expectText(page, title(page), en.connectWallet, 'the English title');
      await page.evaluate(() => (window as unknown as DemoWindow).appKit.setLocale('ja'));
      await expectText(page, title(page), ja.connectWallet, 'the title after setLocale(ja)');
      await expectText(page, connectButton(page), ja.connectWallet, 'the connect button after setLocale(ja)');
      await page.evaluate(() => (window as unknown as DemoWindow).appKit.setLocale('ar'));
      await expectText(page, title(page), ar.connectWallet, 'the title after setLocale(ar)');
      assert.equal(await overlay(page).getAttribute('dir'), 'rtl');
      await page.reload();
      await expectText(page, connectButton(page), ar.connectWallet, 'the connect button after a reload');
      const refused = await page.evaluate(() =>
        (window as unknown as DemoWindow).appKit.setLocale('fr').then(
          () => 'accepted',
          (error: Error) => error.message,
        ),
      );
      assert.match(refused, /Unsupported locale "fr"/);
      assert.equal(await page.evaluate(() => (window as unknown as DemoWindow).appKit.getLocale()), 'ar');
    } finally {
      await context.close();
    }
  });
});
