import { isAbsolute, join } from 'node:path';
import {
  RPC_CALLS_PER_MINUTE_PER_IP,
  RPC_CALLS_PER_MINUTE_PER_PROJECT,
  RPC_MAX_BATCH_CALLS,
} from './rpc/rpc-proxy-limits.js';
import { readAccountAbstractionConfig } from './bundler/read-account-abstraction-config.js';
import { readSwapConfig } from './convert/read-swap-config.js';
import type { ServerChain } from './server-chain.js';
import { DEFAULT_NAME_ZONE } from '../src/core/protocol/names-api.js';

export interface ServerConfig {
  /** Folder of the SQLite file (`appkit.sqlite`); created when missing. */
  dataDir: string;
  /** Production mode: no dev projects are seeded and the /dev/ pages are not served. */
  production: boolean;
  /** Port on 127.0.0.1 for server/serve.ts; 0 picks a free one. */
  port: number;
  /** The chains server/serve.ts proxies and reads balances from. */
  chains: ServerChain[];
  /**
   * Reverse proxies in front of the server that append the client to `X-Forwarded-For`
   * (`APPKIT_TRUSTED_PROXY_HOPS`, default 0: the header is ignored, per-IP caps see the socket
   * address). Set it to the exact count: more lets clients pick their own address.
   */
  trustedProxyHops: number;
  /** Caps of the RPC proxy, in JSON-RPC calls per minute (`APPKIT_RPC_CALLS_PER_MINUTE_PER_IP`, `…_PER_PROJECT`). */
  rpcLimits: { callsPerMinutePerIp: number; callsPerMinutePerProject: number };
  /** The name service (server/names/): names are registered as `{label}.{zone}` (`APPKIT_NAME_ZONE`, default reown.id). */
  names: { zone: string };
}

export interface ReadServerConfigParameters {
  /** Defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** A relative APPKIT_DATA_DIR is resolved against it. Defaults to process.cwd(). */
  root?: string;
}

/** The database file inside {@link ServerConfig.dataDir}. */
export const DATABASE_FILE_NAME = 'appkit.sqlite';

/**
 * The server's settings from the environment (README, "Reference server"):
 * `APPKIT_DATA_DIR` (default `.dev/`, git-ignored), `APPKIT_PRODUCTION` (`1` or `true`),
 * `SERVER_PORT` (default 8787), `APPKIT_CHAINS` (JSON list of {@link ServerChain}, default
 * none; an `accountAbstraction` names its bundler key's variable, read-account-abstraction-config.ts;
 * a `swap` names its Uniswap V2 exchange, convert/read-swap-config.ts),
 * `APPKIT_TRUSTED_PROXY_HOPS` (default 0) and the RPC proxy's caps
 * `APPKIT_RPC_CALLS_PER_MINUTE_PER_IP` / `…_PER_PROJECT`, and the name zone `APPKIT_NAME_ZONE`
 * (default reown.id). Throws on a malformed value, naming the variable.
 *
 * @example
 * const { dataDir } = readServerConfig({ root: repoRoot });
 * const database = openDatabase({ path: join(dataDir, DATABASE_FILE_NAME) });
 */
export function readServerConfig({
  env = process.env,
  root = process.cwd(),
}: ReadServerConfigParameters = {}): ServerConfig {
  const production = ['1', 'true'].includes((env.APPKIT_PRODUCTION ?? '').trim().toLowerCase());
  return {
    dataDir: readDataDir({ env, root }),
    production,
    port: readPort({ raw: env.SERVER_PORT }),
    chains: readChains({ raw: env.APPKIT_CHAINS, env }),
    trustedProxyHops: readCount({
      name: 'APPKIT_TRUSTED_PROXY_HOPS',
      raw: env.APPKIT_TRUSTED_PROXY_HOPS,
      fallback: 0,
      min: 0,
      max: 10,
    }),
    rpcLimits: {
      callsPerMinutePerIp: readCount({
        name: 'APPKIT_RPC_CALLS_PER_MINUTE_PER_IP',
        raw: env.APPKIT_RPC_CALLS_PER_MINUTE_PER_IP,
        ...RPC_LIMIT_RANGE,
        fallback: DEFAULT_RPC_LIMITS.callsPerMinutePerIp,
      }),
      callsPerMinutePerProject: readCount({
        name: 'APPKIT_RPC_CALLS_PER_MINUTE_PER_PROJECT',
        raw: env.APPKIT_RPC_CALLS_PER_MINUTE_PER_PROJECT,
        ...RPC_LIMIT_RANGE,
        fallback: DEFAULT_RPC_LIMITS.callsPerMinutePerProject,
      }),
    },
    names: { zone: readNameZone({ raw: env.APPKIT_NAME_ZONE }) },
  };
}

