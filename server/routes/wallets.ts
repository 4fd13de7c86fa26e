import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import { ApiErrorCode, apiError } from '../directory/api-error.js';
import { findWallets } from '../directory/find-wallets.js';
import { parseGetWalletsQuery } from '../directory/parse-get-wallets-query.js';
import { requireProject, type ProjectEnv } from '../directory/require-project.js';

/**
 * `GET /getWallets?projectId&st&sv&page&entries&include&exclude&search&badge_type&chains` →
 * `{ count, data: WalletEntry[] }` (SPEC §7; entry shape in directory/to-wallet-entry.ts).
 * page is 1-based (default 1), entries default 40 and at most 100; include/exclude/chains are
 * comma-separated; search and chains rules in directory/find-wallets.ts. A malformed parameter
 * → 400 INVALID_PARAMETER.
 *
 * @example
 * app.route('/', walletsRoutes({ database }));
 */
export function walletsRoutes({ database }: { database: Database.Database }): Hono<ProjectEnv> {
  return new Hono<ProjectEnv>().get('/getWallets', requireProject({ database }), (c) => {
    const parsed = parseGetWalletsQuery({ params: c.req.query() });
    if ('error' in parsed)
      return apiError({ c, status: 400, code: ApiErrorCode.invalidParameter, message: parsed.error });
    return c.json(findWallets({ database, query: parsed.query }));
  });
}
