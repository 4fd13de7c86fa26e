// The CDN build (dist/cdn/, rollup.config.mjs; issue 14 part 6) in headless Chromium, from plain
// HTML pages with no bundler: the classic-script loader and the ESM entry each paint the button
// and open the modal, and every file comes from beside the loader, under a deep CDN-like path.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CDN_PATH, cdnBenchPage, serveCdn, type CdnServer } from '../../scripts/bench/serve-cdn.mjs';
import { staticClosure, type ChunkManifest } from '../../scripts/size/chunk-budgets.mjs';
import { chromiumArgs, chromiumPath } from '../../scripts/wtr/chromium-args.mjs';
import type { AppKitGlobal } from '../../src/cdn-loader.js';

/** What these pages put on their window: the loader's global, the bench page's timings. */
type CdnPageWindow = Window & {
  AppKit: AppKitGlobal;
  firstGlobal: AppKitGlobal;
  __bench: { buttonPainted?: number; connectPainted?: number };
};

const root = process.cwd();
const TIMEOUT_MS = 15_000;

// A plain page of the ESM entry, same app as the bench page (its fake wallet is not needed here).
const esmPage = (cdnUrl: string) => `<!doctype html><html><head><link rel="icon" href="data:,"></head><body>
<w3m-button></w3m-button>
<script type="module">
  import { createAppKit, defineEvmNetwork } from '${cdnUrl}appkit.esm.js';
  createAppKit({
    projectId: 'cdn-test',
    networks: [defineEvmNetwork({ id: 31337, name: 'Test chain', rpcUrl: 'http://127.0.0.1:9/rpc', testnet: true })],
    metadata: { name: 'CDN test', description: '', url: location.origin, icons: [] },
  });
</script></body></html>`;

// The loader twice (a second copy keeps the first one's global); the test then runs it as a module,
// where it cannot tell where it was loaded from.
const loaderPage = (cdnUrl: string) => `<!doctype html><html><head><link rel="icon" href="data:,"></head><body>
<script src="${cdnUrl}appkit.iife.js"></script>
<script>window.firstGlobal = window.AppKit;</script>
<script src="${cdnUrl}appkit.iife.js"></script>
</body></html>`;

