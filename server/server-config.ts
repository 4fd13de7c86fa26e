import { isAbsolute, join } from 'node:path';
import type { ServerChain } from './server-chain.js';

export interface ServerConfig {
  /** Folder of the SQLite file (`appkit.sqlite`); created when missing. */
  dataDir: string;
  /** Production mode: no dev projects are seeded and the /dev/ pages are not served. */
  production: boolean;
  /** Port on 127.0.0.1 for server/serve.ts; 0 picks a free one. */
  port: number;
  /** The chains server/serve.ts proxies and reads balances from. */
  chains: ServerChain[];
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
 * `SERVER_PORT` (default 8787) and `APPKIT_CHAINS` (JSON list of {@link ServerChain}, default
 * none). Throws on a malformed value, naming the variable.
 *
 * @example
 * const { dataDir } = readServerConfig({ root: repoRoot });
 * const database = openDatabase({ path: join(dataDir, DATABASE_FILE_NAME) });
 */
export function readServerConfig({ env = process.env, root = process.cwd() }: ReadServerConfigParameters = {}): ServerConfig {
  const production = ['1', 'true'].includes((env.APPKIT_PRODUCTION ?? '').trim().toLowerCase());
  return {
    dataDir: readDataDir({ env, root }),
    production,
    port: readPort({ raw: env.SERVER_PORT }),
    chains: readChains({ raw: env.APPKIT_CHAINS }),
  };
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

function readChains({ raw }: { raw: string | undefined }): ServerChain[] {
  if (raw === undefined || raw.trim() === '') return [];
  let chains: unknown;
  try {
    chains = JSON.parse(raw);
  } catch {
    throw new Error('APPKIT_CHAINS is not JSON');
  }
  const valid =
    Array.isArray(chains) &&
    chains.every((chain: Partial<ServerChain>) => Number.isSafeInteger(chain?.chainId) && typeof chain.rpcUrl === 'string' && /^https?:\/\//.test(chain.rpcUrl));
  if (!valid) throw new Error('APPKIT_CHAINS must be a JSON list of {chainId, rpcUrl (http or https), name?, tokens?}');
  return chains as ServerChain[];
}
