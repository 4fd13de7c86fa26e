import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import type { StoredMail } from '../../server/mail/dev-mailbox.js';
import { startSmtpSink, type StartSmtpSinkReturnType } from '../../server/mail/start-smtp-sink.js';
import type { SiwxRateLimits } from '../../server/siwx/siwx-rate-limits.js';
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
  /** A call to `{url}{path}?projectId=demo-project` (or `projectId`) from the dapp page (or `origin`, null for none). */
  call(
    path: string,
    options?: {
      method?: string;
      headers?: Record<string, string>;
      body?: unknown;
      origin?: string | null;
      projectId?: string;
    },
  ): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }>;
  /** With `mail`: the newest mail to an address, read over HTTP from /dev/mailbox.json. */
  lastMail(to: string): Promise<StoredMail>;
  /** With `mail`: everything the server wrote to console.log/warn/error, and the sink's own log lines. */
  consoleOutput: string[];
  sinkLog: string[];
  stop(): Promise<void>;
}

export interface StartSiwxServerParameters {
  chains: ServerChain[];
  /** Start a dev SMTP sink, mail email-capture codes to it, serve /dev/mailbox and record console output. */
  mail?: boolean;
  /** SiwxOptions.limits (nonce and authenticate calls per minute). */
  limits?: Partial<SiwxRateLimits>;
  /** Trust `X-Forwarded-For` from this many proxies, so a test can play several client IPs. */
  trustedProxyHops?: number;
}

/**
 * The real server with SIWX on a fresh database, a fixed nonce-token key and a movable clock.
 *
 * @example
 * const server = await startSiwxServer({ chains: [] });
 */
export async function startSiwxServer({
  chains,
  mail = false,
  limits,
  trustedProxyHops = 0,
}: StartSiwxServerParameters): Promise<SiwxTestServer> {
  const temp = openTempDatabase();
  setProjectOrigins({ database: temp.database, projectId: PROJECT_ID, allowedOrigins: [DAPP_ORIGIN] });
  let clock = Date.now();
  const consoleOutput: string[] = [];
  const sinkLog: string[] = [];
  let sink: StartSmtpSinkReturnType | undefined;
  const originals = { log: console.log, warn: console.warn, error: console.error };
  if (mail) {
    sink = await startSmtpSink({ log: (line) => sinkLog.push(line) });
    for (const method of ['log', 'warn', 'error'] as const)
      console[method] = (...args: unknown[]) => void consoleOutput.push(args.map(String).join(' '));
  }
  const server: StartServerReturnType = await startServer({
    port: 0,
    chains,
    database: temp.database,
    ...(sink ? { mailbox: sink.mailbox } : {}),
    network: { trustedProxyHops },
    siwx: { secret: Buffer.alloc(32, 5), now: () => clock, ...(sink ? { smtp: sink.smtp } : {}), limits },
  });
  return {
    url: server.url,
    temp,
    now: () => clock,
    advance: (ms) => {
      clock += ms;
    },
    call: async (path, { method = 'GET', headers = {}, body, origin = DAPP_ORIGIN, projectId = PROJECT_ID } = {}) => {
      const response = await fetch(`${server.url}${path}?projectId=${projectId}`, {
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
    lastMail: async (to) => {
      const response = await fetch(`${server.url}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
      const mails = ((await response.json()) as { mails: StoredMail[] }).mails;
      if (!mails[0]) throw new Error(`no mail to ${to} in the sink`);
      return mails[0];
    },
    consoleOutput,
    sinkLog,
    stop: async () => {
      await server.stop();
      await sink?.stop();
      if (sink) Object.assign(console, originals);
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