describe('the CDN build (dist/cdn/) in a plain page', { timeout: 60_000 }, () => {
  let browser: Browser;
  let cdn: CdnServer;
  let manifest: ChunkManifest;

  before(async () => {
    for (const file of ['appkit.iife.js', 'appkit.esm.js', 'manifest.json'])
      if (!existsSync(`dist/cdn/${file}`)) throw new Error(`setup: no dist/cdn/${file}; run \`npm run build\` first`);
    manifest = JSON.parse(readFileSync('dist/cdn/manifest.json', 'utf8')) as ChunkManifest;
    const pages: Record<string, string> = { '/': cdnBenchPage({ root }) };
    cdn = await serveCdn({ root, pages });
    // These two load the build from another origin, as from a real CDN (CORS, no credentials).
    pages['/esm.html'] = esmPage(cdn.crossOriginCdnUrl);
    pages['/loader.html'] = loaderPage(cdn.crossOriginCdnUrl);
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
  });

  after(async () => {
    await browser?.close();
    await cdn?.close();
  });

  /**
   * Opens `path` in a fresh context, recording every script URL and page error. Requests for
   * chunks of the CDN build that `hold(file)` names wait until `release()` is called.
   */
  async function open(
    path: string,
    { hold = () => false }: { hold?: (file: string) => boolean } = {},
  ): Promise<{ page: Page; scripts: string[]; errors: string[]; release(): void }> {
    const context = await browser.newContext();
    const held: Array<() => void> = [];
    let released = false;
    await context.route(`**${CDN_PATH}**`, async (route) => {
      const [file] = cdnFiles([route.request().url()]);
      if (!released && hold(file!)) await new Promise<void>((resume) => held.push(resume));
      await route.continue();
    });
    const page = await context.newPage();
    const scripts: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    page.on('pageerror', (error) => errors.push(error.message));
    page.on(
      'response',
      (response) => response.status() >= 400 && errors.push(`${response.status()} ${response.url()}`),
    );
    await page.goto(`${cdn.origin}${path}`);
    const release = () => {
      released = true;
      held.splice(0).forEach((resume) => resume());
    };
    return { page, scripts, errors, release };
  }

  /** The files of the CDN build a list of URLs names, relative to dist/cdn/. */
  const cdnFiles = (urls: string[]) =>
    urls.map((url) => {
      const { pathname } = new URL(url);
      assert.ok(pathname.startsWith(CDN_PATH), `${url} is not beside the loader`);
      return pathname.slice(CDN_PATH.length);
    });

  it('the classic-script loader paints the button with the entry and its static imports only, then the click opens the modal from chunks beside it', async () => {
    const initial = new Set(['appkit.iife.js', ...staticClosure({ manifest, file: 'appkit.esm.js' })]);
    // Every other chunk (prefetched on idle or loaded by the click) waits until the button is painted.
    const { page, scripts, errors, release } = await open('/', { hold: (file) => !initial.has(file) });
    await page.waitForFunction(
      () => (window as unknown as CdnPageWindow).__bench.buttonPainted !== undefined,
      undefined,
      { timeout: TIMEOUT_MS },
    );
    // The global is filled once `ready` resolves (createAppKit ran in its callback by then).
    assert.equal(
      await page.evaluate(() => typeof (window as unknown as CdnPageWindow).AppKit.createAppKit),
      'function',
    );
    release();

    await page.locator('w3m-button [data-testid="connect-button"]').click();
    await page.waitForFunction(
      () => (window as unknown as CdnPageWindow).__bench.connectPainted !== undefined,
      undefined,
      { timeout: TIMEOUT_MS },
    );
    await page.locator('w3m-modal [role="dialog"]').waitFor({ timeout: TIMEOUT_MS });
    await page.locator('w3m-modal [data-testid="wallet-dev.bench.fakewallet"]').waitFor({ timeout: TIMEOUT_MS });
    const lazy = cdnFiles(scripts).filter((file) => !initial.has(file));
    assert.ok(
      lazy.length > 0 && lazy.every((file) => file.startsWith('chunks/')),
      `the modal came from lazy chunks beside the loader (got ${lazy.join(', ') || 'none'})`,
    );
    assert.deepEqual(errors, []);
  });

  it('the ESM entry, imported from another origin by a plain module script, paints the button and opens the modal', async () => {
    const { page, scripts, errors } = await open('/esm.html');
    await page.locator('w3m-button [data-testid="connect-button"]').click({ timeout: TIMEOUT_MS });
    await page.locator('w3m-modal [role="dialog"]').waitFor({ timeout: TIMEOUT_MS });
    assert.ok(!cdnFiles(scripts).includes('appkit.iife.js'), 'an ESM page needs no loader');
    assert.deepEqual(errors, []);
  });

  it('the loader loads its entry from another origin; a second copy keeps the first one’s global; run as a module, it says how to load it', async () => {
    const { page } = await open('/loader.html');
    const outcome = await page.evaluate(async (cdnUrl) => {
      const first = (window as unknown as CdnPageWindow).firstGlobal;
      await first.ready;
      const kept = (window as unknown as CdnPageWindow).AppKit === first;
      // As a module, `document.currentScript` is null: the loader cannot find the entry beside it.
      delete (window as Partial<CdnPageWindow>).AppKit;
      const script = document.createElement('script');
      script.type = 'module';
      script.src = `${cdnUrl}appkit.iife.js?as-module`;
      const loaded = new Promise((resolve) => script.addEventListener('load', resolve));
      document.head.append(script);
      await loaded;
      const message = await (window as unknown as CdnPageWindow).AppKit.ready.then(
        () => 'resolved',
        (error: Error) => error.message,
      );
      return { kept, message };
    }, cdn.crossOriginCdnUrl);
    assert.equal(outcome.kept, true);
    assert.match(outcome.message, /load appkit\.iife\.js with <script src>, or import appkit\.esm\.js/);
  });
});
