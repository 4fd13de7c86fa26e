// How fast the embedded wallet's frame answers READY (issue 14 part 5: "frame ready ≤ 300 ms after
// its load on loopback"). The reference server serves the built frame (dist/frame/) on
// http://localhost, a bare page on http://127.0.0.1 (an allowed origin of the dev project) mounts
// the iframe and does the host's side of the handshake (DESIGN §7) with the protocol's own
// constants, and headless Chromium loads that page N times, each in a fresh context (cold cache,
// no stored device). Run: `node --import tsx scripts/bench/frame-ready.ts [--runs N] [--json]`.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser } from 'playwright-core';
import { openDatabase } from '../../server/db/open-database.js';
import { setProjectOrigins } from '../../server/db/set-project-origins.js';
import { DEV_PROJECT_ID } from '../../server/dev-config.js';
import { startServer } from '../../server/start-server.js';
import { chromiumPath, playwrightChromiumArgs } from '../wtr/chromium-args.mjs';

/** One load of the frame, in ms from the host page's `iframe.src` being set (its own clock). */
export interface FrameReadyRun {
  /** The iframe's load event: the frame's document, scripts and styles are in and have run. */
  loadMs: number;
  /** READY arrived on the channel's port. */
  readyMs: number;
  /** Within the frame: its document's response ended, its module ran (DOMContentLoaded), its origins request's span. */
  frame: { responseEndMs: number; domContentLoadedMs: number; originsRequest?: { startMs: number; endMs: number } };
  /** The frame's scripts as fetched: path and the bytes on the wire. */
  scripts: Array<{ path: string; transferBytes: number; durationMs: number }>;
}

/** What the bench page puts on its window (HOST_SCRIPT). */
type BenchWindow = Window & {
  __frameBench: { times?: { mount: number; load?: number; ready?: number } };
};

export interface MeasureFrameReadyParameters {
  runs: number;
}

const HOST_SCRIPT = `
import { APP_INIT_TYPE, FRAME_PROTOCOL_VERSION, FRAME_READY_TYPE, buildFrameUrlQuery, createMessageId } from './src/core/protocol/index.js';
const { serverUrl, projectId } = window.__frameBench;
const query = buildFrameUrlQuery({ projectId, chainId: 'eip155:31337', version: '1', enableLogger: false, rpcUrl: serverUrl + '/rpc' });
const iframe = document.createElement('iframe');
const times = (window.__frameBench.times = {});
iframe.addEventListener('load', () => {
  times.load = performance.now();
  const channel = new MessageChannel();
  channel.port1.onmessage = (event) => {
    if (event.data?.type === FRAME_READY_TYPE && times.ready === undefined) times.ready = performance.now();
  };
  const init = { id: createMessageId(), type: APP_INIT_TYPE, payload: { protocolVersion: FRAME_PROTOCOL_VERSION } };
  iframe.contentWindow.postMessage(init, new URL(serverUrl).origin, [channel.port2]);
});
times.mount = performance.now();
iframe.src = serverUrl + '/frame/?' + query;
document.body.append(iframe);
`;

/** Starts the server and the page, loads the page `runs` times, and stops everything again. */
export async function measureFrameReady({ runs }: MeasureFrameReadyParameters): Promise<FrameReadyRun[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'appkit-frame-bench-'));
  const database = openDatabase({ path: join(dataDir, 'bench.sqlite') });
  const stops: Array<() => Promise<void>> = [async () => rmSync(dataDir, { recursive: true, force: true })];
  stops.unshift(async () => void database.close());
  try {
    const server = await startServer({ port: 0, chains: [], database, publicHostname: 'localhost' });
    stops.unshift(server.stop);
    const hostScript = await bundleHostScript();
    const page = await servePage({ serverUrl: server.url, hostScript });
    stops.unshift(page.stop);
    setProjectOrigins({ database, projectId: DEV_PROJECT_ID, allowedOrigins: [page.origin] });
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: playwrightChromiumArgs,
      headless: true,
    });
    stops.unshift(() => browser.close());
    const results: FrameReadyRun[] = [];
    for (let run = 0; run < runs; run++) results.push(await measureRun({ browser, url: page.origin }));
    return results;
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
}

