import { getAddress, isAddress } from 'viem';
import { isLoopbackHttpUrl } from '../oauth/is-loopback-http-url.js';
import type { ServerAccountAbstraction } from '../server-chain.js';

export interface ReadAccountAbstractionConfigParameters {
  /** The `accountAbstraction` of one APPKIT_CHAINS entry, as parsed from the JSON. */
  value: unknown;
  /** Where `bundlerPrivateKeyEnv` names the key. */
  env: NodeJS.ProcessEnv;
  /** Names the entry in errors, e.g. `APPKIT_CHAINS[0].accountAbstraction`. */
  where: string;
}

const FIELDS = new Set(['entryPoints', 'accountFactory', 'bundlerUrl', 'bundlerPrivateKeyEnv']);
/** More would be a misconfiguration: there are two EntryPoint versions in use (0.7, 0.8). */
const MAX_ENTRY_POINTS = 8;
const PRIVATE_KEY = /^0x[0-9a-fA-F]{64}$/;
const ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A chain's ERC-4337 setup from APPKIT_CHAINS (README, "Reference server"), one of two kinds:
 * - an upstream bundler: `{ bundlerUrl, entryPoints, accountFactory? }`, `bundlerUrl` https (plain
 *   http only on 127.0.0.1, ::1 or localhost);
 * - the built-in bundler: `{ bundlerPrivateKeyEnv, entryPoints, accountFactory? }`, the key (0x and
 *   64 hex digits) read from the environment variable it names, so no key sits in the JSON (an
 *   inline `bundlerPrivateKey` is refused).
 * Throws an Error that names the field and never echoes a key.
 *
 * @example
 * readAccountAbstractionConfig({
 *   value: { bundlerUrl: 'https://bundler.example/rpc', entryPoints: ['0x0000000071727De22E5E9d8BAf0edAc6f37da032'] },
 *   env: process.env,
 *   where: 'APPKIT_CHAINS[0].accountAbstraction',
 * });
 */
export function readAccountAbstractionConfig({
  value,
  env,
  where,
}: ReadAccountAbstractionConfigParameters): ServerAccountAbstraction {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`${where} must be an object: { bundlerUrl } or { bundlerPrivateKeyEnv }, with entryPoints`);
  const setup = value as Record<string, unknown>;
  if ('bundlerPrivateKey' in setup)
    throw new Error(
      `${where}.bundlerPrivateKey is not read: put the key in an environment variable and name it in bundlerPrivateKeyEnv`,
    );
  const unknown = Object.keys(setup).find((key) => !FIELDS.has(key));
  if (unknown !== undefined) throw new Error(`${where} has an unknown field: ${unknown.slice(0, 40)}`);
  const hasUrl = setup.bundlerUrl !== undefined;
  const hasKey = setup.bundlerPrivateKeyEnv !== undefined;
  if (hasUrl === hasKey)
    throw new Error(
      `${where} needs exactly one of bundlerUrl (an upstream bundler) and bundlerPrivateKeyEnv (the built-in bundler)`,
    );
  const common = {
    entryPoints: readEntryPoints({ value: setup.entryPoints, where: `${where}.entryPoints` }),
    ...(setup.accountFactory === undefined
      ? {}
      : { accountFactory: readAddress({ value: setup.accountFactory, where: `${where}.accountFactory` }) }),
  };
  return hasUrl
    ? { ...common, bundlerUrl: readBundlerUrl({ value: setup.bundlerUrl, where: `${where}.bundlerUrl` }) }
    : {
        ...common,
        bundlerPrivateKey: readKeyFromEnv({
          name: setup.bundlerPrivateKeyEnv,
          env,
          where: `${where}.bundlerPrivateKeyEnv`,
        }),
      };
}

function readAddress({ value, where }: { value: unknown; where: string }): `0x${string}` {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw new Error(`${where} must be an address (0x and 40 hex digits)`);
  return getAddress(value);
}

function readEntryPoints({ value, where }: { value: unknown; where: string }): `0x${string}`[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ENTRY_POINTS)
    throw new Error(`${where} must be a list of 1 to ${MAX_ENTRY_POINTS} EntryPoint addresses, v0.7 first`);
  const entryPoints = value.map((entry, index) => readAddress({ value: entry, where: `${where}[${index}]` }));
  if (new Set(entryPoints).size !== entryPoints.length) throw new Error(`${where} lists an address twice`);
  return entryPoints;
}

function readBundlerUrl({ value, where }: { value: unknown; where: string }): string {
  let url: URL;
  try {
    url = new URL(String(value));
  } catch {
    throw new Error(`${where} is not a URL`);
  }
  if (typeof value !== 'string' || (url.protocol !== 'https:' && !isLoopbackHttpUrl({ url })))
    throw new Error(`${where} must be https (plain http only on 127.0.0.1, ::1 or localhost)`);
  // fetch refuses a URL with credentials: an API key goes in the path or the query.
  if (url.username || url.password) throw new Error(`${where} must not hold a user name or password`);
  return value;
}

function readKeyFromEnv({ name, env, where }: { name: unknown; env: NodeJS.ProcessEnv; where: string }): `0x${string}` {
  if (typeof name !== 'string' || !ENV_NAME.test(name))
    throw new Error(`${where} must be the name of an environment variable, e.g. APPKIT_BUNDLER_KEY_1`);
  const key = env[name]?.trim();
  if (!key) throw new Error(`${where}: the environment variable ${name} is not set`);
  if (!PRIVATE_KEY.test(key)) throw new Error(`${where}: ${name} must be a private key (0x and 64 hex digits)`);
  return key as `0x${string}`;
}
