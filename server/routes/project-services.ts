import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import { readTokenPrices } from '../data-api/read-token-prices.js';
import { buildImageCatalog } from '../directory/build-image-catalog.js';
import type { ServerChain } from '../server-chain.js';
import { accountBalanceRoutes } from './account-balance.js';
import { analyticsRoutes } from './analytics.js';
import { dataApiRoutes } from './data-api.js';
import { devEventsRoutes } from './dev-events.js';
import { imagesRoutes } from './images.js';
import { projectConfigRoutes } from './project-config.js';
import { walletsRoutes } from './wallets.js';

export interface ProjectServicesRoutesParameters {
  /** An open database (server/db/open-database.ts). */
  database: Database.Database;
  chains: readonly ServerChain[];
  /** Production mode leaves out the /dev/ pages. */
  production?: boolean;
}

/**
 * Every service that needs the database: the wallet directory (project config, origins,
 * analytics config, wallets, images), analytics (`POST /e`, dev pages) and the data API
 * (balances, supported chains, identity, prices). Each group's routes and shapes are documented
 * in its own file.
 *
 * @example
 * app.route('/', projectServicesRoutes({ database, chains }));
 */
export function projectServicesRoutes({ database, chains, production = false }: ProjectServicesRoutesParameters): Hono {
  const prices = readTokenPrices();
  const catalog = buildImageCatalog({ chains, pricedSymbols: prices.keys() });
  const app = new Hono()
    .route('/', projectConfigRoutes({ database }))
    .route('/', walletsRoutes({ database }))
    .route('/', imagesRoutes({ database, catalog }))
    .route('/', analyticsRoutes({ database }))
    .route('/', accountBalanceRoutes({ database, chains, prices }))
    .route('/', dataApiRoutes({ database, chains, prices }));
  if (!production) app.route('/', devEventsRoutes({ database }));
  return app;
}
