// The extra run of `npm run bench` (issue 14 part 8, "the bench reports requests per view"): one
// load of the browser page at 1×, then each view a visitor without a wallet can open, in turn, with
// the requests each opening made. Not timed: the timed loads are measure-page-load.mjs's.
import { trackRequests } from './track-requests.mjs';

const PAGE_TIMEOUT_MS = 30_000;
const VIEW_TIMEOUT_MS = 10_000;
const MODAL_DIALOG = 'w3m-modal [role="dialog"]';

/**
 * The views in the order a visitor reaches them (Playwright's CSS selectors pierce shadow roots).
 * `opener` is clicked; `painted` shows once the view has its content; `optional`: a view the page
 * may not offer (All Wallets needs the wallet directory, so a server URL); `closeFirst`: opened
 * from the page with the modal closed.
 */
const VIEWS = [
  {
    view: 'Connect',
    via: 'the connect button',
    opener: 'w3m-button [data-testid="connect-button"]',
    painted: 'w3m-connect-view [data-testid="connect-list"], w3m-connect-view [data-testid="connect-empty"]',
  },
  {
    view: 'All Wallets',
    via: 'its row in Connect',
    opener: 'w3m-connect-view [data-testid="all-wallets"]',
    painted: 'w3m-all-wallets-view',
    optional: true,
  },
  {
    view: 'Networks',
    via: 'the network button',
    opener: 'w3m-network-button [data-testid="network-button"]',
    painted: 'w3m-networks-view [data-testid="networks-view"]',
    closeFirst: true,
  },
];

/**
 * Loads `page.url` in a new context of `browser`, waits for the button and a quiet network, then
 * opens each view of VIEWS in turn and resolves to, per view, whether the page offers it and the
 * requests (`METHOD url`) made from its opener's click until it is painted and the network has
 * been quiet for 500 ms. A page without `<w3m-network-button>` gets one appended before the
 * Networks step (`addedNetworkButton`). Rejects when a view that is offered does not open.
 *
 * @example
 * const { views } = await measureViewRequests({ browser, page: { url } }); // [{ view: 'Connect', shown: true, requests: [] }, …]
 */
export async function measureViewRequests({ browser, page: { url } }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const network = trackRequests({ page });
    const response = await page.goto(url, { timeout: PAGE_TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`GET ${url} answered ${response?.status()}`);
    await page.waitForFunction(() => window.__bench.buttonPainted !== undefined, undefined, {
      timeout: PAGE_TIMEOUT_MS,
    });
    await network.quiet();
    let addedNetworkButton = false;
    const views = [];
    for (const { view, via, opener, painted, optional, closeFirst } of VIEWS) {
      if (closeFirst && (await page.locator(MODAL_DIALOG).count())) {
        await page.locator('w3m-modal [data-testid="w3m-close"]').click({ timeout: VIEW_TIMEOUT_MS });
        await page.locator(MODAL_DIALOG).waitFor({ state: 'detached', timeout: VIEW_TIMEOUT_MS });
        await network.quiet();
      }
      if (view === 'Networks' && !(await page.locator('w3m-network-button').count())) {
        await page.evaluate(() => document.body.append(document.createElement('w3m-network-button')));
        addedNetworkButton = true;
        await network.quiet();
      }
      if (optional && !(await page.locator(opener).count())) {
        views.push({ view, via, shown: false, requests: [] });
        continue;
      }
      const from = network.requests.length;
      await page.locator(opener).click({ timeout: VIEW_TIMEOUT_MS });
      await page
        .locator(painted)
        .first()
        .waitFor({ state: 'visible', timeout: VIEW_TIMEOUT_MS })
        .catch(() => {
          throw new Error(`the ${view} view was not painted within ${VIEW_TIMEOUT_MS} ms after a click on ${via}`);
        });
      await network.quiet();
      const requests = network.requests.slice(from).map((request) => `${request.method()} ${request.url()}`);
      views.push({ view, via, shown: true, requests });
    }
    return { views, addedNetworkButton };
  } finally {
    await context.close();
  }
}
