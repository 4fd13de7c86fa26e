// The static server for `npm run bench -- --peer DIR`: the peer's built page at `/` with the bench's
// measuring script (peer-bench-page.mjs) and its files from DIR at `/…`, on 127.0.0.1 and a free
// port, uncompressed and no-store like serve-bench.mjs, in the bench's own process.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { peerBenchPage } from './peer-bench-page.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
};

/**
 * Starts the server for the page in `peerDir` (its index.html, from
 * scripts/bench/peer/build-rainbowkit-page.mjs); resolves to its origin, `fileOf(url)` and `close()`.
 *
 * @example
 * const peer = await servePeer({ root: process.cwd(), peerDir: '/tmp/peer-bench/dist' });
 */
export async function servePeer({ root, peerDir }) {
  const dir = resolve(peerDir);
  const page = peerBenchPage({
    benchPage: readFileSync(resolve(root, 'scripts/bench/bench-page.html'), 'utf8'),
    peerPage: readFileSync(join(dir, 'index.html'), 'utf8'),
  });
  const fileOfPath = (pathname) => {
    const candidate = resolve(dir, `.${decodeURIComponent(pathname)}`);
    return candidate.startsWith(dir + sep) ? candidate : undefined;
  };
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (pathname === '/') return send(response, 200, TYPES['.html'], page);
    const file = fileOfPath(pathname);
    if (!file) return send(response, 404, 'text/plain', 'not found');
    try {
      send(response, 200, TYPES[extname(file)] ?? 'application/octet-stream', await readFile(file));
    } catch {
      send(response, 404, 'text/plain', 'not found');
    }
  });
  await new Promise((done, fail) => server.once('error', fail).listen(0, '127.0.0.1', done));
  const { port } = server.address();
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    /** Maps a URL this server serves to the file on disk (for sizes), or undefined. */
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