async function measureRun({ browser, url }: { browser: Browser; url: string }): Promise<FrameReadyRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'warning' && errors.push(message.text()));
    await page.goto(url);
    await page
      .waitForFunction(() => (window as unknown as BenchWindow).__frameBench.times?.ready !== undefined, undefined, {
        timeout: 30_000,
      })
      .catch(() => {
        throw new Error(`the frame sent no READY within 30 s${errors.length ? `: ${errors.join(' | ')}` : ''}`);
      });
    const host = await page.evaluate(() => ({
      times: (window as unknown as BenchWindow).__frameBench.times as { mount: number; load: number; ready: number },
      timeOrigin: performance.timeOrigin,
    }));
    const frame = page.frames().find((candidate) => candidate.url().includes('/frame/'));
    if (!frame) throw new Error('the page has no frame document');
    const inFrame = await frame.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const origins = resources.find((entry) => entry.name.includes('/projects/v1/origins'));
      return {
        timeOrigin: performance.timeOrigin,
        responseEnd: navigation.responseEnd,
        domContentLoaded: navigation.domContentLoadedEventEnd,
        origins: origins && { start: origins.startTime, end: origins.responseEnd },
        scripts: resources
          .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
          .map((entry) => ({
            path: new URL(entry.name).pathname,
            transferBytes: entry.transferSize,
            durationMs: entry.duration,
          })),
      };
    });
    // The frame's clock starts at its own navigation: shift it onto the host page's, then onto mount.
    const shift = inFrame.timeOrigin - host.timeOrigin - host.times.mount;
    return {
      loadMs: host.times.load - host.times.mount,
      readyMs: host.times.ready - host.times.mount,
      frame: {
        responseEndMs: inFrame.responseEnd + shift,
        domContentLoadedMs: inFrame.domContentLoaded + shift,
        originsRequest: inFrame.origins && {
          startMs: inFrame.origins.start + shift,
          endMs: inFrame.origins.end + shift,
        },
      },
      scripts: inFrame.scripts,
    };
  } finally {
    await context.close();
  }
}

async function bundleHostScript(): Promise<string> {
  const root = new URL('../../', import.meta.url).pathname;
  const result = await build({
    stdin: { contents: HOST_SCRIPT, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    logLevel: 'error',
  });
  return result.outputFiles[0]!.text;
}

/** The bench page on 127.0.0.1 and a free port: `/` and its one script. */
async function servePage({ serverUrl, hostScript }: { serverUrl: string; hostScript: string }) {
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Frame bench</title><link rel="icon" href="data:,">
<script>window.__frameBench = ${JSON.stringify({ serverUrl, projectId: DEV_PROJECT_ID })};</script>
<script type="module" src="/host.js"></script></head><body></body></html>`;
  const server: Server = createServer((request, response) => {
    const isScript = request.url === '/host.js';
    response.writeHead(isScript || request.url === '/' ? 200 : 404, {
      'content-type': isScript ? 'text/javascript' : 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(isScript ? hostScript : request.url === '/' ? html : 'not found');
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Median, min and max. */
export function summarize(values: number[]): { median: number; min: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const runsIndex = args.indexOf('--runs');
  const runs = runsIndex === -1 ? 7 : Number(args[runsIndex + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('usage: frame-ready.ts [--runs N] [--json]');
  const results = await measureFrameReady({ runs });
  if (args.includes('--json')) console.log(JSON.stringify(results));
  else printRuns(results);
}

function printRuns(results: FrameReadyRun[]) {
  const ms = (value: number) => `${value.toFixed(1)} ms`.padStart(9);
  const rows: Array<[string, number[]]> = [
    ['  document answered', results.map((run) => run.frame.responseEndMs)],
    ['  module ran (DOMContentLoaded)', results.map((run) => run.frame.domContentLoadedMs)],
    ['  origins request answered', results.flatMap((run) => run.frame.originsRequest?.endMs ?? [])],
    ['  iframe load event', results.map((run) => run.loadMs)],
    ['  READY', results.map((run) => run.readyMs)],
    ['load → READY (goal ≤ 300 ms)', results.map((run) => run.readyMs - run.loadMs)],
  ];
  console.log(
    `${'frame, ms from iframe.src set'.padEnd(32)} ${'median'.padStart(9)} ${'min'.padStart(9)} ${'max'.padStart(9)}`,
  );
  for (const [name, values] of rows) {
    const { median, min, max } = summarize(values);
    console.log(`${name.padEnd(32)} ${ms(median)} ${ms(min)} ${ms(max)}`);
  }
  const scripts = results[0]?.scripts ?? [];
  const bytes = scripts.reduce((sum, script) => sum + script.transferBytes, 0);
  console.log(
    `scripts: ${scripts.map((script) => script.path).join(', ')} (${(bytes / 1024).toFixed(1)} KiB as served)`,
  );
}
