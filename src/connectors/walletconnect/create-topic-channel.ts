import { openEnvelope, sealEnvelope } from './envelope.js';
import { toJsonRpcPayload, type JsonRpcPayload } from './json-rpc.js';
import type { RelayMessage, RelaySocket } from './relay-socket.js';
import type { PublishOptions } from './walletconnect-constants.js';

export type PayloadHandler = (payload: JsonRpcPayload) => void;

export interface TopicChannel {
  /** Decrypts messages on `topic` with `symKey` and hands their payloads to `handler` (replaces an earlier one). */
  add(topic: string, symKey: string, handler: PayloadHandler): void;
  remove(topic: string): void;
  /** The relay socket's `onMessage`. */
  route(message: RelayMessage): void;
  /** Encrypts a payload with the topic's key and publishes it. */
  send(topic: string, payload: JsonRpcPayload, options: PublishOptions): Promise<void>;
}

// A relay may deliver a message twice (after a reconnect); the last ids per topic are enough to notice.
const SEEN_PER_TOPIC = 64;

/**
 * The encrypted side of the relay: which key opens which topic, and who handles what arrives
 * there. A message that does not open with the topic's key, is not JSON-RPC, or was seen before is
 * dropped.
 *
 * @example
 * const channel = createTopicChannel({ getSocket: () => socket });
 * channel.add(pairingTopic, symKey, onPairingPayload);
 */
export function createTopicChannel({ getSocket }: { getSocket: () => RelaySocket }): TopicChannel {
  const topics = new Map<string, { symKey: string; handler: PayloadHandler; seen: string[] }>();
  return {
    add(topic, symKey, handler) {
      topics.set(topic, { symKey, handler, seen: topics.get(topic)?.seen ?? [] });
    },
    remove(topic) {
      topics.delete(topic);
    },
    route({ topic, message }) {
      const entry = topics.get(topic);
      if (!entry) return;
      let payload: JsonRpcPayload | undefined;
      try {
        payload = toJsonRpcPayload(JSON.parse(openEnvelope({ symKey: entry.symKey, encoded: message })));
      } catch {
        return;
      }
      if (!payload) return;
      const key = `${'method' in payload ? 'request' : 'response'}:${payload.id}`;
      if (entry.seen.includes(key)) return;
      entry.seen.push(key);
      if (entry.seen.length > SEEN_PER_TOPIC) entry.seen.shift();
      entry.handler(payload);
    },
    async send(topic, payload, options) {
      const entry = topics.get(topic);
      if (!entry) throw new Error(`No key for topic ${topic}`);
      const message = sealEnvelope({ symKey: entry.symKey, message: JSON.stringify(payload) });
      await getSocket().publish({ topic, message, ...options });
    },
  };
}
