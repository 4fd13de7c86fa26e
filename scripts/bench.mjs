// `npm run bench` (issue 14, DESIGN §11): issue 14's targets measured in headless Chromium. A minimal
// page (scripts/bench/bench-page.html: one EVM network, no server, <w3m-button>) is loaded from the
// browser build and, when it is built, from the CDN build's classic-script loader; each with the
// CPU as is and 4× throttled. N rounds (default 7) load each of those columns once, in a rotating
// order (after one uncounted warm-up load), each load in a fresh browser context; the table gives
// each column's median and min–max.
// Then one more load of the browser page at 1×, not timed, opening each view a visitor without a
// wallet can reach and counting the requests each opening makes; every chunk's size (as `npm run
// size` groups it) with when the page loaded it; and the embedded wallet frame's time to READY. A
// measurement: it exits 0 when over a target and 1 only when a page does not work or the frame or
// the views cannot be measured. With `--peer DIR`, RainbowKit's page built in DIR
// (scripts/bench/peer/build-rainbowkit-page.mjs) joins the rounds at 1× and 4× and is printed beside
// ours. The method: README, "`npm run bench`: the method".
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './wtr/chromium-args.mjs';
import { summarize } from './bench/bench-stats.mjs';
import { measureFrameReady } from './bench/measure-frame-ready.mjs';
import { measurePageLoad } from './bench/measure-page-load.mjs';
import { openPeerPage } from './bench/measure-peer.mjs';
import { measureViewRequests } from './bench/measure-view-requests.mjs';
import { formatViewRequests } from './bench/format-view-requests.mjs';
import { formatFailedRequests, formatPeerComparison, ISSUE_BASELINE } from './bench/format-peer-comparison.mjs';
import { printBenchTable } from './bench/print-bench-table.mjs';
import { printChunkSizes } from './bench/print-chunk-sizes.mjs';
import { serveBench } from './bench/serve-bench.mjs';
import { cdnBenchPage, serveCdn } from './bench/serve-cdn.mjs';

const USAGE =
  'usage: npm run bench [-- --runs N] [--peer DIR]   (default 7 runs per column; DIR: a page built by ' +
  'scripts/bench/peer/build-rainbowkit-page.mjs, measured beside ours)';
const CPU_THROTTLING_RATES = [1, 4];
const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(0);
}
const runsIndex = args.indexOf('--runs');
const runs = runsIndex === -1 ? 7 : Number(args[runsIndex + 1]);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(USAGE);
  process.exit(1);
}
const peerIndex = args.indexOf('--peer');
const peerDir = peerIndex === -1 ? undefined : args[peerIndex + 1];
if (peerIndex !== -1 && !(peerDir && existsSync(`${peerDir}/index.html`))) {
  console.error(`--peer needs a directory with index.html (scripts/bench/peer/build-rainbowkit-page.mjs).\n${USAGE}`);
  process.exit(1);
}
if (!existsSync('dist/browser/manifest.json')) {
  console.error('No dist/browser/manifest.json: run `npm run build` first.');
  process.exit(1);
}

const root = process.cwd();
const startedAt = Date.now();
/** Gzipped size per served file, computed once. */
const gzipCache = new Map();
const gzippedSize = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0);
  return gzipCache.get(file);
};

