// The bench's static server: the bench page at `/` and the browser build at `/dist/browser/**`,
// on 127.0.0.1 and a free port, in the bench's own process (no dev stack needed).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, resolve, sep, extname } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json',
  '.json': 'application/json',
};

/**
 * Starts the server; resolves to its origin and a `close()`.
 * @example const { origin, close } = await serveBench({ root: process.cwd(), pagePath: 'scripts/bench/bench-page.html' })
 */
export async function serveBench({ root, pagePath }) {
  const distDir = resolve(root, 'dist/browser');
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    let file;
    if (pathname === '/') file = resolve(root, pagePath);
    else if (pathname.startsWith('/dist/browser/')) {
      const candidate = resolve(distDir, `.${decodeURIComponent(pathname.slice('/dist/browser'.length))}`);
      if (candidate.startsWith(distDir + sep)) file = candidate;
    }
    if (!file) return send(response, 404, 'text/plain', 'not found');
    try {
      send(response, 200, TYPES[extname(file)] ?? 'application/octet-stream', await readFile(file));
    } catch {
      send(response, 404, 'text/plain', 'not found');
    }
  });
  await new Promise((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    /** Maps a URL this server serves to the file on disk (for sizes), or undefined. */
    fileOf(url) {
      const { origin, pathname } = new URL(url);
      if (origin !== `http://127.0.0.1:${port}` || !pathname.startsWith('/dist/browser/')) return undefined;
      return join(distDir, decodeURIComponent(pathname.slice('/dist/browser/'.length)));
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
