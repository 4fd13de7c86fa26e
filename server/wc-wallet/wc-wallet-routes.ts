import { Hono, type Context } from 'hono';
import { fileURLToPath } from 'node:url';
import type { TestWalletBundler } from '../demo/create-test-wallet-bundler.js';
import { renderWcWalletPage, WC_WALLET_SCRIPT_PATH } from './render-wc-wallet-page.js';
import { WC_WALLET_PATH } from './wc-test-wallet.js';

/** The repository root: the bundler resolves the entry and its packages from there. */
const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = 'server/wc-wallet/page/main.ts';

/**
 * The WalletConnect test wallet page, dev mode only (routes/project-services.ts), behind the
 * /dev/ guard (loopback Host only, no CORS, same-origin embedding: routes/guard-dev-pages.ts):
 * - `GET /dev/wc-wallet/` and `GET /dev/wc-wallet/wc` (AppKit's `{webapp_link}wc?uri=…`): the page;
 * - `GET /dev/wc-wallet`: redirect to the page;
 * - `GET /dev/wc-wallet/wallet.js`: page/main.ts bundled by esbuild on first request, rebuilt
 *   when one of our source files changes.
 * The page's CSP lets it reach this server only (scripts, RPC proxy, the relay's WebSocket): no
 * third-party host even if the SDK tried one.
 *
 * @example
 * app.route('/', wcWalletRoutes());
 */
export function wcWalletRoutes(): Hono {
  // esbuild loads with the first request for the script, never in a server that does not serve it.
  let bundler: Promise<TestWalletBundler> | undefined;
  const loadBundler = () =>
    (bundler ??= import('../demo/create-test-wallet-bundler.js').then(({ createTestWalletBundler }) =>
      createTestWalletBundler({ root: REPOSITORY_ROOT, entry: ENTRY }),
    ));
  const page = (c: Context) => {
    // The Host header passed the loopback guard; ws: to the same host is the relay.
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    c.header('cache-control', 'no-store');
    c.header(
      'content-security-policy',
      `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self' ws://${host}; img-src 'self' data:; base-uri 'none'; form-action 'none'`,
    );
    return c.html(renderWcWalletPage());
  };
  return new Hono()
    .get(WC_WALLET_PATH.slice(0, -1), (c) => c.redirect(`${WC_WALLET_PATH}${new URL(c.req.url).search}`, 308))
    .get(WC_WALLET_PATH, page)
    .get(`${WC_WALLET_PATH}wc`, page)
    .get(WC_WALLET_SCRIPT_PATH, async (c) => {
      const bundle = await (await loadBundler()).get();
      c.header('cache-control', 'no-store');
      if (bundle.kind === 'missing') return c.text(`${bundle.entry} is missing`, 404);
      return c.body(bundle.code, 200, { 'content-type': 'text/javascript; charset=utf-8' });
    });
}
