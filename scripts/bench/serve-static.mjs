// The static server under the bench's pages (serve-bench.mjs: ours; serve-peer.mjs: the peer's): a
// page at `/` and files by path, on 127.0.0.1 and a free port, uncompressed and no-store, in the
// bench's own process (no dev stack needed).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
};

/**
 * Serves `page()` at `/` and the file `fileOfPath(pathname)` names elsewhere (undefined: 404);
 * resolves to its origin, `fileOf(url)` (the file behind a URL it serves, for sizes) and `close()`.
 *
 * @example
 * const server = await serveStatic({ page: () => readFile('page.html'), fileOfPath: (path) => resolveInside(dir, path) });
 */
export async function serveStatic({ page, fileOfPath }) {
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    try {
      if (pathname === '/') return send(response, 200, TYPES['.html'], await page());
      const file = fileOfPath(pathname);
      if (!file) return send(response, 404, 'text/plain', 'not found');
      send(response, 200, TYPES[extname(file)] ?? 'application/octet-stream', await readFile(file));
    } catch {
      send(response, 404, 'text/plain', 'not found');
    }
  });
  await new Promise((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    fileOf(url) {
      const { origin: urlOrigin, pathname } = new URL(url);
      return urlOrigin === origin && pathname !== '/' ? fileOfPath(pathname) : undefined;
    },
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

function send(response, status, type, body) {
  // Every run starts with a cold cache anyway (a fresh browser context); no-store keeps it so.
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}
