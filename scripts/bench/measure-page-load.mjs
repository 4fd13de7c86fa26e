// One run of `npm run bench`: a cold load of a bench page (scripts/bench/bench-page.html, its CDN
// variant, or a peer's page: measure-peer.mjs) in a fresh browser context, optionally with the CPU
// throttled, then one click on the button. The page measures itself (its head script); this reads
// its records and the browser's.
import { filesRequestedBefore, interactionDuration, longTasksBetween } from './bench-stats.mjs';
import { trackRequests } from './track-requests.mjs';

const PAGE_TIMEOUT_MS = 30_000;
// Event Timing reports an interaction after the frame that presents it; one under 16 ms never comes.
const EVENT_TIMING_WAIT_MS = 500;
const OUR_BUTTON = { selector: 'w3m-button [data-testid="connect-button"]', name: '<w3m-button>' };

/**
 * Loads `page.url` in a new context of `browser` with the CPU slowed `cpuThrottlingRate` times
 * (CDP Emulation.setCPUThrottlingRate; 1 = none), clicks `<w3m-button>` once the network is
 * quiet, waits for the Connect view's wallet list to be painted and resolves to the run's numbers
 * (ms from navigation start, bytes). `page.fileOf(url)` maps a URL of ours to its file on disk
 * (undefined otherwise); `gzippedSize(file)` gives its gzip -9 size. `button` is what is clicked
 * (ours by default); `watch(page)`, called before navigation, returns a function whose result joins
 * the run's numbers once the page's record is read. Rejects when the page does not work.
 *
 * @example
 * const run = await measurePageLoad({ browser, page: { url, origin, fileOf }, cpuThrottlingRate: 4, gzippedSize });
 */
export async function measurePageLoad({
  browser,
  page: { url, origin, fileOf },
  cpuThrottlingRate = 1,
  gzippedSize,
  button = OUR_BUTTON,
  watch = () => () => ({}),
}) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (cpuThrottlingRate !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottlingRate });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    const network = trackRequests({ page });
    const finishWatching = watch(page);
    const fail = (what) => () => {
      throw new Error(`${what}${errors.length ? `; page errors and failed loads: ${errors.join(' | ')}` : ''}`);
    };

    const response = await page.goto(url, { timeout: PAGE_TIMEOUT_MS });
    if (!response?.ok()) throw new Error(`GET ${url} answered ${response?.status()}`);
    await page
      .waitForFunction(() => window.__bench.buttonPainted !== undefined, undefined, { timeout: PAGE_TIMEOUT_MS })
      .catch(fail(`${button.name} was not painted within ${PAGE_TIMEOUT_MS} ms`));
    // The "user" clicks once the network is quiet: what the page fetches on its own counts as before the click.
    await network.quiet();
    const beforeClick = [...network.requests];

    await page.locator(button.selector).click({ timeout: PAGE_TIMEOUT_MS });
    await page
      .waitForFunction(() => window.__bench.connectPainted !== undefined, undefined, { timeout: PAGE_TIMEOUT_MS })
      .catch(fail(`the Connect view was not painted within ${PAGE_TIMEOUT_MS} ms after the click`));
    await page
      .waitForFunction(() => window.__bench.interactions.some((entry) => entry.name === 'click'), undefined, {
        timeout: EVENT_TIMING_WAIT_MS,
      })
      .catch(() => {}); // no entry: the click took under 16 ms
    const record = await page.evaluate(() => ({
      ...window.__bench,
      resources: performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime })),
    }));
    const watched = finishWatching();

    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    const { nodes } = await cdp.send('Memory.getDOMCounters');
    const elements = await page.evaluate(() => {
      const count = (root) =>
        [...root.querySelectorAll('*')].reduce(
          (sum, element) => sum + 1 + (element.shadowRoot ? count(element.shadowRoot) : 0),
          0,
        );
      return count(document);
    });

    const filesBefore = (time) => filesRequestedBefore({ resources: record.resources, time, fileOf });
    const scripts = (files) => {
      const js = files.filter((file) => file.endsWith('.js'));
      return { files: js, gzipBytes: js.reduce((sum, file) => sum + gzippedSize(file), 0) };
    };
    const isOwn = (request) => new URL(request.url()).origin === origin;
    return {
      buttonMs: record.buttonPainted,
      fcpMs: record.firstContentfulPaint ?? Number.NaN,
      jsBeforePaint: scripts(filesBefore(record.buttonPainted)),
      jsBeforeClick: scripts(filesBefore(record.clickAt)),
      interactionMs: interactionDuration({ entries: record.interactions }),
      longTasks: longTasksBetween({ tasks: record.longTasks, from: record.clickAt, to: record.connectPainted }),
      clickToListMs: record.connectPainted - record.clickAt,
      requestsBeforeClick: beforeClick.map((request) => `${request.method()} ${request.url()}`),
      foreign: beforeClick
        .filter((request) => !isOwn(request))
        .map((request) => `${request.method()} ${request.url()}`),
      filesByPhase: {
        beforePaint: filesBefore(record.buttonPainted),
        beforeClick: filesBefore(record.clickAt),
        any: filesBefore(Number.POSITIVE_INFINITY),
      },
      heapBytes: usedSize,
      domNodes: nodes,
      elements,
      errors,
      ...watched,
    };
  } finally {
    await context.close();
  }
}
