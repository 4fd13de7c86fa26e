// Clickjacking of the embedded wallet's approval (T7, issue "Hardening" part 5), on the demo page
// and the full dev stack. The demo page plays a compromised allowed dapp: its own script makes
// the frame transparent, covers it with a decoy that lets clicks through, or slides it under a
// resting pointer, and the visitor then clicks where Approve is. None of that approves. The
// honest page still approves, high-risk requests included, and a frame whose visibility cannot be
// proven sends the visitor to the secure review window (a real popup on the frame's origin),
// where Approve and Reject work and closing the window refuses.
// The visitor signs in with a new wallet, so on the local chain the account is its smart account
// (issue 17): its signatures verify on the chain (ERC-6492 before it is deployed, ERC-1271 after).
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { createPublicClient, http, type Hex } from 'viem';
import { fund, startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import {
  POINTER_REST_MS,
  answerApproval,
  demoEvmAddress,
  demoResult,
  freshEmail,
  signInByEmail,
  walletFrame,
} from './embedded-wallet-helpers.js';
import { verifyOnChain } from './smart-account-checks.js';

// Long enough for the frame to have armed Approve, had it been left alone (700 ms + a margin).
const PAST_ARMING_MS = 1500;
const WAITING = 'Waiting for the wallet…';

const approvalButton = (page: Page, name: 'approve' | 'reject' | 'secure-review') =>
  walletFrame(page).locator(`[data-testid="approval-${name}"]`);
const demoResultText = async (page: Page) => (await page.locator('[data-testid="demo-result"]').textContent()) ?? '';

/** Clicks a demo button and waits for the frame's approval screen; returns where Approve is, in page pixels. */
async function requestApproval(
  page: Page,
  button: 'demo-sign-message' | 'demo-send-transaction',
): Promise<{ x: number; y: number }> {
  await page.locator(`[data-testid="${button}"]`).click();
  await walletFrame(page).locator('[data-testid="approval"]').waitFor({ timeout: 20_000 });
  const box = await approvalButton(page, 'approve').boundingBox();
  if (!box) throw new Error('setup: the approval screen shows no Approve button');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Clicks a demo button and waits for the frame's approval screen. */
async function requestOnly(page: Page, button: 'demo-sign-message' | 'demo-send-transaction'): Promise<void> {
  await page.locator(`[data-testid="${button}"]`).click();
  await walletFrame(page).locator('[data-testid="approval"]').waitFor({ timeout: 20_000 });
}

/**
 * The attack's click where Approve was, on a frame the page has hidden or covered: Approve is
 * neither armed nor shown, the dapp gets no answer, and what the click reached instead is
 * 'Review in a secure window' (Approve's place while obscured), a window the page cannot touch,
 * which shows the request and waits for its own answer. Closing it refuses.
 */
async function clickWhereApproveWas(page: Page, approve: { x: number; y: number }, attack: string): Promise<void> {
  await page.mouse.move(approve.x, approve.y);
  await page.waitForTimeout(PAST_ARMING_MS);
  assert.equal(await approvalButton(page, 'approve').isVisible(), false, `${attack}: Approve is shown`);
  assert.equal(await approvalButton(page, 'approve').isEnabled(), false, `${attack}: Approve is armed`);
  const popup = page.waitForEvent('popup', { timeout: 5000 });
  await page.mouse.click(approve.x, approve.y);
  await assertNotApproved(page, attack);
  const reviewWindow = await popup;
  await reviewWindow.locator('[data-testid="approval"]').waitFor({ timeout: 10_000 });
  assert.equal(new URL(reviewWindow.url()).pathname, '/frame/review');
  await reviewWindow.close();
  assert.match(await demoResult(page), /^Error 4001: /);
}

/** What the hostile page does to the frame element (its own DOM: nothing stops it). */
async function onFrameElement(page: Page, script: string): Promise<void> {
  await page.evaluate(`{ const frame = document.getElementById('w3m-iframe'); ${script} }`);
}

/** After the attack's click: the dapp got no answer and the approval still waits. */
async function assertNotApproved(page: Page, attack: string): Promise<void> {
  await page.waitForTimeout(500);
  assert.equal(await demoResultText(page), WAITING, `${attack}: the dapp received an answer`);
  assert.equal(
    await walletFrame(page).locator('[data-testid="approval"]').count(),
    1,
    `${attack}: the approval screen went away`,
  );
}

/** The visitor's click in the secure review window: it opens as a real popup on the frame's origin. */
async function openSecureWindow(page: Page, serverUrl: string): Promise<Page> {
  const secure = approvalButton(page, 'secure-review');
  await secure.waitFor({ state: 'visible', timeout: 5000 });
  const [popup] = await Promise.all([page.waitForEvent('popup'), secure.click()]);
  await popup.waitForLoadState();
  assert.equal(new URL(popup.url()).origin, new URL(serverUrl).origin, 'the secure window is on the frame’s origin');
  assert.equal(new URL(popup.url()).pathname, '/frame/review');
  await popup.locator('[data-testid="approval"]').waitFor({ timeout: 10_000 });
  return popup;
}

/** Answers in the secure window as a visitor would: pointer onto the button, a rest, a click. */
async function answerInSecureWindow(popup: Page, answer: 'approve' | 'reject'): Promise<void> {
  const button = popup.locator(`[data-testid="approval-${answer}"]`);
  await button.hover();
  await popup.waitForTimeout(POINTER_REST_MS);
  const closed = popup.waitForEvent('close');
  // The window closes itself on the click, sometimes before Playwright is done with the click.
  await popup
    .locator(`[data-testid="approval-${answer}"]:enabled`)
    .click({ timeout: 5000 })
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}

describe(
  'embedded wallet: clickjacking of the approval (demo page as a hostile dapp, full dev stack)',
  { timeout: 300_000 },
  () => {
    let e2e: E2eFixture;
    let page: Page;
    let address: Hex;

    before(async () => {
      e2e = await startE2e();
      ({ page } = await e2e.newPage('/'));
      await signInByEmail({ page, serverUrl: e2e.stack.urls.server!, email: freshEmail('clickjack') });
      await waitForDemoStatus(page, 'connected', 30_000);
      address = await demoEvmAddress(page);
      const [chainA] = e2e.stack.config.chains;
      await fund({
        rpcUrl: chainA!.rpcUrl,
        chainId: chainA!.id,
        fromKey: e2e.stack.config.devAccounts[0]!.privateKey,
        to: address,
        ether: '1',
      });
    });

    after(async () => {
      await e2e?.stop();
    });

    it('honest page: a high-risk transfer is approved in the frame itself (IntersectionObserver v2 proves the frame visible over the modal)', async () => {
      await requestApproval(page, 'demo-send-transaction');
      await walletFrame(page).locator('[data-testid="approval-approve"]:enabled').waitFor({ timeout: 5000 });
      assert.equal(
        await approvalButton(page, 'secure-review').isVisible(),
        false,
        'no secure window offered for a visible frame',
      );
      await answerApproval(page, 'approve');
      const hash = (await demoResult(page)) as Hex;
      const receipt = await createPublicClient({
        transport: http(e2e.stack.config.chains[0]!.rpcUrl),
      }).waitForTransactionReceipt({ hash });
      assert.equal(receipt.status, 'success');
    });

    it('a transparent frame (opacity 0) is not approved by a click where Approve is; shown again, it approves', async () => {
      const approve = await requestApproval(page, 'demo-sign-message');
      await onFrameElement(page, "frame.style.opacity = '0';");
      await clickWhereApproveWas(page, approve, 'opacity 0');

      await onFrameElement(page, "frame.style.opacity = '';");
      await requestApproval(page, 'demo-sign-message');
      await answerApproval(page, 'approve');
      assert.equal(
        await verifyOnChain({
          rpcUrl: e2e.stack.config.chains[0]!.rpcUrl,
          address,
          message: 'Hello from the AppKit demo',
          signature: (await demoResult(page)) as Hex,
        }),
        true,
      );
    });

    it('a decoy laid over the frame (pointer-events: none) does not get the click through to Approve', async () => {
      const approve = await requestApproval(page, 'demo-send-transaction');
      await page.evaluate(() => {
        const decoy = document.createElement('div');
        decoy.id = 'decoy';
        decoy.textContent = 'Click here to claim your prize';
        decoy.style.cssText =
          'position:fixed;inset:0;z-index:2147483647;pointer-events:none;background:#fff;display:grid;place-items:center;font-size:32px';
        document.body.append(decoy);
      });
      await clickWhereApproveWas(page, approve, 'decoy overlay');
      await page.evaluate(() => document.getElementById('decoy')?.remove());
    });

    it('a frame slid under the resting pointer refuses the click that follows; the same click after a rest approves', async () => {
      // Room beside the modal, so the frame can slide sideways and stay whole in the viewport.
      await page.setViewportSize({ width: 1800, height: 800 });
      const approve = await requestApproval(page, 'demo-sign-message');
      const frameBox = await page.locator('#w3m-iframe').boundingBox();
      if (!frameBox) throw new Error('setup: the frame is not shown');
      // The visitor's pointer rests on the page, left of the frame; Approve arms meanwhile.
      const shift = frameBox.width + 40;
      const rest = { x: approve.x - shift, y: approve.y };
      await page.mouse.move(rest.x, rest.y);
      await walletFrame(page).locator('[data-testid="approval-approve"]:enabled').waitFor({ timeout: 5000 });
      await page.waitForTimeout(POINTER_REST_MS);
      // The page slides the frame so Approve lies under the pointer, and the visitor clicks at once.
      await onFrameElement(page, `frame.style.left = (parseFloat(frame.style.left) - ${shift}) + 'px';`);
      await page.waitForTimeout(150);
      const moved = await approvalButton(page, 'approve').boundingBox();
      assert.ok(
        moved &&
          Math.abs(moved.x + moved.width / 2 - rest.x) < 2 &&
          (await approvalButton(page, 'approve').isEnabled()),
        'setup: an armed Approve is not under the pointer',
      );
      await page.mouse.down();
      await page.mouse.up();
      await assertNotApproved(page, 'moved under the pointer');

      // The pointer stays inside the frame past the rule: now a click is the visitor's own.
      await page.waitForTimeout(POINTER_REST_MS);
      const box = (await approvalButton(page, 'approve').boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      assert.equal(
        await verifyOnChain({
          rpcUrl: e2e.stack.config.chains[0]!.rpcUrl,
          address,
          message: 'Hello from the AppKit demo',
          signature: (await demoResult(page)) as Hex,
        }),
        true,
      );
      await page.setViewportSize({ width: 1280, height: 720 });
    });

    it('secure window: an obscured high-risk transfer is approved in a real popup on the frame’s origin, and rejected, and closing it refuses', async () => {
      const serverUrl = e2e.stack.urls.server!;
      const rpcUrl = e2e.stack.config.chains[0]!.rpcUrl;
      const cover = () => onFrameElement(page, "frame.style.opacity = '0.98';");
      await cover();

      // Approve in the secure window: the transfer is mined.
      await requestOnly(page, 'demo-send-transaction');
      let popup = await openSecureWindow(page, serverUrl);
      assert.match((await popup.locator('[data-testid="approval-title"]').textContent()) ?? '', /Transaction request/);
      assert.equal(
        await popup.locator('[data-testid="approval-row-value"]').count(),
        1,
        'the secure window shows the value',
      );
      assert.equal(
        await approvalButton(page, 'approve').isVisible(),
        false,
        'the frame offers no Approve while the secure window is open',
      );
      // Forged answers from the page (wrong source and origin) are ignored by the frame.
      await page.evaluate(() => {
        const frame = (document.getElementById('w3m-iframe') as HTMLIFrameElement).contentWindow!;
        for (const message of [{ type: 'w3m-review-ready' }, { type: 'w3m-review-answer', answer: 'approve' }])
          frame.postMessage(message, '*');
      });
      await page.waitForTimeout(500);
      assert.equal(await demoResultText(page), WAITING, 'a forged answer from the page settled the request');
      await answerInSecureWindow(popup, 'approve');
      const hash = (await demoResult(page)) as Hex;
      assert.equal(
        (await createPublicClient({ transport: http(rpcUrl) }).waitForTransactionReceipt({ hash })).status,
        'success',
      );

      // Reject in the secure window: the dapp gets 4001.
      await requestOnly(page, 'demo-send-transaction');
      popup = await openSecureWindow(page, serverUrl);
      await answerInSecureWindow(popup, 'reject');
      assert.match(await demoResult(page), /^Error 4001: /);

      // The visitor closes the secure window: a refusal, nothing waits on.
      await requestOnly(page, 'demo-send-transaction');
      popup = await openSecureWindow(page, serverUrl);
      await popup.close();
      assert.match(await demoResult(page), /^Error 4001: /);
      await onFrameElement(page, "frame.style.opacity = '';");
    });

    it('secure window: a review page opened by another origin shows nothing that origin sends it and answers nothing', async () => {
      const serverUrl = e2e.stack.urls.server!;
      const [reviewWindow] = await Promise.all([
        page.waitForEvent('popup'),
        page.evaluate(
          (url) =>
            void ((window as unknown as { forged?: Window | null }).forged = window.open(
              `${url}/frame/review`,
              '_blank',
              'popup',
            )),
          serverUrl,
        ),
      ]);
      await reviewWindow.waitForLoadState();
      await reviewWindow.locator('[data-testid="review-message"]').waitFor();
      // The dapp is this window's opener but not of the frame's origin: it hands over a request and a port, as the frame would.
      const reply = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (event) => resolve(JSON.stringify(event.data));
            setTimeout(() => resolve('no answer'), 1500);
            const details = {
              title: 'Forged request',
              origin: location.origin,
              rows: [{ label: 'Message', value: 'forged' }],
              warnings: [],
            };
            (window as unknown as { forged: Window }).forged.postMessage({ type: 'w3m-review-request', details }, '*', [
              channel.port2,
            ]);
          }),
      );
      assert.equal(reply, 'no answer');
      assert.equal(
        await reviewWindow.locator('[data-testid="approval"]').count(),
        0,
        'the review page showed a request from another origin',
      );
      await reviewWindow.close();
    });
  },
);
