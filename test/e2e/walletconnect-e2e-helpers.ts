// Helpers of walletconnect.e2e.test.ts: reading the QR code the modal drew, and driving the
// WalletConnect test wallet page (server/wc-wallet/) like a person, by role and name.
import { createRequire } from 'node:module';
import type { BrowserContext, Locator, Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** jsQR's browser build (jsqr 1.4.0, dev dependency): defines `window.jsQR`. */
const JSQR_PATH = require.resolve('jsqr/dist/jsQR.js');

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '127.0.0.2', '[::1]']);

/** Whether a URL stays on this machine; everything else is refused and recorded. */
export const isLoopback = (url: string | URL): boolean => LOOPBACK_HOSTS.has(new URL(url).hostname);

/**
 * Refuses every request and WebSocket of the context's pages to a non-loopback host, and records
 * it in `outside`, so a test can assert that nothing left the machine.
 */
export async function keepOffTheNetwork({ context, outside }: { context: BrowserContext; outside: string[] }) {
  await context.route(
    (url) => !isLoopback(url),
    (route) => {
      outside.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  await context.routeWebSocket(
    (url) => !isLoopback(url),
    (socket) => {
      outside.push(socket.url());
      return socket.close();
    },
  );
}

/**
 * The text of the QR code the ConnectingWalletConnect view drew, decoded in the page: the
 * `wui-qr-code` SVG as the page styles it (module colour, the frame's background as quiet zone)
 * is rendered to a canvas, and jsQR reads the pixels. A QR drawn wrong does not decode to the URI.
 */
export async function decodeDrawnQr(qr: Locator): Promise<string> {
  const page = qr.page();
  if (!(await page.evaluate(() => 'jsQR' in window))) await page.addScriptTag({ path: JSQR_PATH });
  // No named inner functions: tsx would wrap them in a helper the page does not have.
  const decoded = await qr.evaluate(async (host) => {
    const svg = host.shadowRoot?.querySelector('svg');
    const path = svg?.querySelector('path');
    const frame = svg?.parentElement;
    if (!svg || !path || !frame) throw new Error('wui-qr-code has no drawn SVG');
    const modules = Number(svg.dataset.modules);
    const clone = svg.cloneNode(true) as SVGSVGElement;
    clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
    clone.querySelector('path')!.setAttribute('fill', getComputedStyle(path).fill);
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(clone))}`;
    await image.decode();
    // 6 px per module and the 4-module quiet zone the QR specification asks for.
    const scale = 6;
    const size = (modules + 8) * scale;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d')!;
    context.fillStyle = getComputedStyle(frame).backgroundColor;
    context.fillRect(0, 0, size, size);
    context.drawImage(image, 4 * scale, 4 * scale, modules * scale, modules * scale);
    const { data } = context.getImageData(0, 0, size, size);
    const jsQR = (
      window as unknown as { jsQR: (data: Uint8ClampedArray, w: number, h: number) => { data: string } | null }
    ).jsQR;
    return jsQR(data, size, size)?.data ?? null;
  });
  if (decoded === null) throw new Error('jsQR found no QR code in the drawn wui-qr-code');
  return decoded;
}

/** The test wallet page: an article per proposal, request and session, each named by its title. */
export function wcWalletPage(page: Page) {
  const card = (name: string) => page.getByRole('article', { name });
  return {
    page,
    card,
    /** Waits for the page's relay connection (the Pair button is enabled then). */
    async ready(): Promise<void> {
      await page
        .getByRole('status')
        .getByText(/^Ready/)
        .waitFor({ timeout: 20_000 });
    },
    /** Pastes a URI into the pairing form and submits it, as a person would. */
    async pair(uri: string): Promise<void> {
      await page.getByLabel('WalletConnect URI').fill(uri);
      await page.getByRole('button', { name: 'Pair', exact: true }).click();
    },
    /** Clicks Approve (or Reject) on the card named `name` once it shows; the page's log explains a timeout. */
    async answer({ name, click = 'Approve' }: { name: string; click?: 'Approve' | 'Reject' }): Promise<void> {
      await card(name)
        .waitFor({ timeout: 20_000 })
        .catch(async (error: unknown) => {
          const log = await page.locator('#log').innerText();
          throw new Error(`The wallet page shows no "${name}". Its log:\n${log}`, { cause: error });
        });
      await card(name).getByRole('button', { name: click, exact: true }).click();
      await card(name).waitFor({ state: 'detached', timeout: 20_000 });
    },
  };
}

export type WcWalletPage = ReturnType<typeof wcWalletPage>;
