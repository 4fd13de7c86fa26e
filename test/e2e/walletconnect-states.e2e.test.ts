// ConnectingWalletConnect through the demo page, against the dev stack's relay and the 2.21.8 test
// wallet page (/dev/wc-wallet/), issue 15: the link path (the wallet chosen in All Wallets opens
// its page with the URI), a declined proposal and its retry, the URI replaced when under 10 s of
// its 4 minutes remain (SPEC §4, §9), the relay's refusals as APKT alerts (SPEC §8), and a mobile
// deep link. Nothing may leave the machine: every request or WebSocket of every context to a
// non-loopback host is refused and recorded (a custom-scheme deep link is no request: a spy sees it).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { en } from '../../src/core/messages/en.js';
import { ALERTS } from '../../src/core/errors/alerts.js';
import { WC_TEST_WALLET } from '../../server/wc-wallet/wc-test-wallet.js';
import { WC_WALLET_EVM_ACCOUNT } from '../../server/wc-wallet/wc-wallet-accounts.js';
import { startE2e, waitForDemoStatus, type E2eFixture } from './e2e-fixture.js';
import { keepOffTheNetwork } from './walletconnect-e2e-helpers.js';

const DAPP_NAME = 'AppKit demo'; // the demo page's metadata.name
const METAMASK_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96';
const IPHONE_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

// Strings, not functions: tsx would add its own helpers to a function's source.
// Chromium on a host with only loopback may say it is offline, and the SDK then refuses to pair
// (walletconnect notes §1.4); the relay is local, so online is the truth.
const ONLINE_SCRIPT = `Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true });`;
// Records what the page opens instead of opening it: a custom scheme would leave the page.
const OPEN_SPY_SCRIPT = `
  window.__opened = [];
  window.open = (url, target, features) => {
    window.__opened.push({ url: String(url), target: target ?? '', features: features ?? '' });
    return null;
  };`;

const modal = (page: Page) => page.locator('w3m-modal');
const view = (page: Page) => modal(page).locator('[data-testid="connecting-wc-view"]');
const alertText = (page: Page) => modal(page).locator('[data-testid="alertbar"] .message');
const walletCard = (walletPage: Page, name: string) => walletPage.getByRole('article', { name });
const proposalCard = (walletPage: Page) => walletCard(walletPage, `Session proposal from ${DAPP_NAME}`);

/** The pairing URI the view shows (the QR code's value), once it shows one other than `not`. */
async function shownUri(page: Page, { not }: { not?: string } = {}): Promise<string> {
  const qr = modal(page).locator('[data-testid="wc-qr"]');
  await page.waitForFunction(
    ({ previous }) => {
      const value = (
        document
          .querySelector('w3m-modal')
          ?.shadowRoot?.querySelector('w3m-router')
          ?.shadowRoot?.querySelector('w3m-connecting-wc-view')
          ?.shadowRoot?.querySelector('[data-testid="wc-qr"]') as (Element & { value?: string }) | null
      )?.value;
      return Boolean(value) && value !== previous;
    },
    { previous: not },
    { timeout: 20_000 },
  );
  const uri = await qr.evaluate((element) => (element as HTMLElement & { value: string }).value);
  assert.match(uri, /^wc:[0-9a-f]{64}@2\?/, 'a WalletConnect v2 pairing URI');
  return uri;
}

const topicOf = (uri: string) => uri.slice('wc:'.length, uri.indexOf('@'));

async function openModal(page: Page): Promise<void> {
  await page.locator('header w3m-button [data-testid="connect-button"]').click();
  await modal(page).locator('[role="dialog"]').waitFor();
}

/** All Wallets → search "AppKit Test" → the test wallet: ConnectingWalletConnect for it. */
async function chooseTestWallet(page: Page): Promise<void> {
  await modal(page).locator('[data-testid="all-wallets"]').click();
  await modal(page).locator('[data-testid="all-wallets-search"]').fill('AppKit Test');
  await modal(page).locator(`[data-testid="all-wallets-${WC_TEST_WALLET.id}"]`).click();
  await view(page).waitFor();
}

/** The test wallet page once its sign-client is connected to the relay. */
async function walletReady(walletPage: Page): Promise<Page> {
  await walletPage.locator('#status[data-state="ready"]').waitFor({ timeout: 20_000 });
  return walletPage;
}

