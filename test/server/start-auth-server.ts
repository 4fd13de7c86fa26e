import { webcrypto } from 'node:crypto';
import type { OAuthOptions } from '../../server/oauth/oauth-options.js';
import { startServer } from '../../server/start-server.js';
import { startSmtpSink } from '../../server/mail/start-smtp-sink.js';
import type { StoredMail } from '../../server/mail/dev-mailbox.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

/**
 * A device as the frame makes it: a UUID and a P-256 key pair whose private half is
 * non-extractable (it signs device proofs, auth-requests.ts `createDeviceProof`). Send
 * {@link deviceFields} in request bodies, never the whole device.
 */
export interface TestDevice {
  deviceId: string;
  devicePublicKey: webcrypto.JsonWebKey;
  privateKey: webcrypto.CryptoKey;
}

/** The fixed secrets of the test server, so a test can play the operator holding them (T18). */
export const TEST_SECRETS = {
  pepper: Buffer.alloc(32, 7),
  shareKek: Buffer.alloc(32, 8),
  recoveryKek: Buffer.alloc(32, 9),
} as const;

export interface AuthServer {
  url: string;
  temp: TempDatabase;
  /** The test clock (ms) the auth code reads; move it with `advance`. */
  now(): number;
  advance(ms: number): void;
  /** Lines the sink printed to its "dev console". */
  sinkLog: string[];
  /** Everything the server wrote to console.log/warn/error while running. */
  consoleOutput: string[];
  post(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }>;
  get(
    path: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }>;
  put(
    path: string,
    body: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }>;
  /** The newest code mail to an address (security notices carry no code and are skipped), read over HTTP from /dev/mailbox.json. */
  lastMail(to: string): Promise<StoredMail>;
  /** Every mail to an address, newest first (codes and notices). */
  mailsTo(to: string): Promise<StoredMail[]>;
  stop(): Promise<void>;
}

export async function createTestDevice(): Promise<TestDevice> {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  return {
    deviceId: webcrypto.randomUUID(),
    devicePublicKey: await webcrypto.subtle.exportKey('jwk', pair.publicKey),
    privateKey: pair.privateKey,
  };
}

/** What the frame sends of its device in `email/start`: the id and the public key. */
export const deviceFields = ({ deviceId, devicePublicKey }: TestDevice) => ({ deviceId, devicePublicKey });

export interface StartAuthServerParameters {
  /** 0 (the default) picks a free port; the social login tests fix it first, for the redirect URI. */
  port?: number;
  /** The social providers (AuthOptions.oauth), e.g. the OIDC stand-in's. */
  oauth?: OAuthOptions;
  /** Reverse proxies trusted to append to X-Forwarded-For (CreateServerAppParameters.trustedProxyHops); 0 by default. */
  trustedProxyHops?: number;
}

/**
 * A real reference server on 127.0.0.1 with a fresh SQLite file, a real SMTP sink receiving the
 * real nodemailer mails, fixed secrets (TEST_SECRETS) and a test clock.
 */
export async function startAuthServer({
  port = 0,
  oauth,
  trustedProxyHops = 0,
}: StartAuthServerParameters = {}): Promise<AuthServer> {
  const temp = openTempDatabase();
  let clock = Date.parse('2030-01-01T00:00:00.000Z');
  const sinkLog: string[] = [];
  const consoleOutput: string[] = [];
  const sink = await startSmtpSink({ log: (line) => sinkLog.push(line) });
  const originals = { log: console.log, warn: console.warn, error: console.error };
  for (const method of ['log', 'warn', 'error'] as const) {
    console[method] = (...args: unknown[]) => {
      consoleOutput.push(
        args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(' '),
      );
    };
  }
  const auth = { ...TEST_SECRETS, smtp: sink.smtp, now: () => clock, oauth };
  const server = await startServer({
    port,
    chains: [],
    database: temp.database,
    auth,
    mailbox: sink.mailbox,
    network: { trustedProxyHops },
  });
  const request = async (path: string, init: RequestInit) => {
    const response = await fetch(`${server.url}${path}`, init);
    return {
      status: response.status,
      json: (await response.json()) as Record<string, unknown>,
      headers: response.headers,
    };
  };
  return {
    url: server.url,
    temp,
    now: () => clock,
    advance: (ms) => void (clock += ms),
    sinkLog,
    consoleOutput,
    post: (path, body, headers = {}) =>
      request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    get: (path, headers = {}) => request(path, { headers }),
    put: (path, body, headers = {}) =>
      request(path, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    lastMail: async (to) => {
      const { json } = await request(`/dev/mailbox.json?to=${encodeURIComponent(to)}`, {});
      const mail = (json.mails as StoredMail[]).find((candidate) => candidate.code);
      if (!mail) throw new Error(`no code mail to ${to} in the sink`);
      return mail;
    },
    mailsTo: async (to) =>
      (await request(`/dev/mailbox.json?to=${encodeURIComponent(to)}`, {})).json.mails as StoredMail[],
    stop: async () => {
      await server.stop();
      await sink.stop();
      Object.assign(console, originals);
      temp.cleanup();
    },
  };
}
