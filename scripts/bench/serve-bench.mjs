// The bench's static server: the bench page at `/` and the browser build at `/dist/browser/**`
// (serve-static.mjs).
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { serveStatic } from './serve-static.mjs';

/**
 * Starts the server; resolves to its origin, `fileOf(url)` and a `close()`.
 * @example const { origin, close } = await serveBench({ root: process.cwd(), pagePath: 'scripts/bench/bench-page.html' })
 */
export function serveBench({ root, pagePath }) {
  const distDir = resolve(root, 'dist/browser');
  return serveStatic({
    page: () => readFile(resolve(root, pagePath)),
    fileOfPath(pathname) {
      if (!pathname.startsWith('/dist/browser/')) return undefined;
      const candidate = resolve(distDir, `.${decodeURIComponent(pathname.slice('/dist/browser'.length))}`);
      return candidate.startsWith(distDir + sep) ? candidate : undefined;
    },
  });
}