const servers = [];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
const browserVersion = browser.version();
let failure;
let frameFailure;
let viewRequests;
let viewFailure;
const results = new Map();
let columns = [];
/** The peer's columns and runs (with --peer): measured in the same rounds, printed apart (no target of ours applies). */
let peerColumns = [];
const peerResults = new Map();
let frameRuns;
try {
  const pages = await openPages();
  columns = pages.flatMap((page) =>
    CPU_THROTTLING_RATES.map((rate) => ({
      key: `${page.key}-${rate}`,
      label: `${page.label} ${rate}×`,
      page,
      cpuThrottlingRate: rate,
    })),
  );
  if (peerDir) {
    const peer = await openPeerPage({ root, peerDir });
    servers.push(peer);
    peerColumns = CPU_THROTTLING_RATES.map((rate) => ({
      key: `${peer.key}-${rate}`,
      label: `${peer.label} ${rate}×`,
      page: peer,
      cpuThrottlingRate: rate,
    }));
  }
  const measured = [...columns, ...peerColumns];
  // One load first, not counted: the browser process's own first-time costs stay out of the numbers.
  await measurePageLoad({ browser, page: pages[0], gzippedSize });
  for (let round = 0; round < runs; round++) {
    // Rotating the order spreads whatever the machine does meanwhile over every column alike.
    const order = measured.map((_, index) => measured[(index + round) % measured.length]);
    for (const column of order) {
      const measure = column.page.measure ?? measurePageLoad;
      const run = await measure({
        browser,
        page: column.page,
        cpuThrottlingRate: column.cpuThrottlingRate,
        gzippedSize,
      });
      const columnResults = peerColumns.includes(column) ? peerResults : results;
      columnResults.set(column.key, [...(columnResults.get(column.key) ?? []), run]);
      console.log(`run ${round + 1}/${runs} ${column.label.padEnd(14)} ${describeRun(run)}`);
    }
  }
  try {
    viewRequests = await measureViewRequests({ browser, page: pages[0] });
  } catch (error) {
    viewFailure = error; // reported after the pages' numbers, like the frame's
  }
  if (existsSync('dist/frame/frame.js')) {
    try {
      frameRuns = await measureFrameReady({ runs });
    } catch (error) {
      frameFailure = error; // reported after the pages' numbers, which stand on their own
    }
  }
} catch (error) {
  failure = error;
} finally {
  await browser.close();
  await Promise.all(servers.map((server) => server.close()));
}
if (failure) {
  console.error(`The bench failed: ${failure instanceof Error ? failure.message : failure}`);
  process.exit(1);
}

console.log(
  `\n${runs} run(s) per column, interleaved; median (min–max). Headless Chromium ${browserVersion} ` +
    `(${chromiumPath}), flags of scripts/wtr/chromium-args.mjs; N× = CDP Emulation.setCPUThrottlingRate N.\n`,
);
const misses = printBenchTable({ columns, results });
if (peerDir) printPeerComparison();
if (!printFrameReady({ frameRuns, frameFailure })) misses.push('frame ready');
printRequests({ columns, results });
printViewRequests({ page: columns[0].page });
const browserRuns = results.get('browser-1') ?? [];
const phase = (name) => new Set(browserRuns.flatMap((run) => run.filesByPhase[name]));
console.log('\nEvery chunk, grouped as `npm run size` does (gzip -9; "loaded": on the browser page, in any run):');
await printChunkSizes({
  root,
  gzippedSize,
  phases: { beforePaint: phase('beforePaint'), beforeClick: phase('beforeClick'), any: phase('any') },
});
const errors = [...new Set([...results.values()].flat().flatMap((run) => run.errors))];
if (errors.length)
  console.log(`\npage errors and failed loads:\n${errors.map((message) => `  ${message}`).join('\n')}`);
console.log(
  `\n${misses.length ? `Over a target: ${misses.join('; ')}.` : 'Every target met.'} ` +
    `(${((Date.now() - startedAt) / 1000).toFixed(0)} s)`,
);
// A page that does not work stops the bench above; a frame or a view that could not be measured fails it here.
if (frameFailure || viewFailure) process.exitCode = 1;

/**
 * With --peer: the peer beside our browser page, rate by rate, with the ratios and the issue's
 * baseline (part 3 "relative to RainbowKit"), then the requests its page tried off loopback and its errors.
 */
function printPeerComparison() {
  const byRate = ({ pageColumns, pageResults }) =>
    new Map(pageColumns.map((column) => [column.cpuThrottlingRate, pageResults.get(column.key) ?? []]));
  const ours = byRate({
    pageColumns: columns.filter((column) => column.page.key === 'browser'),
    pageResults: results,
  });
  const peer = byRate({ pageColumns: peerColumns, pageResults: peerResults });
  const peerRuns = [...peer.values()].flat();
  console.log(`\nbeside the peer (--peer ${peerDir}: RainbowKit's page, the same rounds, the same method):`);
  console.log(
    formatPeerComparison({
      rates: CPU_THROTTLING_RATES,
      ours,
      peer,
      ourLabel: 'browser',
      peerLabel: 'RainbowKit',
    }).join('\n'),
  );
  console.log(
    `issue 14's run at 1×: click → wallet list ${ISSUE_BASELINE.oursMs} ms vs ${ISSUE_BASELINE.peerMs} ms, ` +
      `ours/peer ${(ISSUE_BASELINE.oursMs / ISSUE_BASELINE.peerMs).toFixed(2)} (part 3: no higher at 4×).`,
  );
  console.log(`\nrequests RainbowKit's page tried off loopback, through the list's paint (${peerRuns.length} loads):`);
  console.log(formatFailedRequests({ runs: peerRuns }).join('\n'));
  const peerErrors = [...new Set(peerRuns.flatMap((run) => run.errors))];
  if (peerErrors.length)
    console.log(
      `RainbowKit's page errors and failed loads:\n${peerErrors.map((message) => `  ${message}`).join('\n')}`,
    );
  if (peerRuns.some((run) => run.leaked.length)) process.exitCode = 1; // the flags failed: nothing here is comparable
}