/** Two or more DNS labels, lowercase: what a name's suffix can be. */
const NAME_ZONE = /^(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/;

function readNameZone({ raw }: { raw: string | undefined }): string {
  if (raw === undefined || raw.trim() === '') return DEFAULT_NAME_ZONE;
  const zone = raw.trim().toLowerCase().replace(/^\./, '');
  if (!NAME_ZONE.test(zone) || zone.length > 200)
    throw new Error(`APPKIT_NAME_ZONE=${raw} must be a domain such as reown.id`);
  return zone;
}

/** The RPC proxy's caps when none are configured (server/rpc/rpc-proxy-limits.ts). */
const DEFAULT_RPC_LIMITS = {
  callsPerMinutePerIp: RPC_CALLS_PER_MINUTE_PER_IP,
  callsPerMinutePerProject: RPC_CALLS_PER_MINUTE_PER_PROJECT,
};
/** A cap below one full batch would refuse every batch. */
const RPC_LIMIT_RANGE = { min: RPC_MAX_BATCH_CALLS, max: 10_000_000 };

function readCount({
  name,
  raw,
  fallback,
  min,
  max,
}: {
  name: string;
  raw: string | undefined;
  fallback: number;
  min: number;
  max: number;
}): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max)
    throw new Error(`${name}=${raw} must be a whole number from ${min} to ${max}`);
  return value;
}

/**
 * The data folder alone (`APPKIT_DATA_DIR`, default `{root}/.dev`): the dev stack needs only this.
 *
 * @example
 * readDataDir({ root: '/repo', env: {} }); // '/repo/.dev'
 */
export function readDataDir({ env = process.env, root = process.cwd() }: ReadServerConfigParameters = {}): string {
  const rawDir = env.APPKIT_DATA_DIR?.trim() || '.dev';
  return isAbsolute(rawDir) ? rawDir : join(root, rawDir);
}

const DEFAULT_PORT = 8787;

function readPort({ raw }: { raw: string | undefined }): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const port = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || port > 65535) throw new Error(`SERVER_PORT=${raw} is not a port number`);
  return port;
}

function readChains({ raw, env }: { raw: string | undefined; env: NodeJS.ProcessEnv }): ServerChain[] {
  if (raw === undefined || raw.trim() === '') return [];
  let chains: unknown;
  try {
    chains = JSON.parse(raw);
  } catch {
    throw new Error('APPKIT_CHAINS is not JSON');
  }
  const valid =
    Array.isArray(chains) &&
    chains.every(
      (chain: Partial<ServerChain>) =>
        Number.isSafeInteger(chain?.chainId) && typeof chain.rpcUrl === 'string' && /^https?:\/\//.test(chain.rpcUrl),
    );
  if (!valid)
    throw new Error(
      'APPKIT_CHAINS must be a JSON list of {chainId, rpcUrl (http or https), name?, tokens?, accountAbstraction?, swap?}',
    );
  return (chains as ServerChain[]).map((chain, index) => ({
    ...chain,
    ...(chain.accountAbstraction === undefined
      ? {}
      : {
          accountAbstraction: readAccountAbstractionConfig({
            value: chain.accountAbstraction,
            env,
            where: `APPKIT_CHAINS[${index}].accountAbstraction`,
          }),
        }),
    ...(chain.swap === undefined
      ? {}
      : { swap: readSwapConfig({ value: chain.swap, where: `APPKIT_CHAINS[${index}].swap` }) }),
  }));
}
