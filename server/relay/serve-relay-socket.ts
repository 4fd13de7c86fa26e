// One authorized relay socket: JSON-RPC requests in, answers and pushes out. Message bodies are
// never logged (they are ciphertext, but the relay stays quiet about them anyway).
import type { WebSocket } from 'ws';
import type { RelayHub } from './create-relay-hub.js';
import { createRelayRateLimiter } from './create-relay-rate-limiter.js';
import { formatRelayError, formatRelayResult } from './format-relay-frames.js';
import { handleRelayRequest } from './handle-relay-request.js';
import type { RelayLimits } from './relay-limits.js';
import { RelayRpcError } from './relay-rpc-error.js';
import { readJsonRpcIdText } from './read-json-rpc-id.js';

export interface ServeRelaySocketParameters {
  socket: WebSocket;
  clientId: string;
  hub: RelayHub;
  limits: RelayLimits;
  /** Unix time in milliseconds. */
  now: () => number;
}

/**
 * Serves the relay's methods on an open socket until it closes.
 *
 * @example
 * wss.handleUpgrade(request, socket, head, (ws) => serveRelaySocket({ socket: ws, clientId, hub, limits, now: Date.now }));
 */
export function serveRelaySocket({ socket, clientId, hub, limits, now }: ServeRelaySocketParameters): void {
  const send = (text: string) => {
    if (socket.readyState === socket.OPEN) socket.send(text);
  };
  const connection = hub.open({ clientId, send });
  const limiter = createRelayRateLimiter({ tokensPerMinute: limits.requestsPerMinute, now });
  const publishBudget = createRelayRateLimiter({ tokensPerMinute: limits.publishedCharsPerMinute, now });

  const onFrame = (text: string) => {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      if (limiter.take()) send(formatRelayError({ idText: 'null', error: RelayRpcError.parseError() }));
      return;
    }
    if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) {
      if (limiter.take())
        send(formatRelayError({ idText: 'null', error: RelayRpcError.invalidRequest('expected an object') }));
      return;
    }
    const { id, method, params, result } = frame as Record<string, unknown>;
    // No method: the client's answer to one of our pushes (the push ids are small integers).
    if (method === undefined) return hub.acknowledge({ connection, pushId: id, accepted: result === true });
    const idText = readJsonRpcIdText({ text }) ?? 'null';
    if (!limiter.take()) {
      const message = `Rate limit exceeded: at most ${limits.requestsPerMinute} requests per minute`;
      return send(formatRelayError({ idText, error: RelayRpcError.limitExceeded(message) }));
    }
    if (typeof method !== 'string' || idText === 'null')
      return send(formatRelayError({ idText, error: RelayRpcError.invalidRequest('needs a method and an id') }));
    try {
      const { result: answer, afterAnswer } = handleRelayRequest({
        hub,
        connection,
        method,
        params,
        limits,
        publishBudget,
      });
      send(formatRelayResult({ idText, result: answer }));
      afterAnswer?.();
    } catch (error) {
      const rpcError =
        error instanceof RelayRpcError ? error : new RelayRpcError({ code: -32603, message: 'Internal error' });
      send(formatRelayError({ idText, error: rpcError }));
    }
  };

  socket.on('message', (data, isBinary) => {
    if (!isBinary) return onFrame(String(data));
    if (limiter.take())
      send(formatRelayError({ idText: 'null', error: RelayRpcError.invalidRequest('text frames only') }));
  });
  socket.on('close', () => hub.close(connection));
  // ws reports bad frames (too large, bad UTF-8) here and closes the socket itself.
  socket.on('error', () => {});
}
