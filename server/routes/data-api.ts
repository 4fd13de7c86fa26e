import type Database from 'better-sqlite3';
import { Hono, type Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  MAX_PRICE_ADDRESSES,
  fungiblePriceBodySchema,
  type FungiblePriceBody,
  type FungiblePricesAnswer,
  type IdentityAnswer,
  type SupportedChainsAnswer,
} from '../../src/core/protocol/chain-data.js';
import { tokenIconUrl } from '../data-api/create-chain-clients.js';
import { findFungiblePrices } from '../data-api/find-fungible-prices.js';
import type { TokenPriceSource } from '../data-api/create-token-price-source.js';
import { ApiErrorCode, apiError } from '../directory/api-error.js';
import { requireProject, type ProjectEnv } from '../directory/require-project.js';
import { nameAvatarUrl } from '../names/name-avatar.js';
import { readNameAddress } from '../names/name-address.js';
import { createNamesStore } from '../names/names-store.js';
import type { ServerChain } from '../server-chain.js';

export interface DataApiRoutesParameters {
  database: Database.Database;
  chains: readonly ServerChain[];
  /** The server's one price source (create-token-price-source.ts). */
  prices: TokenPriceSource;
}

const MAX_PRICE_BODY_BYTES = 16 * 1024;

/** The price body as sent, before its fields are checked. */
type PriceBody = { [Key in keyof FungiblePriceBody]?: unknown } | null;
type PriceEnv = { Variables: ProjectEnv['Variables'] & { body: PriceBody } };

/**
 * The blockchain data API besides balances (SPEC §7), all with `?projectId&st&sv`:
 * - `GET /v1/supported-chains` → `{ http: caip2[], ws: [] }` (the chains the server serves),
 * - `GET /v1/identity/{address}?sender` → `{ name, avatar }`: the address's registered name
 *   (server/names/; EVM any case, or Solana base58) and its avatar URL on this server
 *   (`{origin}/v1/profile/avatar/{name}?projectId=…`), or both null; 400 INVALID_PARAMETER for
 *   anything else,
 * - `POST /v1/fungible/price` with `{ currency: 'usd', addresses: caip10[], projectId }` →
 *   `{ fungibles: [{ address, name, symbol, iconUrl, price }] }`, priced from the chain's pools
 *   when it has an exchange, else from the table; the project id may be in the query or the body
 *   (400 INVALID_BODY on a malformed body, 502 UPSTREAM_UNAVAILABLE when a chain's pools cannot be read).
 *
 * @example
 * app.route('/', dataApiRoutes({ database, chains, prices }));
 */
export function dataApiRoutes({ database, chains, prices }: DataApiRoutesParameters): Hono<PriceEnv> {
  const project = requireProject({ database });
  const names = createNamesStore({ database });
  const limit = bodyLimit({
    maxSize: MAX_PRICE_BODY_BYTES,
    onError: (c) => apiError({ c, status: 413, code: ApiErrorCode.payloadTooLarge, message: 'Request too large' }),
  });
  // The price body is read before the project check: its projectId may stand in for the query's.
  const jsonBody = createMiddleware<PriceEnv>(async (c, next) => {
    try {
      c.set('body', (await c.req.json()) as PriceBody);
    } catch {
      return apiError({ c, status: 400, code: ApiErrorCode.invalidBody, message: 'body must be JSON' });
    }
    await next();
  });
  const priceProject = requireProject({
    database,
    readProjectId: (c) => {
      const body = (c as Context<PriceEnv>).get('body');
      return c.req.query('projectId') || (typeof body?.projectId === 'string' ? body.projectId : undefined);
    },
  });
  return new Hono<PriceEnv>()
    .get('/v1/supported-chains', project, (c) =>
      c.json({ http: chains.map((chain) => `eip155:${chain.chainId}`), ws: [] } satisfies SupportedChainsAnswer),
    )
    .get('/v1/identity/:address', project, (c) => {
      const address = readNameAddress({ address: c.req.param('address') });
      if (!address) {
        return apiError({
          c,
          status: 400,
          code: ApiErrorCode.invalidParameter,
          message: 'address must be an EVM or Solana address',
        });
      }
      const name = names.findNameOfAddress({ addressKey: address.key });
      if (name === undefined) return c.json({ name: null, avatar: null } satisfies IdentityAnswer);
      const avatar = nameAvatarUrl({ requestUrl: c.req.url, projectId: c.get('project').projectId, name });
      return c.json({ name, avatar } satisfies IdentityAnswer);
    })
    .post('/v1/fungible/price', limit, jsonBody, priceProject, async (c) => {
      // Checked field by field against core/protocol/chain-data.ts's schema, so each wrong field gets its own message.
      const { currency = 'usd', addresses } = c.get('body') ?? {};
      if (!v.is(fungiblePriceBodySchema.entries.currency, currency)) {
        return apiError({ c, status: 400, code: ApiErrorCode.invalidBody, message: 'currency must be usd' });
      }
      if (!v.is(fungiblePriceBodySchema.entries.addresses, addresses)) {
        const message = `addresses must be a list of at most ${MAX_PRICE_ADDRESSES} CAIP-10 ids`;
        return apiError({ c, status: 400, code: ApiErrorCode.invalidBody, message });
      }
      const iconUrl = (symbol: string) =>
        tokenIconUrl({ requestUrl: c.req.url, projectId: c.get('project').projectId, symbol });
      try {
        return c.json({
          fungibles: await findFungiblePrices({ addresses, chains, prices, iconUrl }),
        } satisfies FungiblePricesAnswer);
      } catch {
        // The chain's address stays server-side, as in the RPC proxy.
        return apiError({ c, status: 502, code: ApiErrorCode.upstreamUnavailable, message: 'Chain unavailable' });
      }
    });
}
