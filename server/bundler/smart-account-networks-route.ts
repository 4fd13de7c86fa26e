import type Database from 'better-sqlite3';
import { Hono } from 'hono';
import {
  SMART_ACCOUNT_NETWORKS_PATH,
  type SmartAccountNetworksAnswer,
} from '../../src/core/protocol/smart-account-api.js';
import { requireProject, type ProjectEnv } from '../directory/require-project.js';
import type { ServerChain } from '../server-chain.js';

export interface SmartAccountNetworksRouteParameters {
  chains: readonly ServerChain[];
  /** The `projects` table: only its project ids are answered (401 otherwise). */
  database?: Database.Database;
}

/**
 * `GET /v1/bundler/networks?projectId=` (issue 17): the networks where the embedded wallet may use
 * a smart account — those with a bundler and a factory — with EntryPoint v0.7 and the factory
 * (shapes in src/core/protocol/smart-account-api.ts). The frame reads the factory from here, never
 * from the page. Public facts: no origin check.
 *
 * @example
 * app.route('/', smartAccountNetworksRoute({ chains, database }));
 */
export function smartAccountNetworksRoute({ chains, database }: SmartAccountNetworksRouteParameters): Hono<ProjectEnv> {
  const answer: SmartAccountNetworksAnswer = {
    networks: chains.flatMap(({ chainId, accountAbstraction }) => {
      const entryPoint = accountAbstraction?.entryPoints[0];
      const accountFactory = accountAbstraction?.accountFactory;
      return entryPoint && accountFactory ? [{ chainId: `eip155:${chainId}`, entryPoint, accountFactory }] : [];
    }),
  };
  return new Hono<ProjectEnv>().get(
    SMART_ACCOUNT_NETWORKS_PATH,
    requireProject({ database, checkOrigin: false }),
    (c) => c.json(answer),
  );
}
