import { ed25519 } from '@noble/curves/ed25519';
import * as v from 'valibot';
import { setProjectOrigins } from '../../server/db/set-project-origins.js';
import type { ServerChain } from '../../server/server-chain.js';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import {
  PROFILE_ACCOUNT_PATH,
  nameServiceErrorSchema,
  type RegisterNameBody,
} from '../../src/core/protocol/names-api.js';
import { apiErrorBodySchema } from '../../src/core/protocol/api-error-body.js';
import { encodeBase58 } from '../../src/core/utils/base58.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

export const DAPP_ORIGIN = 'http://127.0.0.1:5173';
export const PROJECT_ID = 'demo-project';

export interface NamesTestServer {
  url: string;
  temp: TempDatabase;
  /** The server's clock (ms); move it with `advance`. */
  now(): number;
  advance(ms: number): void;
  /** `{url}{path}` with `?projectId=demo-project` added (or `&` when the path has a query). */
  call(
    path: string,
    options?: { method?: string; body?: unknown; headers?: Record<string, string>; projectId?: string | null },
  ): Promise<{ status: number; json: unknown; text: string; headers: Headers }>;
  stop(): Promise<void>;
}

/**
 * The real server on a fresh database with a movable clock; the name service in `zone`.
 *
 * @example
 * const server = await startNamesServer({ chains: [] });
 */
export async function startNamesServer({
  chains,
  zone,
  registrationsPerHourPerIp = 1000,
  trustedProxyHops = 0,
}: {
  chains: ServerChain[];
  zone?: string;
  registrationsPerHourPerIp?: number;
  trustedProxyHops?: number;
}): Promise<NamesTestServer> {
  const temp = openTempDatabase();
  setProjectOrigins({ database: temp.database, projectId: PROJECT_ID, allowedOrigins: [DAPP_ORIGIN] });
  let clock = Date.now();
  const server: StartServerReturnType = await startServer({
    port: 0,
    chains,
    database: temp.database,
    network: { trustedProxyHops },
    names: { ...(zone ? { zone } : {}), now: () => clock, registrationsPerHourPerIp },
  });
  return {
    url: server.url,
    temp,
    now: () => clock,
    advance: (ms) => {
      clock += ms;
    },
    call: async (path, { method = 'GET', body, headers = {}, projectId = PROJECT_ID } = {}) => {
      const query = projectId === null ? '' : `${path.includes('?') ? '&' : '?'}projectId=${projectId}`;
      const response = await fetch(`${server.url}${path}${query}`, {
        method,
        headers: {
          origin: DAPP_ORIGIN,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      const text = await response.text();
      const isJson = response.headers.get('content-type')?.includes('json');
      return {
        status: response.status,
        json: isJson && text ? JSON.parse(text) : undefined,
        text,
        headers: response.headers,
      };
    },
    stop: async () => {
      await server.stop();
      temp.cleanup();
    },
  };
}

/** What the modal signs (SPEC §7): the full name, attributes, unix seconds. */
export function registrationMessage({
  name,
  timestamp,
  attributes = {},
}: {
  name: string;
  timestamp: number;
  attributes?: Record<string, string>;
}): string {
  return JSON.stringify({ name, attributes, timestamp });
}

/** POSTs a registration; `body` overrides fields of the signed one (a tampered message, another address). */
export function postRegistration({ server, body }: { server: NamesTestServer; body: RegisterNameBody | unknown }) {
  return server.call(PROFILE_ACCOUNT_PATH, { method: 'POST', body });
}

/** The server clock in unix seconds, what a registration's timestamp is compared with. */
export const secondsOf = (server: NamesTestServer) => Math.floor(server.now() / 1000);

/** A Solana keypair: base58 address, and a signer answering base58 signatures (what wallets send). */
export function solanaKeypair() {
  const secretKey = ed25519.utils.randomPrivateKey();
  const address = encodeBase58(ed25519.getPublicKey(secretKey));
  return {
    address,
    sign: (message: string) => encodeBase58(ed25519.sign(new TextEncoder().encode(message), secretKey)),
  };
}

/**
 * A refusal's status and first reason name, after checking its body is the name service's error
 * shape (names-api.ts) with the server's `{ error, code }` agreeing with that reason.
 */
export function refusalOf(answer: { status: number; json: unknown }): [number, string] {
  const body = v.parse(v.intersect([nameServiceErrorSchema, apiErrorBodySchema]), answer.json);
  const [reason] = body.reasons;
  if (!reason || body.status !== reason.name || body.code !== reason.name || body.error !== reason.description)
    throw new Error(`malformed refusal: ${JSON.stringify(answer.json)}`);
  if (!reason.description) throw new Error('a refusal without a description');
  return [answer.status, reason.name];
}
