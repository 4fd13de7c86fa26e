// A hand-driven relay client for the relay tests: signs its own JWT (our did:key encoding, checked
// against the SDK's in relay-jwt.node.test.ts), sends raw JSON-RPC and records every push.
import { ed25519 } from '@noble/curves/ed25519';
import { base64urlnopad } from '@scure/base';
import WebSocket from 'ws';
import { encodeDidKey } from '../../server/relay/did-key.js';

/** A relay JWT signed like the SDK signs it; `clientId` is its issuer. */
export function signRelayJwt({
  secretKey = ed25519.utils.randomPrivateKey(),
  aud,
  iat,
  exp,
}: {
  secretKey?: Uint8Array;
  aud: string;
  iat: number;
  exp?: number;
}): { jwt: string; clientId: string } {
  const encode = (value: unknown) => base64urlnopad.encode(new TextEncoder().encode(JSON.stringify(value)));
  const clientId = encodeDidKey({ publicKey: ed25519.getPublicKey(secretKey) });
  const payload = { iss: clientId, sub: 'relay-test', aud, iat, exp: exp ?? iat + 86_400 };
  const signed = `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode(payload)}`;
  const signature = base64urlnopad.encode(ed25519.sign(new TextEncoder().encode(signed), secretKey));
  return { jwt: `${signed}.${signature}`, clientId };
}

export interface RelayPush {
  id: number;
  params: {
    id: string;
    data: { topic: string; message: string; publishedAt: number; tag: number; attestation?: string };
  };
}

export interface RelayAnswer {
  text: string;
  result?: unknown;
  error?: { code: number; message: string };
}

export interface RelayTestClient {
  socket: WebSocket;
  clientId: string;
  /** The secret key, to reconnect as the same client. */
  secretKey: Uint8Array;
  /** Sends a request and waits for its answer; `idText` defaults to a fresh id beyond 2^53. */
  request(method: string, params?: unknown, idText?: string): Promise<RelayAnswer>;
  /** Sends a raw text frame and waits for the next answer frame. */
  sendRaw(text: string): Promise<RelayAnswer>;
  /** Every push received so far, in order. */
  pushes: RelayPush[];
  /** Resolves with the n-th push (1-based) once it arrived. */
  waitForPushes(count: number): Promise<RelayPush[]>;
  /** Answers pushes with `result: true` (done automatically unless `autoAck: false`). */
  ack(push: RelayPush): void;
  close(): Promise<void>;
}

let lastId = 1_712_345_678_901_234_000n;

/** The relay URL the SDK would be configured with for a server at `serverUrl`. */
export const relayUrlOf = (serverUrl: string) => `${serverUrl.replace(/^http/, 'ws')}/relay`;

/**
 * Opens an authorized relay socket; throws with the close reason if the relay refuses it.
 */
export async function openRelayClient({
  serverUrl,
  projectId = 'demo-project',
  secretKey = ed25519.utils.randomPrivateKey(),
  nowSeconds = Math.floor(Date.now() / 1000),
  autoAck = true,
  autoPong = true,
}: {
  serverUrl: string;
  projectId?: string;
  secretKey?: Uint8Array;
  nowSeconds?: number;
  autoAck?: boolean;
  autoPong?: boolean;
}): Promise<RelayTestClient> {
  const { jwt, clientId } = signRelayJwt({ secretKey, aud: relayUrlOf(serverUrl), iat: nowSeconds });
  const url = `${relayUrlOf(serverUrl)}?auth=${jwt}&projectId=${projectId}&ua=relay-test&useOnCloseEvent=true`;
  const socket = new WebSocket(url, { autoPong });
  const pushes: RelayPush[] = [];
  const answers: RelayAnswer[] = [];
  const waiters: Array<() => void> = [];
  const notify = () => waiters.splice(0).forEach((wake) => wake());
  const until = (ready: () => boolean) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (ready()) return resolve();
        if (socket.readyState >= WebSocket.CLOSING) return reject(new Error('relay socket closed'));
        waiters.push(check);
      };
      check();
    });
  socket.on('message', (data) => {
    const text = String(data);
    const frame = JSON.parse(text) as Record<string, unknown>;
    if (frame.method === 'irn_subscription') {
      const push = frame as unknown as RelayPush;
      pushes.push(push);
      if (autoAck) socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true }));
    } else {
      answers.push({ text, result: frame.result, error: frame.error as RelayAnswer['error'] });
    }
    notify();
  });
  socket.on('close', notify);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  // A refusal closes right after the upgrade: give it a moment to arrive.
  const refusal = await new Promise<string | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), 50);
    socket.once('close', (code, reason) => {
      clearTimeout(timer);
      resolve(`${code} ${String(reason)}`);
    });
  });
  if (refusal) throw new Error(`relay refused the test client: ${refusal}`);

  const sendRaw = async (text: string) => {
    const index = answers.length;
    socket.send(text);
    await until(() => answers.length > index);
    return answers[index]!;
  };
  return {
    socket,
    clientId,
    secretKey,
    pushes,
    request: (method, params, idText = String(++lastId)) =>
      sendRaw(
        `{"id":${idText},"jsonrpc":"2.0","method":${JSON.stringify(method)},"params":${JSON.stringify(params ?? {})}}`,
      ),
    sendRaw,
    waitForPushes: async (count) => {
      await until(() => pushes.length >= count);
      return pushes.slice(0, count);
    },
    ack: (push) => socket.send(JSON.stringify({ id: push.id, jsonrpc: '2.0', result: true })),
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}

/**
 * Connects with the given query and headers and resolves with the close code and reason (the
 * relay accepts the upgrade, then closes a refused connection).
 */
export function connectAndWaitForClose({
  url,
  origin,
}: {
  url: string;
  origin?: string;
}): Promise<{ code: number; reason: string; opened: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin ? { origin } : {});
    let opened = false;
    socket.on('open', () => {
      opened = true;
    });
    socket.on('error', reject);
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason), opened }));
  });
}

/** A random topic (64 lowercase hex). */
export const randomTopic = () => Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex');
