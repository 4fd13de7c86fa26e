import { webcrypto } from 'node:crypto';
import { startServer } from '../../server/start-server.js';
import { startSmtpSink } from '../../server/mail/start-smtp-sink.js';
import type { StoredMail } from '../../server/mail/dev-mailbox.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

/** A device as the frame makes it: a UUID and the public half of a P-256 key pair (as exported JWK). */
export interface TestDevice {
  deviceId: string;
  devicePublicKey: webcrypto.JsonWebKey;
}

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
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }>;
  get(path: string, headers?: Record<string, string>): Promise<{ status: number; json: Record<string, unknown> }>;
  /** The newest mail to an address, read over HTTP from /dev/mailbox.json. */
  lastMail(to: string): Promise<StoredMail>;
  stop(): Promise<void>;
}

export async function createTestDevice(): Promise<TestDevice> {
  const pair = await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify']);
  return { deviceId: webcrypto.randomUUID(), devicePublicKey: await webcrypto.subtle.exportKey('jwk', pair.publicKey) };
}

/**
 * A real reference server on 127.0.0.1 with a fresh SQLite file, a real SMTP sink receiving the
 * real nodemailer mails, a fixed pepper and a test clock.
 */
export async function startAuthServer(): Promise<AuthServer> {
  const temp = openTempDatabase();
  let clock = Date.parse('2030-01-01T00:00:00.000Z');
  const sinkLog: string[] = [];
  const consoleOutput: string[] = [];
  const sink = await startSmtpSink({ log: (line) => sinkLog.push(line) });
  const originals = { log: console.log, warn: console.warn, error: console.error };
  for (const method of ['log', 'warn', 'error'] as const) {
    console[method] = (...args: unknown[]) => {
      consoleOutput.push(args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(' '));
    };
  }
  const auth = { pepper: Buffer.alloc(32, 7), smtp: sink.smtp, now: () => clock };
  const server = await startServer({ port: 0, chains: [], database: temp.database, auth, mailbox: sink.mailbox });
  const request = async (path: string, init: RequestInit) => {
    const response = await fetch(`${server.url}${path}`, init);
    return { status: response.status, json: (await response.json()) as Record<string, unknown>, headers: response.headers };
  };
  return {
    url: server.url,
    temp,
    now: () => clock,
    advance: (ms) => void (clock += ms),
    sinkLog,
    consoleOutput,
    post: (path, body, headers = {}) =>
      request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
    get: (path, headers = {}) => request(path, { headers }),
    lastMail: async (to) => {
      const { json } = await request(`/dev/mailbox.json?to=${encodeURIComponent(to)}`, {});
      const [mail] = json.mails as StoredMail[];
      if (!mail) throw new Error(`no mail to ${to} in the sink`);
      return mail;
    },
    stop: async () => {
      await server.stop();
      await sink.stop();
      Object.assign(console, originals);
      temp.cleanup();
    },
  };
}
