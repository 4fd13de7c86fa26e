import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import { findProject } from '../directory/find-project.js';
import { contentTypeFor } from '../demo/content-types.js';
import { resolveStaticPath } from '../demo/resolve-static-path.js';
import { frameDocumentHeaders, reviewPageHeaders } from '../frame/frame-security-headers.js';

/** Where `npm run build` writes the frame app (rollup.config.mjs "frame"). */
export const DEFAULT_FRAME_DIR = fileURLToPath(new URL('../../dist/frame/', import.meta.url));

export interface FrameAppRoutesParameters {
  database: Database.Database;
  /** The built frame app; defaults to dist/frame/ of this repository. */
  frameDir?: string;
}

/**
 * Serves the embedded wallet's app (DESIGN §7) on this server's origin:
 * - `GET /frame/?projectId=…` the document, with a strict CSP whose `frame-ancestors` is the
 *   project's allowed origins (an unknown project gets `'none'`, so no page can frame it);
 * - `GET /frame/review` the secure review window the frame opens for approvals it cannot prove
 *   visible (issue "Hardening" part 5): a top-level page that nothing may frame;
 * - `GET /frame/<file>` its scripts, chunks and styles (nosniff; no framing needed).
 * The frame reads the rest of its configuration from its URL query (SPEC §7).
 *
 * @example
 * app.route('/', frameAppRoutes({ database }));
 */
export function frameAppRoutes({ database, frameDir = DEFAULT_FRAME_DIR }: FrameAppRoutesParameters): Hono {
  const app = new Hono();
  app.get('/frame/', async (c) => {
    const projectId = c.req.query('projectId') ?? '';
    const project = projectId.length <= 128 ? findProject({ database, projectId }) : undefined;
    const headers = frameDocumentHeaders({ allowedOrigins: project?.allowedOrigins ?? [] });
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    const html = await readFile(`${frameDir}/index.html`, 'utf8').catch(() => undefined);
    if (!html) return c.text('The frame app is not built: run `npm run build`.', 503);
    return c.html(html, project ? 200 : 404);
  });
  app.get('/frame/review', async (c) => {
    for (const [name, value] of Object.entries(reviewPageHeaders())) c.header(name, value);
    const html = await readFile(`${frameDir}/review.html`, 'utf8').catch(() => undefined);
    if (!html) return c.text('The frame app is not built: run `npm run build`.', 503);
    return c.html(html);
  });
  app.get('/frame/*', async (c) => {
    const file = resolveStaticPath({ directory: frameDir, urlPath: c.req.path.slice('/frame/'.length) });
    if (!file || file.endsWith('.html')) return c.text('Not found', 404);
    const body = await readFile(file).catch(() => undefined);
    if (!body) return c.text('Not found', 404);
    c.header('content-type', contentTypeFor({ path: file }));
    c.header('x-content-type-options', 'nosniff');
    // Chunk names carry a content hash; the entry and the stylesheet do not, so they revalidate.
    c.header('cache-control', c.req.path.includes('/chunks/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    return c.body(body);
  });
  return app;
}
