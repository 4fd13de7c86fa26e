import { sha256 } from '@noble/hashes/sha2';
import { toProviderRpcError } from '../../core/errors/provider-rpc-error.js';
import { createWaiters } from './create-waiters.js';
import { bytesToHex, utf8ToBytes } from './encoding.js';
import { parseRelayFrame, stringifyRelayFrame } from './relay-frame.js';
import {
  RELAY_CONNECT_TIMEOUT_MS,
  RELAY_RECONNECT_MAX_DELAY_MS,
  RELAY_REFUSED_CLOSE_CODE,
  RELAY_REQUEST_TIMEOUT_MS,
  type PublishOptions,
} from './walletconnect-constants.js';
import { WalletConnectRelayRefusedError, WalletConnectRelayUnavailableError } from './walletconnect-errors.js';

/** A message the relay delivered on a topic this client subscribed to (still encrypted). */
export interface RelayMessage {
  topic: string;
  message: string;
  publishedAt?: number;
  tag?: number;
}

export interface CreateRelaySocketParameters {
  /** The URL to open, signed anew for every connection (the JWT's `iat` is the connection time). */
  createUrl(): string;
  WebSocket: new (url: string) => WebSocket;
  /** The did:key the relay knows this client by. */
  clientId: string;
  onMessage(message: RelayMessage): void;
}

export interface RelaySocket {
  request<T = unknown>(method: string, params: unknown): Promise<T>;
  subscribe(topic: string): Promise<void>;
  /** Remembers a topic the relay subscribed this client to by itself (wc_proposeSession), for reconnects. */
  track(topic: string): void;
  unsubscribe(topic: string): Promise<void>;
  publish(parameters: PublishOptions & { topic: string; message: string }): Promise<void>;
  /** Closes for good: pending calls fail, nothing reconnects. */
  close(): void;
}

type Frame = {
  id?: number | string;
  method?: unknown;
  params?: { data?: Partial<RelayMessage> };
  result?: unknown;
  error?: unknown;
};

/**
 * The relay connection: JSON-RPC over one WebSocket, opened on first use. Every call has a
 * timeout. Pushes (`irn_subscription`) are acknowledged with `true` and handed to `onMessage`. A
 * dropped socket reconnects with backoff (1 s doubling to 30 s) while there is something to wait
 * for, re-subscribes its topics in one `irn_batchSubscribe` and re-sends unanswered calls. A
 * close with code 3000 is the relay refusing this client: pending and later calls fail with
 * {@link WalletConnectRelayRefusedError} carrying the relay's reason, and nothing reconnects.
 *
 * @example
 * const socket = createRelaySocket({ createUrl, WebSocket, clientId, onMessage: route });
 * await socket.subscribe(topic);
 */
