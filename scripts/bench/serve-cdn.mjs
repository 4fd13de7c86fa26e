// A stand-in CDN for the CDN build (issue 14 part 6): dist/cdn/ under a deep, versioned path (as
// unpkg or jsDelivr serve a package, with `Access-Control-Allow-Origin: *`), next to plain HTML
// pages, on 127.0.0.1 and a free port, in the caller's process. The same server answers as
// http://localhost too: a page on 127.0.0.1 then loads the CDN build from another origin, as from a real CDN. `npm run bench` measures its bare page; test/scripts/cdn-build.node.test.ts
// loads its pages in Chromium.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

/** Where the CDN build is served: nothing in it may assume it sits at the site's root. */
export const CDN_PATH = '/npm/@openmodal/appkit@0.0.0-bench/dist/cdn/';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
};

/**
 * The bench page (scripts/bench/bench-page.html: its measuring script, its fake wallet) with its
 * app from the CDN build's classic-script loader instead of the browser build.
 */
export function cdnBenchPage({ root }) {
  const page = readFileSync(resolve(root, 'scripts/bench/bench-page.html'), 'utf8');
  const app = /<script type="module">[\s\S]*?<\/script>/;
  if (!app.test(page)) throw new Error('scripts/bench/bench-page.html has no <script type="module"> to replace');
  return page.replace(
    app,
    `<script src="${CDN_PATH}appkit.iife.js"></script>
  <script>
    // The same app as the bench page's, through the loader's global (no bundler, no import).
    AppKit.ready.then(({ createAppKit, defineEvmNetwork }) =>
      createAppKit({
        projectId: 'bench',
        networks: [defineEvmNetwork({ id: 31337, name: 'Bench chain', rpcUrl: 'http://127.0.0.1:9/rpc', testnet: true })],
        metadata: { name: 'AppKit bench (CDN)', description: 'npm run bench', url: location.origin, icons: [] },
      }),
    );
  </script>`,
  );
}

/**
 * Starts the server: `pages` maps a path (`/`, `/esm.html`) to its HTML, read at each request (so
 * a page that needs the server's URLs can be added once it runs); dist/cdn/ is under CDN_PATH. Resolves to the pages' origin, the CDN build's URL on that origin (`cdnUrl`) and on
 * another one (`crossOriginCdnUrl`), `fileOf(url)` (the file a URL serves, for sizes) and `close()`.
 *
 * @example
 * const cdn = await serveCdn({ root: process.cwd(), pages: { '/': cdnBenchPage({ root: process.cwd() }) } });
 */
export async function serveCdn({ root, pages }) {
  const cdnDir = resolve(root, 'dist/cdn');
  const fileOfPath = (pathname) => {
    if (!pathname.startsWith(CDN_PATH)) return undefined;
    const candidate = resolve(cdnDir, `.${sep}${decodeURIComponent(pathname.slice(CDN_PATH.length))}`);
    return candidate.startsWith(cdnDir + sep) ? candidate : undefined;
  };
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (Object.hasOwn(pages, pathname)) return send(response, 200, TYPES['.html'], pages[pathname]);
    const file = fileOfPath(pathname);
    if (!file) return send(response, 404, 'text/plain', 'not found');
    try {
      const body = await readFile(file);
      // What a public CDN answers: any page may load these modules, without credentials.
      send(response, 200, TYPES[extname(file)] ?? 'application/octet-stream', body, {
        'access-control-allow-origin': '*',
      });
    } catch {
      send(response, 404, 'text/plain', 'not found');
    }
  });
  await new Promise((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done));
  const { port } = server.address();
  const origin = `http://127.0.0.1:${port}`;
  const crossOrigin = `http://localhost:${port}`;
  return {
    origin,
    cdnUrl: `${origin}${CDN_PATH}`,
    crossOriginCdnUrl: `${crossOrigin}${CDN_PATH}`,
    /** Maps a URL this server serves from dist/cdn/ (on either origin) to its file on disk, or undefined. */
    fileOf(url) {
      const parsed = new URL(url);
      return [origin, crossOrigin].includes(parsed.origin) ? fileOfPath(parsed.pathname) : undefined;
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

function send(response, status, type, body, headers = {}) {
  // Every run starts with a cold cache anyway (a fresh browser context); no-store keeps it so.
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
  response.end(body);
}