/** The bench page from the browser build, and from the CDN build when there is one. */
async function openPages() {
  const bench = await serveBench({ root, pagePath: 'scripts/bench/bench-page.html' });
  servers.push(bench);
  const pages = [{ key: 'browser', label: 'browser', url: `${bench.origin}/`, ...bench }];
  if (existsSync('dist/cdn/appkit.iife.js')) {
    const cdn = await serveCdn({ root, pages: { '/': cdnBenchPage({ root }) } });
    servers.push(cdn);
    pages.push({ key: 'cdn', label: 'CDN', url: `${cdn.origin}/`, ...cdn });
  } else console.log('No dist/cdn/appkit.iife.js: the CDN page is left out (`npm run build` builds it).');
  return pages;
}

function describeRun(run) {
  const ms = (value) => `${value.toFixed(0)} ms`;
  return (
    `button ${ms(run.buttonMs)} after ${(run.jsBeforePaint.gzipBytes / 1024).toFixed(1)} KiB gz, ` +
    `click ${run.interactionMs ? ms(run.interactionMs) : '< 16 ms'}, list ${ms(run.clickToListMs)}, ` +
    `long tasks ${run.longTasks.count}, requests ${run.requestsBeforeClick.length}`
  );
}

/**
 * The frame's READY after its load event (issue 14 part 5), from scripts/bench/measure-frame-ready.mjs.
 * Returns false when it is over its target (true when it was not measured: that is said, and fails the run).
 */
function printFrameReady({ frameRuns, frameFailure }) {
  if (frameFailure) {
    console.log(`\nframe: not measured: ${frameFailure instanceof Error ? frameFailure.message : frameFailure}`);
    return true;
  }
  if (!frameRuns) {
    console.log('\nNo dist/frame/frame.js: the frame is left out.');
    return true;
  }
  const ready = summarize(frameRuns.map((run) => run.readyMs - run.loadMs));
  const load = summarize(frameRuns.map((run) => run.loadMs));
  console.log(
    `\nframe (reference server on loopback, ${frameRuns.length} loads): load event ${load.median.toFixed(1)} ms after iframe.src, ` +
      `READY ${ready.median.toFixed(1)} ms after it${ready.min === ready.max ? '' : ` (${ready.min.toFixed(0)}–${ready.max.toFixed(0)})`}; ` +
      `target ≤ 300 ms (part 5): ${ready.median <= 300 ? 'ok' : 'OVER'}`,
  );
  return ready.median <= 300;
}

/** Each page's requests before the click, with how many of its runs made each (part 4). */
function printRequests({ columns, results }) {
  for (const page of new Set(columns.map((column) => column.page))) {
    const pageRuns = columns.filter((column) => column.page === page).flatMap((column) => results.get(column.key));
    const counts = new Map();
    for (const url of pageRuns.flatMap((run) => [...new Set(run.requestsBeforeClick)]))
      counts.set(url, (counts.get(url) ?? 0) + 1);
    console.log(`\nrequests before a click, ${page.label} page (${pageRuns.length} loads):`);
    for (const [url, count] of counts) {
      const shown = url.replace(` ${page.origin}`, ' ');
      const foreign = new URL(url.slice(url.indexOf(' ') + 1)).origin !== page.origin;
      console.log(
        `  ${shown}${count < pageRuns.length ? `  (${count} of ${pageRuns.length})` : ''}${foreign ? '  NOT OURS' : ''}`,
      );
    }
  }
}

/** The requests-per-view run (part 8), from scripts/bench/measure-view-requests.mjs. */
function printViewRequests({ page }) {
  if (viewFailure) {
    console.log(
      `\nrequests per view: not measured: ${viewFailure instanceof Error ? viewFailure.message : viewFailure}`,
    );
    return;
  }
  const added = viewRequests.addedNetworkButton
    ? '; the page has no <w3m-network-button>, one was added for Networks'
    : '';
  console.log(
    `\nrequests per view, ${page.label} page 1× (one more load, not timed; from the click until the view ` +
      `is painted and the network has been quiet 500 ms${added}):`,
  );
  console.log(formatViewRequests({ views: viewRequests.views, origin: page.origin }).join('\n'));
}