/** Pastes a URI into the wallet page's form, as a person pairs a second dapp. */
async function pairInWallet(walletPage: Page, uri: string): Promise<void> {
  await walletPage.locator('#pair-uri').fill(uri);
  await walletPage.getByRole('button', { name: 'Pair', exact: true }).click();
}

/** Clicks Approve or Reject on the dapp's proposal; the card goes once the wallet has answered. */
async function answerProposal(walletPage: Page, click: 'Approve' | 'Reject'): Promise<void> {
  const proposal = proposalCard(walletPage);
  await proposal.waitFor({ timeout: 15_000 }).catch(async (error: unknown) => {
    throw new Error(`The wallet page shows no proposal. Its log:\n${await walletPage.locator('#log').innerText()}`, {
      cause: error,
    });
  });
  await proposal.getByRole('button', { name: click, exact: true }).click();
  await proposal.waitFor({ state: 'detached' });
}

async function expectConnectedToTestWallet(page: Page): Promise<void> {
  await waitForDemoStatus(page, 'connected', 20_000);
  assert.equal(await page.locator('[data-testid="demo-address"]').textContent(), WC_WALLET_EVM_ACCOUNT.address);
  await modal(page).locator('[role="dialog"]').waitFor({ state: 'detached' });
}

const text = (locator: Locator) => locator.textContent().then((value) => value?.trim());

