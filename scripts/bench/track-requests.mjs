// The requests a bench page makes, as they start, and a wait for the network to go quiet: shared by
// the timed loads (measure-page-load.mjs) and the requests-per-view run (measure-view-requests.mjs).

// How long the network must stay quiet before a step counts as done, and the longest we wait for
// that: requests a page makes on its own (idle prefetch, a view's chunks) must all be counted.
const QUIET_MS = 500;
const QUIET_MAX_MS = 5_000;

/**
 * Tracks `page`'s requests (data: and blob: URLs never leave the page): `requests` grows as they
 * start; `quiet()` resolves once none is in flight and none started for 500 ms (at most 5 s).
 *
 * @example
 * const network = trackRequests({ page }); await page.goto(url); await network.quiet(); network.requests.length;
 */
export function trackRequests({ page }) {
  const requests = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    if (/^(data|blob):/.test(request.url())) return;
    requests.push(request);
    inFlight++;
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    requests,
    async quiet() {
      const since = Date.now();
      while (Date.now() - since < QUIET_MAX_MS && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS))
        await new Promise((done) => setTimeout(done, 50));
    },
  };
}
