import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import { convertRoutes } from '../convert/convert-routes.js';
import { createTokenPriceSource } from '../data-api/create-token-price-source.js';
import { readTokenPrices } from '../data-api/read-token-prices.js';
import { buildImageCatalog } from '../directory/build-image-catalog.js';
import { createAuthContext, type AuthOptions } from '../auth/create-auth-context.js';
import type { DevMailbox } from '../mail/dev-mailbox.js';
import { namesRoutes, type NamesOptions } from '../names/names-routes.js';
import type { ServerChain } from '../server-chain.js';
import type { RpcProxyNetwork } from './rpc-proxy.js';
import { siwxRoutes, type SiwxOptions } from '../siwx/siwx-routes.js';
import { wcWalletRoutes } from '../wc-wallet/wc-wallet-routes.js';
import { accountBalanceRoutes } from './account-balance.js';
import { accountHistoryRoutes } from './account-history.js';
import { analyticsRoutes } from './analytics.js';
import { authRoutes } from './auth.js';
import { authDeviceRoutes } from './auth-devices.js';
import { authEmailChangeRoutes } from './auth-email-change.js';
import { authOAuthRoutes } from './auth-oauth.js';
import { authWalletRoutes } from './auth-wallet.js';
import { dataApiRoutes } from './data-api.js';
import { devEventsRoutes } from './dev-events.js';
import { frameAppRoutes } from './frame-app.js';
import { devMailboxRoutes } from './dev-mailbox.js';
import { imagesRoutes } from './images.js';
import { projectConfigRoutes } from './project-config.js';
import { walletsRoutes } from './wallets.js';

export interface ProjectServicesRoutesParameters {
  /** An open database (server/db/open-database.ts). */
  database: Database.Database;
  chains: readonly ServerChain[];
  /**
   * Non-EVM networks by CAIP-2 id (the local Solana cluster): the swap API's gas-price answers for
   * them; Solana ones also get the balance endpoint (SOL and their `tokens`) and network and token images.
   */
  rpcNetworks?: readonly RpcProxyNetwork[];
  /** Production mode leaves out the /dev/ pages (analytics log, mailbox, WalletConnect test wallet). */
  production?: boolean;
  /** Serves the frame's auth API (routes/auth.ts, routes/auth-email-change.ts, routes/auth-wallet.ts, routes/auth-oauth.ts) when given. */
  auth?: AuthOptions;
  /** The dev SMTP sink's mailbox, shown at /dev/mailbox (not in production mode). */
  mailbox?: DevMailbox;
  /** Serves sign-in with the wallet (siwx/siwx-routes.ts) when given. */
  siwx?: SiwxOptions;
  /** The name service's zone (and a test clock and rate limit); names/names-routes.ts. Always served. */
  names?: NamesOptions;
}

/**
 * Every service that needs the database: the wallet directory (project config, origins,
 * analytics config, wallets, images), analytics (`POST /e`, dev pages) and the data API
 * (balances, history, supported chains, identity, prices), the swap API (convert/convert-routes.ts) and the name service. Each group's routes and shapes are documented
 * in its own file.
 *
 * @example
 * app.route('/', projectServicesRoutes({ database, chains }));
 */
export function projectServicesRoutes({
  database,
  chains,
  rpcNetworks = [],
  production = false,
  auth,
  mailbox,
  siwx,
  names,
}: ProjectServicesRoutesParameters): Hono {
  const table = readTokenPrices();
  // One price source for balances, the price API and the swap preview: the pools where there is an exchange.
  const prices = createTokenPriceSource({ chains, table });
  const solana = rpcNetworks.filter((network) => network.caipNetworkId.startsWith('solana:'));
  const catalog = buildImageCatalog({ chains, pricedSymbols: table.keys(), solana });
  const app = new Hono()
    .route('/', projectConfigRoutes({ database }))
    .route('/', walletsRoutes({ database }))
    .route('/', imagesRoutes({ database, catalog }))
    .route('/', analyticsRoutes({ database }))
    .route('/', accountBalanceRoutes({ database, chains, prices, solana, table }))
    .route('/', accountHistoryRoutes({ database, prices: table }))
    .route('/', dataApiRoutes({ database, chains, prices }))
    .route('/', convertRoutes({ database, chains, networks: rpcNetworks }))
    .route('/', namesRoutes({ database, chains, ...names }))
    .route('/', frameAppRoutes({ database }));
  if (auth) {
    const context = createAuthContext({ database, ...auth });
    app
      .route('/', authRoutes({ database, context }))
      .route('/', authEmailChangeRoutes({ context }))
      .route('/', authDeviceRoutes({ context }))
      .route('/', authWalletRoutes({ database, context }))
      .route('/', authOAuthRoutes({ database, context, oauth: auth.oauth }));
  }
  // The sign-in email capture mails its codes through the auth API's mail settings.
  if (siwx) app.route('/', siwxRoutes({ database, chains, ...(auth ? { smtp: auth.smtp } : {}), ...siwx }));
  if (!production) app.route('/', devEventsRoutes({ database })).route('/', wcWalletRoutes());
  if (!production && mailbox) app.route('/', devMailboxRoutes({ mailbox }));
  return app;
}
