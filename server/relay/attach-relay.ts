// The WalletConnect relay on the reference server's own port: WebSocket upgrades of /relay go to
// it (`ws` without a server of its own), every other request stays with the HTTP app.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type Database from 'better-sqlite3';
import { WebSocketServer, type WebSocket } from 'ws';
import { pickClientIp } from '../routes/pick-client-ip.js';
import { authorizeRelayConnection } from './authorize-relay-connection.js';
import { createRelayConnectionCounter } from './create-relay-connection-counter.js';
import { createRelayHub } from './create-relay-hub.js';
import { createRelayMailbox } from './relay-mailbox.js';
import {
  DEFAULT_RELAY_LIMITS,
  RELAY_PATH,
  RELAY_PING_INTERVAL_MS,
  RELAY_PURGE_INTERVAL_MS,
  RELAY_REFUSAL_CLOSE_CODE,
  RELAY_TOO_MANY_CONNECTIONS,
  type RelayLimits,
} from './relay-limits.js';
import { serveRelaySocket } from './serve-relay-socket.js';

/** Frame overhead allowed beside the messages: wc_approveSession carries two in one request. */
const FRAME_OVERHEAD_BYTES = 64 * 1024;

/** What tests (and operators) may change; see relay-limits.ts for the defaults. */
export interface RelayOptions {
  /** Unix time in milliseconds (JWT times, ttls, rate limits). Defaults to Date.now. */
  now?: () => number;
  pingIntervalMs?: number;
  purgeIntervalMs?: number;
  limits?: Partial<RelayLimits>;
}

export interface AttachRelayParameters extends RelayOptions {
  server: Server;
  /** A migrated database: the projects and the relay's mailbox. */
  database: Database.Database;
  /** Reverse proxies trusted to append to X-Forwarded-For, as for the HTTP routes (pick-client-ip.ts); default 0. */
  trustedProxyHops?: number;
}

export interface AttachRelayReturnType {
  /** Closes every relay socket, stops the timers and leaves the server's upgrades alone. */
  stop(): Promise<void>;
}

/**
 * Serves the relay at ws://{host}/relay of `server`.
 *
 * @example
 * const relay = attachRelay({ server, database });
 * await relay.stop(); // before closing the server
 */
export function attachRelay({
  server,
  database,
  now = Date.now,
  pingIntervalMs = RELAY_PING_INTERVAL_MS,
  purgeIntervalMs = RELAY_PURGE_INTERVAL_MS,
  limits: limitOverrides,
  trustedProxyHops = 0,
}: AttachRelayParameters): AttachRelayReturnType {
  const limits: RelayLimits = { ...DEFAULT_RELAY_LIMITS, ...limitOverrides };
  const mailbox = createRelayMailbox({
    database,
    now,
    pendingMessagesPerTopic: limits.pendingMessagesPerTopic,
    pendingCharsPerTopic: limits.pendingCharsPerTopic,
  });
  const hub = createRelayHub({ mailbox, limits });
  // A bigger frame is cut off by ws with close code 1009 before it is read.
  const wss = new WebSocketServer({ noServer: true, maxPayload: 2 * limits.messageMaxChars + FRAME_OVERHEAD_BYTES });
  const answeredPing = new WeakMap<WebSocket, boolean>();
  const connections = createRelayConnectionCounter({ perIp: limits.connectionsPerIp });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!isRelayPath(request.url)) {
      // With an upgrade listener, Node hands every upgrade here; answer the ones nobody else takes.
      if (server.listenerCount('upgrade') === 1)
        socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const ip = readUpgradeClientIp({ request, trustedProxyHops });
    let outcome: ReturnType<typeof authorizeRelayConnection> | 'too many';
    try {
      // A full address is refused before the JWT's signature is checked: a flood costs a map lookup.
      outcome = connections.isFull(ip)
        ? 'too many'
        : authorizeRelayConnection({
            database,
            url: request.url ?? '',
            host: request.headers.host,
            origin: request.headers.origin,
            nowMs: now(),
          });
    } catch {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      // Refusals are closes, not HTTP errors: browsers only show a WebSocket the close reason.
      if (outcome === 'too many' || connections.isFull(ip))
        return ws.close(RELAY_TOO_MANY_CONNECTIONS.code, RELAY_TOO_MANY_CONNECTIONS.reason);
      if ('refusal' in outcome) return ws.close(RELAY_REFUSAL_CLOSE_CODE, outcome.refusal);
      ws.once('close', connections.add(ip));
      answeredPing.set(ws, true);
      ws.on('pong', () => answeredPing.set(ws, true));
      serveRelaySocket({ socket: ws, clientId: outcome.clientId, hub, limits, now });
    });
  };
  server.on('upgrade', onUpgrade);

  const pingTimer = setInterval(() => {
    for (const ws of wss.clients) {
      if (answeredPing.get(ws) === false) {
        ws.terminate();
        continue;
      }
      answeredPing.set(ws, false);
      ws.ping();
    }
  }, pingIntervalMs);
  mailbox.purgeExpired();
  const purgeTimer = setInterval(() => mailbox.purgeExpired(), purgeIntervalMs);

  let stopping: Promise<void> | undefined;
  return {
    stop: () =>
      (stopping ??= new Promise<void>((resolve) => {
        server.off('upgrade', onUpgrade);
        clearInterval(pingTimer);
        clearInterval(purgeTimer);
        for (const ws of wss.clients) ws.terminate();
        wss.close(() => resolve());
      })),
  };
}

/** The client address of an upgrade request, by the rules of the HTTP routes' readClientIp. */
function readUpgradeClientIp({
  request,
  trustedProxyHops,
}: {
  request: IncomingMessage;
  trustedProxyHops: number;
}): string {
  const forwardedFor = request.headers['x-forwarded-for'];
  return pickClientIp({
    socketAddress: request.socket.remoteAddress,
    forwardedFor: Array.isArray(forwardedFor) ? forwardedFor.join(', ') : forwardedFor,
    trustedProxyHops: Number.isSafeInteger(trustedProxyHops) ? trustedProxyHops : 0,
  });
}

function isRelayPath(url: string | undefined): boolean {
  const { pathname } = new URL(url ?? '/', 'http://relay.invalid');
  return pathname === RELAY_PATH || pathname === `${RELAY_PATH}/`;
}
