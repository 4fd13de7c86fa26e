import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import { setProjectOrigins } from '../../server/db/set-project-origins.js';
import type { ServerChain } from '../../server/server-chain.js';
import { SIWX_NONCE_HEADER, SIWX_NONCE_PATH } from '../../src/core/protocol/siwx-api.js';
import { formatSiwxMessage } from '../../src/core/protocol/siwx-message.js';
import type { SiwxMessageData } from '../../src/core/protocol/siwx-types.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

/** The dapp page the tests play: the demo project's only allowed origin here. */
export const DAPP_ORIGIN = 'http://127.0.0.1:5173';
export const PROJECT_ID = 'demo-project';

export interface SiwxTestServer {
  url: string;
  temp: TempDatabase;
  /** The server's clock (ms); move it with `advance`. */
  now(): number;
  advance(ms: number): void;
  /** A call to `{url}{path}?projectId=demo-project` from the dapp page (or `origin`, null for none). */
  call(
    path: string,
    options?: { method?: string; headers?: Record<string, string>; body?: unknown; origin?: string | null },
  ): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }>;
  stop(): Promise<void>;
}

/**
 * The real server with SIWX on a fresh database, a fixed nonce-token key and a movable clock.
 *
 * @example
 * const server = await startSiwxServer({ chains: [] });
 */
export async function startSiwxServer({ chains }: { chains: ServerChain[] }): Promise<SiwxTestServer> {
  const temp = openTempDatabase();
  setProjectOrigins({ database: temp.database, projectId: PROJECT_ID, allowedOrigins: [DAPP_ORIGIN] });
  let clock = Date.now();
  const server: StartServerReturnType = await startServer({
    port: 0,
    chains,
    database: temp.database,
    siwx: { secret: Buffer.alloc(32, 5), now: () => clock },
  });
  return {
    url: server.url,
    temp,
    now: () => clock,
    advance: (ms) => {
      clock += ms;
    },
    call: async (path, { method = 'GET', headers = {}, body, origin = DAPP_ORIGIN } = {}) => {
      const response = await fetch(`${server.url}${path}?projectId=${PROJECT_ID}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(origin === null ? {} : { origin }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      return {
        status: response.status,
        json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
        headers: response.headers,
      };
    },
    stop: async () => {
      await server.stop();
      temp.cleanup();
    },
  };
}

/**
 * A nonce from the server and a message for the dapp page carrying it: what the client would ask
 * the wallet to sign. `extra` overrides fields (a wrong domain, an expiry).
 *
 * @example
 * const { data, message, nonceHeader } = await prepareSignIn({ server, accountAddress, chainId: 'eip155:31337' });
 */
export async function prepareSignIn({
  server,
  accountAddress,
  chainId,
  extra = {},
}: {
  server: SiwxTestServer;
  accountAddress: string;
  chainId: string;
  extra?: Partial<SiwxMessageData>;
}) {
  const { json } = await server.call(SIWX_NONCE_PATH);
  const data: SiwxMessageData = {
    accountAddress,
    chainId,
    domain: new URL(DAPP_ORIGIN).host,
    uri: DAPP_ORIGIN,
    version: '1',
    nonce: json.nonce as string,
    statement: 'Sign in to the test dapp.',
    issuedAt: new Date(server.now()).toISOString(),
    ...extra,
  };
  return {
    data,
    message: formatSiwxMessage({ data }),
    nonceHeader: { [SIWX_NONCE_HEADER]: `Bearer ${json.token as string}` },
  };
}
