// Issue 20 part 4: a visitor with only a keyboard connects the EVM test wallet, sends ETH and
// disconnects on the demo page (full dev stack). No mouse: every step is Tab, Shift+Tab, arrows,
// Home/End, Enter, Escape or typing, and each step checks where focus is.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { parseEther } from 'viem';
import type { Page } from 'playwright-core';
import { chainBalance, fund, startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';

const WALLET_RDNS = 'dev.openmodal.testwallet';
const modal = (page: Page) => page.locator('w3m-modal');

/** The data-testids around the focused element, innermost first, across shadow roots. */
async function focusPath(page: Page): Promise<string[]> {
  // No named functions inside: tsx's keepNames would wrap them in a helper the page does not have.
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    const ids: string[] = [];
    let node: Node | null = active;
    while (node) {
      if (node instanceof HTMLElement && node.dataset.testid) ids.push(node.dataset.testid);
      node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);
    }
    return ids;
  });
}

/** Whether focus is on (or inside) the element with `testId`, or one whose test id starts so with `prefix: true`. */
const isAt = (path: string[], testId: string, prefix = false) =>
  path.some((id) => (prefix ? id.startsWith(testId) : id === testId));

/** Presses Tab (or Shift+Tab) until focus reaches `testId`; fails with where focus went instead. */
async function tabTo(page: Page, testId: string, { prefix = false, shift = false, max = 40 } = {}) {
  const seen: string[] = [];
  for (let step = 0; step < max; step++) {
    await page.keyboard.press(shift ? 'Shift+Tab' : 'Tab');
    const path = await focusPath(page);
    if (isAt(path, testId, prefix)) return;
    seen.push(path[0] ?? '(no test id)');
  }
  throw new Error(`Tab never reached ${testId}; focus went through ${seen.join(' → ')}`);
}

/** Waits up to 2 s for focus to arrive at `testId` (it may move a frame after a render). */
async function expectFocusAt(page: Page, testId: string, message: string) {
  let path = await focusPath(page);
  for (let waited = 0; !isAt(path, testId) && waited < 2000; waited += 50) {
    await page.waitForTimeout(50);
    path = await focusPath(page);
  }
  assert.ok(isAt(path, testId), `${message}: focus is at ${JSON.stringify(path)}`);
}

describe('keyboard only: connect, send, disconnect (demo page, full dev stack)', { timeout: 180_000 }, () => {
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
      ether: '1',
    });
  });

  after(async () => {
    await e2e?.stop();
  });

  it('opens with Enter, walks the list with arrows, connects, sends, closes with Escape and disconnects', async () => {
    const { page, context } = await e2e.newPage('/?testWallet');
    const [chainA] = e2e.stack.config.chains;
    const receiver = e2e.stack.config.devAccounts[3]!;
    await page.locator('header w3m-button [data-testid="connect-button"]').waitFor();

    // The page's first w3m-button is the header's; Enter opens the dialog and focus moves into it.
    await tabTo(page, 'connect-button');
    await page.keyboard.press('Enter');
    await modal(page).locator('[role="dialog"]').waitFor();
    await expectFocusAt(page, 'w3m-modal-card', 'the open dialog has focus');
    // Shift+Tab from the dialog wraps to its last stop instead of leaving for the page.
    await page.keyboard.press('Shift+Tab');
    await expectFocusAt(page, 'w3m-modal-card', 'Shift+Tab stays in the dialog');

    // Into the wallet list, then arrows: End, Home, and down to the test wallet.
    await tabTo(page, 'wallet-', { prefix: true });
    await page.keyboard.press('End');
    await expectFocusAt(page, 'all-wallets', 'End goes to the last row');
    await page.keyboard.press('Home');
    const first = await focusPath(page);
    assert.ok(isAt(first, 'wallet-', true), `Home goes to the first row: ${JSON.stringify(first)}`);
    for (let step = 0; step < 10 && !isAt(await focusPath(page), `wallet-${WALLET_RDNS}`); step++)
      await page.keyboard.press('ArrowDown');
    await expectFocusAt(page, `wallet-${WALLET_RDNS}`, 'the arrows reach the test wallet');
    // The list is one Tab stop (roving tabindex): Tab leaves it, Shift+Tab comes back to the same row.
    await page.keyboard.press('Tab');
    const afterList = await focusPath(page);
    assert.ok(!isAt(afterList, 'connect-list'), `Tab leaves the wallet list: ${JSON.stringify(afterList)}`);
    await page.keyboard.press('Shift+Tab');
    await expectFocusAt(page, `wallet-${WALLET_RDNS}`, 'Shift+Tab returns to the row last focused');
    await page.keyboard.press('Enter');
    await waitForDemoStatus(page, 'connected', 15_000);
    await modal(page).locator('[role="dialog"]').waitFor({ state: 'detached' });
    await page.locator('header w3m-button [data-testid="account-button-balance"]').waitFor({ timeout: 15_000 });
    // The button that opened the dialog became the account button while it was open: focus is on it.
    await expectFocusAt(page, 'account-button', 'focus is back on the header button after connecting');

    // Account → Send, typed, previewed and sent.
    const receiverBefore = await chainBalance({ rpcUrl: chainA!.rpcUrl, address: receiver.address });
    await page.keyboard.press('Enter');
    await modal(page).locator('[data-testid="account-view"]').waitFor();
    await tabTo(page, 'account-send');
    await page.keyboard.press('Enter');
    await modal(page).locator('[data-testid="send-view"]').waitFor();
    await tabTo(page, 'send-amount');
    await page.keyboard.type('0.01');
    await tabTo(page, 'send-receiver');
    await page.keyboard.type(receiver.address);
    await modal(page).locator('[data-testid="send-preview"] button:not([disabled])').waitFor();
    await tabTo(page, 'send-preview');
    await page.keyboard.press('Enter');
    await modal(page).locator('[data-testid="send-preview-view"]').waitFor();
    await tabTo(page, 'send-confirm');
    await page.keyboard.press('Enter');
    await modal(page).locator('[data-testid="account-view"]').waitFor({ timeout: 20_000 });
    assert.equal(
      (await chainBalance({ rpcUrl: chainA!.rpcUrl, address: receiver.address })) - receiverBefore,
      parseEther('0.01'),
      'the receiver got exactly what was typed',
    );

    // Escape closes; focus goes back to the button that opened the dialog.
    await page.keyboard.press('Escape');
    await modal(page).locator('[role="dialog"]').waitFor({ state: 'detached' });
    await expectFocusAt(page, 'account-button', 'Escape returns focus to the opener');

    // Disconnect, by keyboard too.
    await page.keyboard.press('Enter');
    await modal(page).locator('[data-testid="account-view"]').waitFor();
    await tabTo(page, 'account-disconnect');
    await page.keyboard.press('Enter');
    await page.locator('header w3m-button [data-testid="connect-button"]').waitFor();
    await waitForDemoStatus(page, 'disconnected');
    await context.close();
  });
});
