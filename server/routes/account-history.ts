import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import { isAddress } from 'viem';
import type { TransactionsPage } from '../../src/core/protocol/transactions-page.js';
import { tokenIconUrl } from '../data-api/create-chain-clients.js';
import { InvalidHistoryCursorError, readAccountHistory } from '../data-api/read-account-history.js';
import type { TokenPrices } from '../data-api/read-token-prices.js';
import { ApiErrorCode, apiError } from '../directory/api-error.js';
import { requireProject, type ProjectEnv } from '../directory/require-project.js';

export interface AccountHistoryRoutesParameters {
  database: Database.Database;
  prices: TokenPrices;
}

/** base58, 32 bytes: 32 to 44 characters. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;
/** A CAIP-2 id (namespace:reference), or a bare EVM chain id. */
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/;

/**
 * `GET /v1/account/{address}/history?projectId&st&sv&cursor&chainId={caip2}` →
 * `{ data: Transaction[], next: string | null }` (core/protocol/transactions-page.ts): the
 * activity the indexer (server/indexer/) stored for an EVM or Solana address, newest first, 20
 * per page; `next` goes back as `cursor`. Without `chainId` all chains; a chain nobody indexes
 * gives `{ data: [], next: null }`. Errors: 400 INVALID_PARAMETER (address neither EVM nor
 * Solana, malformed chainId or cursor), and the project errors of the other data API routes.
 *
 * @example
 * app.route('/', accountHistoryRoutes({ database, prices }));
 */
export function accountHistoryRoutes({ database, prices }: AccountHistoryRoutesParameters): Hono<ProjectEnv> {
  return new Hono<ProjectEnv>().get('/v1/account/:address/history', requireProject({ database }), (c) => {
    const address = c.req.param('address');
    if (!isAddress(address, { strict: false }) && !SOLANA_ADDRESS.test(address)) {
      return apiError({
        c,
        status: 400,
        code: ApiErrorCode.invalidParameter,
        message: 'address must be an EVM or Solana address',
      });
    }
    let chain = c.req.query('chainId')?.trim() || undefined;
    if (chain && /^[1-9]\d{0,15}$/.test(chain)) chain = `eip155:${chain}`;
    if (chain && !CAIP2.test(chain)) {
      return apiError({ c, status: 400, code: ApiErrorCode.invalidParameter, message: 'chainId must be a CAIP-2 id' });
    }
    const projectId = c.get('project').projectId;
    const iconUrl = (symbol: string) => tokenIconUrl({ requestUrl: c.req.url, projectId, symbol });
    try {
      return c.json(
        readAccountHistory({
          database,
          address,
          chain,
          cursor: c.req.query('cursor') || undefined,
          prices,
          iconUrl,
        }) satisfies TransactionsPage,
      );
    } catch (error) {
      if (!(error instanceof InvalidHistoryCursorError)) throw error;
      return apiError({ c, status: 400, code: ApiErrorCode.invalidParameter, message: error.message });
    }
  });
}