export function createRelaySocket({
  createUrl,
  WebSocket: Socket,
  clientId,
  onMessage,
}: CreateRelaySocketParameters): RelaySocket {
  const waiters = createWaiters();
  /** Frames of unanswered calls, by id: re-sent after a reconnect. */
  const outbox = new Map<number, string>();
  /** Subscribed topics and their subscription ids. */
  const topics = new Map<string, string>();
  let socket: WebSocket | undefined;
  let connecting: WebSocket | undefined;
  let refused: WalletConnectRelayRefusedError | undefined;
  let closed = false;
  let attempts = 0;
  /** Whether a socket was open before: only then are there subscriptions to restore. */
  let reconnecting = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let lastId = Date.now();

  function open() {
    if (socket || connecting || closed || refused) return;
    clearTimeout(reconnectTimer);
    let ws: WebSocket;
    try {
      ws = new Socket(createUrl());
    } catch {
      scheduleReconnect();
      return;
    }
    connecting = ws;
    const openTimer = setTimeout(() => ws.close(), RELAY_CONNECT_TIMEOUT_MS);
    ws.onopen = () => {
      clearTimeout(openTimer);
      connecting = undefined;
      socket = ws;
      attempts = 0;
      // After a drop the relay has forgotten this connection's topics: subscribe them again first
      // (unanswered; a failure shows as silence, like any lost subscription, and the next drop retries).
      if (reconnecting && topics.size)
        send(
          ws,
          JSON.stringify({
            id: ++lastId,
            jsonrpc: '2.0',
            method: 'irn_batchSubscribe',
            params: { topics: [...topics.keys()] },
          }),
        );
      reconnecting = true;
      for (const frame of outbox.values()) send(ws, frame);
    };
    ws.onmessage = (event: MessageEvent) => onFrame(ws, String(event.data));
    ws.onerror = () => undefined; // a close event follows and decides
    ws.onclose = (event: CloseEvent) => {
      clearTimeout(openTimer);
      if (connecting === ws) connecting = undefined;
      if (socket === ws) socket = undefined;
      if (event.code === RELAY_REFUSED_CLOSE_CODE) {
        refused = new WalletConnectRelayRefusedError({ reason: String(event.reason ?? '') });
        outbox.clear();
        waiters.rejectAll(refused);
      } else if (!closed && (outbox.size || topics.size)) scheduleReconnect();
    };
  }

  function scheduleReconnect() {
    if (closed || refused) return;
    const delay = Math.min(1000 * 2 ** attempts, RELAY_RECONNECT_MAX_DELAY_MS);
    attempts++;
    reconnectTimer = setTimeout(open, delay);
  }

  function send(ws: WebSocket, text: string) {
    try {
      ws.send(text);
    } catch {
      // The socket is closing: the close handler reconnects and re-sends.
    }
  }

  function onFrame(ws: WebSocket, text: string) {
    let frame: Frame;
    try {
      frame = parseRelayFrame(text) as Frame;
    } catch {
      return;
    }
    if (frame.id === undefined) return;
    if (typeof frame.method === 'string') {
      const isPush = frame.method.endsWith('_subscription');
      send(
        ws,
        stringifyRelayFrame(
          isPush
            ? { id: frame.id, jsonrpc: '2.0', result: true }
            : { id: frame.id, jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' } },
        ),
      );
      const data = frame.params?.data;
      if (isPush && typeof data?.topic === 'string' && typeof data.message === 'string')
        onMessage({ topic: data.topic, message: data.message, publishedAt: data.publishedAt, tag: data.tag });
      return;
    }
    const id = Number(frame.id);
    if (frame.error !== undefined) waiters.reject(id, toProviderRpcError(frame.error));
    else waiters.resolve(id, frame.result);
  }

  function request<T>(method: string, params: unknown): Promise<T> {
    // A refusal stops the automatic reconnects, not the next call: "Try again" after the project's
    // origins were fixed must reach the relay again, without a page reload.
    if (refused && !socket && !connecting) {
      refused = undefined;
      attempts = 0;
    }
    if (closed) return Promise.reject(new WalletConnectRelayUnavailableError({ details: 'closed' }));
    const id = ++lastId;
    const frame = JSON.stringify({ id, jsonrpc: '2.0', method, params });
    outbox.set(id, frame);
    const answer = waiters
      .wait<T>(id, RELAY_REQUEST_TIMEOUT_MS, () => new WalletConnectRelayUnavailableError({ details: method }))
      .finally(() => outbox.delete(id));
    if (socket) send(socket, frame);
    else open();
    return answer;
  }

  // The id a relay gives a subscription it made itself, computed the way the SDK does.
  const implicitSubscriptionId = (topic: string) => bytesToHex(sha256(utf8ToBytes(topic + clientId)));

  return {
    request,
    async subscribe(topic) {
      const id = await request<unknown>('irn_subscribe', { topic });
      topics.set(topic, typeof id === 'string' ? id : implicitSubscriptionId(topic));
    },
    track(topic) {
      topics.set(topic, implicitSubscriptionId(topic));
    },
    async unsubscribe(topic) {
      const id = topics.get(topic);
      topics.delete(topic);
      // Subscriptions live with the connection: without one there is nothing to cancel.
      if (id !== undefined && socket) await request('irn_unsubscribe', { topic, id });
    },
    async publish({ topic, message, ttl, tag, prompt }) {
      await request('irn_publish', { topic, message, ttl, tag, ...(prompt ? { prompt } : {}) });
    },
    close() {
      closed = true;
      clearTimeout(reconnectTimer);
      outbox.clear();
      waiters.rejectAll(new WalletConnectRelayUnavailableError({ details: 'closed' }));
      for (const ws of [socket, connecting]) ws?.close(1000);
      socket = connecting = undefined;
    },
  };
}