describe('<w3m-connecting-wc-view> through the demo page (dev relay, 2.21.8 test wallet)', { timeout: 300_000 }, () => {
  let e2e: E2eFixture;
  const contexts: BrowserContext[] = [];
  const outside: string[] = [];
  const dappErrors: string[] = [];

  /** A context whose every non-loopback request and WebSocket fails and is recorded. */
  async function isolatedContext(options: Parameters<E2eFixture['browser']['newContext']>[0] = {}) {
    const context = await e2e.browser.newContext(options);
    contexts.push(context);
    await keepOffTheNetwork({ context, outside });
    await context.addInitScript(ONLINE_SCRIPT);
    return context;
  }

  /** The demo page in `context` (`path` may carry a query), its page errors recorded. */
  async function openDemo(context: BrowserContext, path = '/'): Promise<Page> {
    const page = await context.newPage();
    page.on('pageerror', (error) => dappErrors.push(error.message));
    await page.goto(new URL(path, e2e.stack.urls.demo!).toString());
    await waitForDemoStatus(page, 'disconnected').catch(async (error: unknown) => {
      const status = await page.locator('[data-testid="demo-status"]').textContent();
      throw new Error(`The demo page did not start disconnected (status: ${status})`, { cause: error });
    });
    return page;
  }

  /** The test wallet page in a context of its own (no fake clock), paired with `uri` as AppKit hands it over. */
  async function openWalletWith(uri: string): Promise<Page> {
    const context = await isolatedContext();
    const walletPage = await context.newPage();
    await walletPage.goto(`${e2e.stack.config.walletConnect.testWalletUrl}wc?uri=${encodeURIComponent(uri)}`);
    return walletReady(walletPage);
  }

  before(async () => {
    e2e = await startE2e();
  });

  after(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await e2e?.stop();
  });

  it('link path: the wallet chosen in All Wallets opens its page with the URI; Approve connects', async () => {
    const context = await isolatedContext();
    const page = await openDemo(context);
    await openModal(page);
    await chooseTestWallet(page);

    const shownWallet = view(page).locator('[data-testid="wc-wallet"]');
    assert.equal(await text(shownWallet.locator('.title')), WC_TEST_WALLET.name);
    const image = await shownWallet
      .locator('wui-wallet-image')
      .evaluate((element) => (element as HTMLElement & { src: string }).src);
    assert.match(image, /^blob:/, `the directory's image of the wallet, as the modal keeps it: ${image}`);
    assert.equal(await shownWallet.locator('wui-wallet-image img').count(), 1, 'the image, not initials');

    const uri = await shownUri(page);
    const open = view(page).locator('[data-testid="wc-open-wallet"]');
    assert.equal(await text(open), en.wcOpenWallet(WC_TEST_WALLET.name));
    const [walletPage] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await walletReady(walletPage);
    assert.equal(await walletPage.locator('#pair-uri').inputValue(), uri, 'the page got the URI on screen');
    assert.equal(new URL(walletPage.url()).pathname, new URL(e2e.stack.config.walletConnect.testWalletUrl).pathname);

    await answerProposal(walletPage, 'Approve');
    await expectConnectedToTestWallet(page);
    const choice = await page.evaluate(() => localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE'));
    assert.deepEqual(JSON.parse(choice ?? 'null'), {
      href: e2e.stack.config.walletConnect.testWalletUrl,
      name: WC_TEST_WALLET.name,
    });
    await walletCard(walletPage, `Session with ${DAPP_NAME}`).waitFor();
  });

  it('declined: the view says so; "Try again" offers a new URI, and approving that one connects', async () => {
    const context = await isolatedContext();
    const page = await openDemo(context);
    await openModal(page);
    await chooseTestWallet(page);
    const declinedUri = await shownUri(page);
    const [walletPage] = await Promise.all([
      context.waitForEvent('page'),
      view(page).locator('[data-testid="wc-open-wallet"]').click(),
    ]);
    await walletReady(walletPage);
    await answerProposal(walletPage, 'Reject');

    await view(page).locator('[data-testid="wc-retry"]').waitFor({ timeout: 15_000 });
    assert.equal(await view(page).getAttribute('data-status'), 'declined');
    assert.equal(await text(view(page).locator('[data-testid="wc-error"]')), en.connectionDeclined);
    assert.equal(await text(view(page).locator('[data-testid="wc-error-hint"]')), en.connectionDeclinedHint);
    assert.equal(await text(view(page).locator('[data-testid="wc-retry"]')), en.tryAgain);
    assert.equal(await view(page).locator('[data-testid="wc-qr"]').count(), 0, 'no URI on offer after a no');
    assert.equal(await page.locator('[data-testid="demo-status"]').textContent(), 'disconnected');

    await view(page).locator('[data-testid="wc-retry"]').click();
    const retriedUri = await shownUri(page, { not: declinedUri });
    assert.notEqual(topicOf(retriedUri), topicOf(declinedUri), 'a new pairing topic');
    await pairInWallet(walletPage, retriedUri);
    await answerProposal(walletPage, 'Approve');
    await expectConnectedToTestWallet(page);
    const choice = await page.evaluate(() => localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE'));
    assert.equal(JSON.parse(choice ?? 'null')?.name, WC_TEST_WALLET.name, 'the wallet opened before the retry');
  });

  it('expiry: 3 min 51 s after the URI appears a new one replaces it; the old one connects nothing, the new one does', async () => {
    const context = await isolatedContext();
    await context.clock.install(); // before the page loads: every timer of the modal runs on it
    const page = await openDemo(context);
    await openModal(page);
    await chooseTestWallet(page);
    const expiredUri = await shownUri(page);

    // The refresh is due at 4 min − 10 s = 3 min 50 s (SPEC §4, §9): not before, and done by 3 min 51 s.
    await page.clock.fastForward('03:48');
    await new Promise((resolve) => setTimeout(resolve, 300)); // a refresh would show 'loading' at once
    assert.equal(await view(page).getAttribute('data-status'), 'offered');
    assert.equal(await shownUri(page), expiredUri, 'still on offer 3 min 48 s in');
    await page.clock.fastForward('00:03');
    // The clock runs on at real speed: the replacement must have begun now, not a few seconds later.
    const replaced = await view(page).evaluate(
      (element, old) =>
        element.getAttribute('data-status') === 'loading' ||
        (element.querySelector('[data-testid="wc-qr"]') as (Element & { value?: string }) | null)?.value !== old,
      expiredUri,
    );
    assert.ok(replaced, 'the URI was no longer on offer 3 min 51 s in');
    const freshUri = await shownUri(page, { not: expiredUri });
    assert.notEqual(topicOf(freshUri), topicOf(expiredUri), 'a new pairing topic');

    // The wallet (real time, its own context) pairs the replaced URI: whatever it answers, nobody listens.
    const walletPage = await openWalletWith(expiredUri);
    const staleProposal = proposalCard(walletPage);
    await staleProposal.waitFor({ timeout: 15_000 });
    await staleProposal.getByRole('button', { name: 'Approve', exact: true }).click();
    // Logged once the relay took the wallet's answer and settlement; a dapp still listening gets them at once.
    await walletPage.getByText(`Session approved: ${DAPP_NAME}`).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    assert.equal(await page.locator('[data-testid="demo-status"]').textContent(), 'disconnected');
    assert.equal(await view(page).getAttribute('data-status'), 'offered');
    assert.equal(await shownUri(page), freshUri, 'the fresh URI is still on offer');
    const storedSession = await page.evaluate(() => localStorage.getItem('@appkit/wc/session'));
    assert.equal(storedSession, null, 'the client settled no session with the replaced URI');

    await pairInWallet(walletPage, freshUri);
    await answerProposal(walletPage, 'Approve');
    await expectConnectedToTestWallet(page);
  });

  for (const { name, query, alert } of [
    { name: 'an unknown project id', query: '?projectId=nope', alert: ALERTS.APKT007.shortMessage },
    {
      name: 'an origin the project does not allow',
      query: '?projectId=demo-restricted',
      alert: ALERTS.APKT002.shortMessage,
    },
  ]) {
    it(`relay refusal, ${name}: the banner says "${alert}", the view shows it with a retry`, async () => {
      const context = await isolatedContext();
      const page = await openDemo(context, `/${query}`);
      const relaySockets: string[] = [];
      page.on('websocket', (socket) => {
        if (new URL(socket.url()).pathname === '/relay') relaySockets.push(socket.url());
      });
      // The project check and the analytics switch answer at start; no later banner comes from them.
      await page.waitForLoadState('networkidle');
      await openModal(page);
      // The project check shows the same alert when the modal opens; closed, so the relay's own shows.
      await alertText(page).waitFor({ timeout: 15_000 });
      assert.equal(await text(alertText(page)), alert);
      await modal(page).locator('[data-testid="alertbar"] button').click();
      await alertText(page).waitFor({ state: 'detached' });

      await modal(page).locator('[data-testid="wallet-walletConnect"]').click();
      await view(page).locator('[data-testid="wc-retry"]').waitFor({ timeout: 20_000 });
      assert.equal(await view(page).getAttribute('data-status'), 'failed');
      assert.equal(await text(view(page).locator('[data-testid="wc-error"]')), en.connectionFailed);
      assert.equal(await text(view(page).locator('[data-testid="wc-error-hint"]')), alert);
      await alertText(page).waitFor();
      assert.equal(await text(alertText(page)), alert);
      assert.equal(relaySockets.length, 1, 'the refusal came from the relay');
      assert.match(relaySockets[0]!, new RegExp(`[?&]${query.slice(1)}&`), "the page's project id went to the relay");

      await modal(page).locator('[data-testid="alertbar"] button').click();
      await alertText(page).waitFor({ state: 'detached' });
      await view(page).locator('[data-testid="wc-retry"]').click();
      await alertText(page).waitFor({ timeout: 20_000 });
      assert.equal(await text(alertText(page)), alert, 'the retry ends in the same refusal');
      await view(page).locator('[data-testid="wc-retry"]').waitFor();
      assert.equal(await text(view(page).locator('[data-testid="wc-error-hint"]')), alert);
      assert.equal(relaySockets.length, 2, 'the retry asked the relay again');
    });
  }

  it('mobile: MetaMask from the list opens metamask://wc?uri=… in the same tab and is remembered', async () => {
    const context = await isolatedContext({
      userAgent: IPHONE_USER_AGENT,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(OPEN_SPY_SCRIPT);
    const page = await openDemo(context);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) navigations.push(frame.url());
    });
    await openModal(page);
    await modal(page).locator(`[data-testid="directory-wallet-${METAMASK_ID}"]`).click();
    await view(page).waitFor();
    const uri = await shownUri(page);
    const expected = `metamask://wc?uri=${encodeURIComponent(uri)}`;

    const opened = () => page.evaluate(() => (window as unknown as { __opened: unknown[] }).__opened);
    await page.waitForFunction(() => (window as unknown as { __opened: unknown[] }).__opened.length > 0);
    assert.deepEqual(await opened(), [{ url: expected, target: '_self', features: 'noopener,noreferrer' }]);
    const choice = await page.evaluate(() => localStorage.getItem('WALLETCONNECT_DEEPLINK_CHOICE'));
    assert.deepEqual(JSON.parse(choice ?? 'null'), { href: 'metamask://', name: 'MetaMask' });

    // Back from the app without connecting: "Open MetaMask" hands the same URI over again.
    const open = view(page).locator('[data-testid="wc-open-wallet"]');
    assert.equal(await text(open), en.wcOpenWallet('MetaMask'));
    await open.click();
    assert.deepEqual((await opened()).slice(1), [{ url: expected, target: '_self', features: 'noopener,noreferrer' }]);
    assert.deepEqual(navigations, [], 'the demo page stayed where it was');
  });

  it('contacted no host but loopback, and the demo pages threw no error', () => {
    assert.deepEqual(outside, []);
    assert.deepEqual(dappErrors, []);
  });
});
