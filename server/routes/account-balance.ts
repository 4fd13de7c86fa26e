import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import { isAddress } from 'viem';
import type { TokenBalancesAnswer } from '../../src/core/protocol/token-balance.js';
import { createChainClients, tokenIconUrl } from '../data-api/create-chain-clients.js';
import { readBalances } from '../data-api/read-balances.js';
import { readSolanaBalances, type SolanaBalanceSource } from '../data-api/read-solana-balances.js';
import type { TokenPriceSource } from '../data-api/create-token-price-source.js';
import type { TokenPrices } from '../data-api/read-token-prices.js';
import { ApiErrorCode, apiError } from '../directory/api-error.js';
import { requireProject, type ProjectEnv } from '../directory/require-project.js';
import { parseChainIdParam } from '../rpc/parse-chain-id-param.js';
import type { ServerChain } from '../server-chain.js';

export interface AccountBalanceRoutesParameters {
  database: Database.Database;
  chains: readonly ServerChain[];
  /** The server's one price source (create-token-price-source.ts). */
  prices: TokenPriceSource;
  /** Solana clusters whose SOL and SPL balances are served (issue 20 part 6). */
  solana?: readonly SolanaBalanceSource[];
  /** The price table (server/data/token-prices.json): Solana tokens' prices (the clusters have no exchange). */
  table?: TokenPrices;
}

/** base58, 32 bytes: 32 to 44 characters. */
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/**
 * `GET /v1/account/{address}/balance?projectId&st&sv&currency=usd&chainId={caip2}&forceUpdate`
 * → `{ balances: TokenBalance[] }` (core/protocol/token-balance.ts): the native and configured token
 * balances of an EVM address, read live from the served chains (one chain with `chainId`, else
 * all), priced from the chain's pools when it has an exchange, else from server/data/token-prices.json
 * (create-token-price-source.ts). A Solana address gets its SOL and SPL token balances from the
 * served `solana` clusters (data-api/read-solana-balances.ts), priced from the table; none served
 * gives `{ balances: [] }` (the modal then lists the SOL of the account state).
 * Reads are always live, so `forceUpdate` is
 * accepted and changes nothing. A chain the server does not serve gives `{ balances: [] }`
 * (the client then shows "Token Balance Unavailable"). Errors: 400 INVALID_PARAMETER (address
 * neither EVM nor Solana, currency not usd), 502 UPSTREAM_UNAVAILABLE (a chain did not answer).
 *
 * @example
 * app.route('/', accountBalanceRoutes({ database, chains, prices }));
 */
export function accountBalanceRoutes({
  database,
  chains,
  prices,
  solana = [],
  table = new Map(),
}: AccountBalanceRoutesParameters): Hono<ProjectEnv> {
  const clients = createChainClients({ chains });
  return new Hono<ProjectEnv>().get('/v1/account/:address/balance', requireProject({ database }), async (c) => {
    const address = c.req.param('address');
    const evmAddress = isAddress(address, { strict: false }) ? address : undefined;
    if (!evmAddress && !SOLANA_ADDRESS.test(address)) {
      return apiError({
        c,
        status: 400,
        code: ApiErrorCode.invalidParameter,
        message: 'address must be an EVM or Solana address',
      });
    }
    const currency = c.req.query('currency') ?? 'usd';
    if (currency.toLowerCase() !== 'usd') {
      return apiError({ c, status: 400, code: ApiErrorCode.invalidParameter, message: 'currency must be usd' });
    }
    const chainParam = c.req.query('chainId');
    const projectId = c.get('project').projectId;
    const iconUrl = (symbol: string) => tokenIconUrl({ requestUrl: c.req.url, projectId, symbol });
    if (!evmAddress) {
      const sources = chainParam ? solana.filter((source) => source.caipNetworkId === chainParam) : solana;
      try {
        const perCluster = await Promise.all(
          sources.map((source) => readSolanaBalances({ address, source, prices: table, iconUrl })),
        );
        return c.json({ balances: perCluster.flat() } satisfies TokenBalancesAnswer);
      } catch {
        return apiError({ c, status: 502, code: ApiErrorCode.upstreamUnavailable, message: 'Chain unavailable' });
      }
    }
    let selected = [...clients.values()];
    if (chainParam) {
      const chainId = parseChainIdParam({ value: chainParam });
      const one = chainId === undefined ? undefined : clients.get(chainId);
      if (!one) return c.json({ balances: [] } satisfies TokenBalancesAnswer);
      selected = [one];
    }
    try {
      return c.json({
        balances: await readBalances({ address: evmAddress, chains: selected, prices, iconUrl }),
      } satisfies TokenBalancesAnswer);
    } catch {
      // The chain's address stays server-side, as in the RPC proxy.
      return apiError({ c, status: 502, code: ApiErrorCode.upstreamUnavailable, message: 'Chain unavailable' });
    }
  });
}
