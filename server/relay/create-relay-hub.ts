// Who is subscribed to what, in memory, and the pushes. A message goes to every connection
// subscribed to its topic except the publisher's; it counts as delivered to a client when the
// client acknowledges the push (or fetched it), so a push lost with its socket comes again.
import { createHash } from 'node:crypto';
import { formatRelayPush, type RelayMessageData } from './format-relay-frames.js';
import type { RelayLimits } from './relay-limits.js';
import type { RelayMailbox, RelayStoredMessage } from './relay-mailbox.js';
import type { RelayPublication } from './parse-relay-params.js';
import { RelayRpcError } from './relay-rpc-error.js';

/** One open socket of a client. */
export interface RelayConnection {
  /** The JWT issuer (did:key). */
  readonly clientId: string;
  readonly topics: ReadonlySet<string>;
}

export interface RelayHub {
  open(parameters: { clientId: string; send: (text: string) => void }): RelayConnection;
  close(connection: RelayConnection): void;
  /** Subscribes to every topic (all or none: the per-connection cap is checked first); returns the subscription ids. */
  subscribe(parameters: { connection: RelayConnection; topics: readonly string[] }): string[];
  unsubscribe(parameters: { connection: RelayConnection; topics: readonly string[] }): void;
  /** Pushes what the client has not had on `topics` (after the subscribe's answer went out). */
  pushUndelivered(parameters: { connection: RelayConnection; topics: readonly string[] }): void;
  /** Stores the message and pushes it to the topic's subscribers but the publisher. */
  publish(parameters: { publisherId: string; publication: RelayPublication }): void;
  /** The client's answer to a push: `true` records the delivery. */
  acknowledge(parameters: { connection: RelayConnection; pushId: unknown; accepted: boolean }): void;
  /** Hands over (and records as delivered) what the client has not had on `topics`. */
  fetch(parameters: { connection: RelayConnection; topics: readonly string[] }): {
    messages: RelayMessageData[];
    hasMore: boolean;
  };
}

interface ConnectionState extends RelayConnection {
  readonly topics: Set<string>;
  send(text: string): void;
  /** Push id → message id, until the client answers. */
  readonly pushesInFlight: Map<number, number>;
}

/**
 * The subscription id of a client's topic: stable across reconnects, and the one the WalletConnect
 * SDK computes on its side (sha256 of topic and client id, hex).
 *
 * @example
 * relaySubscriptionId({ topic, clientId: 'did:key:z6Mk…' }); // '3f1c…'
 */
export function relaySubscriptionId({ topic, clientId }: { topic: string; clientId: string }): string {
  return createHash('sha256')
    .update(topic + clientId)
    .digest('hex');
}

/**
 * @example
 * const hub = createRelayHub({ mailbox, limits });
 * const connection = hub.open({ clientId, send: (text) => socket.send(text) });
 */
export function createRelayHub({ mailbox, limits }: { mailbox: RelayMailbox; limits: RelayLimits }): RelayHub {
  const subscribers = new Map<string, Set<ConnectionState>>();
  let lastPushId = 0;
  const state = (connection: RelayConnection) => connection as ConnectionState;

  const removeSubscriber = ({ topic, connection }: { topic: string; connection: ConnectionState }) => {
    const set = subscribers.get(topic);
    set?.delete(connection);
    if (set?.size === 0) subscribers.delete(topic);
  };

  const push = (connection: ConnectionState, message: RelayStoredMessage) => {
    if (connection.pushesInFlight.size >= limits.pushesInFlightPerConnection) return;
    if ([...connection.pushesInFlight.values()].includes(message.id)) return;
    const id = ++lastPushId;
    connection.pushesInFlight.set(id, message.id);
    const { topic, message: text, publishedAt, tag, attestation } = message;
    const subscriptionId = relaySubscriptionId({ topic, clientId: connection.clientId });
    connection.send(
      formatRelayPush({ id, subscriptionId, data: { topic, message: text, publishedAt, tag, attestation } }),
    );
  };

  return {
    open: ({ clientId, send }) => ({ clientId, send, topics: new Set(), pushesInFlight: new Map() }) as ConnectionState,
    close(connection) {
      for (const topic of connection.topics) removeSubscriber({ topic, connection: state(connection) });
      state(connection).topics.clear();
      state(connection).pushesInFlight.clear();
    },
    subscribe({ connection, topics }) {
      const added = topics.filter((topic) => !connection.topics.has(topic)).length;
      if (connection.topics.size + added > limits.subscriptionsPerConnection)
        throw RelayRpcError.limitExceeded(
          `Too many subscriptions: at most ${limits.subscriptionsPerConnection} topics per connection`,
        );
      for (const topic of topics) {
        state(connection).topics.add(topic);
        const set = subscribers.get(topic) ?? new Set();
        set.add(state(connection));
        subscribers.set(topic, set);
      }
      return topics.map((topic) => relaySubscriptionId({ topic, clientId: connection.clientId }));
    },
    unsubscribe({ connection, topics }) {
      for (const topic of topics) {
        state(connection).topics.delete(topic);
        removeSubscriber({ topic, connection: state(connection) });
      }
    },
    pushUndelivered({ connection, topics }) {
      const limit = limits.pushesInFlightPerConnection;
      for (const message of mailbox.undelivered({ clientId: connection.clientId, topics, limit }))
        push(state(connection), message);
    },
    publish({ publisherId, publication }) {
      const { message, isNew } = mailbox.store({ ...publication, publisherId });
      if (!isNew) return;
      for (const connection of subscribers.get(publication.topic) ?? [])
        if (connection.clientId !== publisherId) push(connection, message);
    },
    acknowledge({ connection, pushId, accepted }) {
      const messageId = typeof pushId === 'number' ? state(connection).pushesInFlight.get(pushId) : undefined;
      if (messageId === undefined) return;
      state(connection).pushesInFlight.delete(pushId as number);
      if (accepted) mailbox.markDelivered({ messageId, clientId: connection.clientId });
    },
    fetch({ connection, topics }) {
      const inFlight = new Set(state(connection).pushesInFlight.values());
      const limit = limits.messagesPerFetch + inFlight.size + 1;
      const pending = mailbox
        .undelivered({ clientId: connection.clientId, topics, limit })
        .filter((message) => !inFlight.has(message.id));
      const messages = pending.slice(0, limits.messagesPerFetch);
      for (const message of messages) mailbox.markDelivered({ messageId: message.id, clientId: connection.clientId });
      return {
        messages: messages.map(({ topic, message, publishedAt, tag, attestation }) => ({
          topic,
          message,
          publishedAt,
          tag,
          attestation,
        })),
        hasMore: pending.length > messages.length,
      };
    },
  };
}
