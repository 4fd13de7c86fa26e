// Issue 20 part 4: axe-core (WCAG 2.0/2.1 A and AA) finds nothing on any view a visitor reaches on
// the demo page, in the dark and the light theme. Each view is reached the way a visitor reaches it
// and scanned where it stands, in both themes (switched in place); axe looks into shadow roots and
// into the embedded wallet's frame. Every finding is collected, so one run lists them all.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { BrowserContext } from 'playwright-core';
import { fund, startE2e, type E2eFixture } from './e2e-fixture.js';
import { modal } from './embedded-wallet-helpers.js';
import { openConnect, scanBothThemes, waitView, WALLET_RDNS } from './accessibility-helpers.js';
import { tourEmbeddedWallet, tourSiwx, tourTestWallet, tourUnsupportedChain } from './accessibility-tours.js';

describe(
  'accessibility: axe finds no WCAG 2.1 A/AA violation on any view (demo page, full dev stack)',
  { timeout: 600_000 },
  () => {
    let e2e: E2eFixture;

    before(async () => {
      e2e = await startE2e();
      const [chainA] = e2e.stack.config.chains;
      const [funder, visitor] = e2e.stack.config.devAccounts;
      await fund({
        rpcUrl: chainA!.rpcUrl,
        chainId: chainA!.id,
        fromKey: funder!.privateKey,
        to: visitor!.address,
        ether: '2',
      });
    });

    after(async () => {
      await e2e?.stop();
    });

    it('every reachable view, each scanned in the dark and the light theme', async (t) => {
      const context: BrowserContext = await e2e.browser.newContext();
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
      const found: string[] = [];
      const scanned: string[] = [];
      // Each view is reached once and scanned in both themes where it stands (the theme switched in place).
      const check = async (view: string) => {
        scanned.push(view);
        await scanBothThemes({ page, view, found });
      };
      const theme = 'dark';
      try {
        await tourTestWallet({ e2e, page, theme, check });
        await tourUnsupportedChain({ e2e, page, theme, check });
        await tourSiwx({ e2e, page, theme, check });
        await tourEmbeddedWallet({ e2e, page, theme, check });
      } finally {
        await context.close();
      }
      t.diagnostic(`scanned ${scanned.length} views: ${scanned.join(', ')}`);
      assert.deepEqual(found, [], `axe found ${found.length} violation(s):\n${found.join('\n')}`);
    });
  },
);

describe('accessibility: motion and zoom (demo page, full dev stack)', { timeout: 120_000 }, () => {
  let e2e: E2eFixture;

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    await e2e?.stop();
  });

  it('honours prefers-reduced-motion: no entrance animation, a still spinner', async () => {
    const motion = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await e2e.browser.newContext({ reducedMotion });
      try {
        const page = await context.newPage();
        await page.goto(new URL('/?testWallet', e2e.stack.urls.demo!).toString());
        await openConnect(page);
        await waitView(page, `wallet-${WALLET_RDNS}`);
        return await page.evaluate(async () => {
          const card = document.querySelector('w3m-modal')!.shadowRoot!.querySelector('.card')!;
          const spinner = document.createElement('wui-spinner');
          document.body.append(spinner);
          await (spinner as unknown as { updateComplete: Promise<unknown> }).updateComplete;
          const svg = spinner.shadowRoot!.querySelector('svg')!;
          return { card: getComputedStyle(card).animationName, spinner: getComputedStyle(svg).animationName };
        });
      } finally {
        await context.close();
      }
    };
    // Measured both ways, so the test fails if the animations were simply gone.
    assert.deepEqual(await motion('no-preference'), { card: 'rise', spinner: 'spin' });
    assert.deepEqual(await motion('reduce'), { card: 'none', spinner: 'none' });
  });

  it('stays usable at 200% zoom (640×360 CSS px): the dialog fits the viewport and scrolls inside it', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 640, height: 360 } });
    try {
      const page = await context.newPage();
      await page.goto(new URL('/?testWallet', e2e.stack.urls.demo!).toString());
      await openConnect(page);
      await waitView(page, 'all-wallets');
      const card = modal(page).locator('[data-testid="w3m-modal-card"]');
      const box = (await card.boundingBox())!;
      assert.ok(
        box.y >= 0 && box.y + box.height <= 360,
        `the dialog's box ${JSON.stringify(box)} is inside the viewport`,
      );
      assert.ok(
        box.x >= 0 && box.x + box.width <= 640,
        `the dialog's box ${JSON.stringify(box)} is inside the viewport`,
      );
      const overflow = await card.evaluate((element) => ({
        horizontal: element.scrollWidth > element.clientWidth,
        scrolls: element.scrollHeight > element.clientHeight && getComputedStyle(element).overflowY === 'auto',
      }));
      assert.equal(overflow.horizontal, false, 'nothing is cut off sideways');
      assert.equal(
        overflow.scrolls,
        true,
        'the Connect view is taller than the viewport: the dialog scrolls inside it',
      );
      // The last row is below the fold: reachable by scrolling the dialog (the page behind is locked).
      const last = modal(page).locator('[data-testid="all-wallets"]');
      await last.scrollIntoViewIfNeeded();
      const lastBox = (await last.boundingBox())!;
      assert.ok(lastBox.y >= 0 && lastBox.y + lastBox.height <= 360, 'the last row scrolls into view');
      await last.click();
      await waitView(page, 'all-wallets-view');
    } finally {
      await context.close();
    }
  });
});
