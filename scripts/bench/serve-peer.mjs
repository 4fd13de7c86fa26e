// The static server for `npm run bench -- --peer DIR`: the peer's built page at `/` with the bench's
// measuring script (peer-bench-page.mjs) and its files from DIR at `/…` (serve-static.mjs).
import { readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { peerBenchPage } from './peer-bench-page.mjs';
import { serveStatic } from './serve-static.mjs';

/**
 * Starts the server for the page in `peerDir` (its index.html, from
 * scripts/bench/peer/build-rainbowkit-page.mjs); resolves to its origin, `fileOf(url)` and `close()`.
 *
 * @example
 * const peer = await servePeer({ root: process.cwd(), peerDir: '/tmp/peer-bench/dist' });
 */
export function servePeer({ root, peerDir }) {
  const dir = resolve(peerDir);
  const page = peerBenchPage({
    benchPage: readFileSync(resolve(root, 'scripts/bench/bench-page.html'), 'utf8'),
    peerPage: readFileSync(join(dir, 'index.html'), 'utf8'),
  });
  return serveStatic({
    page: async () => page,
    fileOfPath(pathname) {
      const candidate = resolve(dir, `.${decodeURIComponent(pathname)}`);
      return candidate.startsWith(dir + sep) ? candidate : undefined;
    },
  });
}
