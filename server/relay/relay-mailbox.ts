// The relay's mailbox in SQLite (tables: relay-migration.ts). A message stays until its ttl so a
// client that subscribes later, or after a server restart, still gets it; each client gets it once.
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { RelayMessageData } from './format-relay-frames.js';
import { RelayRpcError } from './relay-rpc-error.js';

/** A stored message and its row id (the delivery records point at it). */
export interface RelayStoredMessage extends RelayMessageData {
  id: number;
  publisherId: string;
}

export interface RelayMailbox {
  /**
   * Stores a message; `isNew` is false when the same text was already stored on the topic (a
   * publish retried after a lost answer), and then nothing is pushed again. Throws a -32005
   * {@link RelayRpcError} when the topic already holds `pendingMessagesPerTopic` unexpired messages,
   * or the message would take it over `pendingCharsPerTopic` characters.
   */
  store(parameters: {
    topic: string;
    message: string;
    tag: number;
    attestation?: string;
    publisherId: string;
    ttlSeconds: number;
  }): { message: RelayStoredMessage; isNew: boolean };
  /** Unexpired messages on `topics` that `clientId` neither published nor has had, oldest first. */
  undelivered(parameters: { clientId: string; topics: readonly string[]; limit: number }): RelayStoredMessage[];
  /** Records that `clientId` has had the message; later calls for the pair change nothing. */
  markDelivered(parameters: { messageId: number; clientId: string }): void;
  /** Deletes expired messages and their delivery records; returns how many messages went. */
  purgeExpired(): number;
}

interface MessageRow {
  id: number;
  topic: string;
  message: string;
  tag: number;
  attestation: string | null;
  publisher_id: string;
  published_ms: number;
}

/**
 * Opens the mailbox on a migrated database.
 *
 * @example
 * const mailbox = createRelayMailbox({ database, now: Date.now, pendingMessagesPerTopic: 500, pendingCharsPerTopic: 8 << 20 });
 * mailbox.store({ topic, message, tag: 1100, publisherId: clientId, ttlSeconds: 300 });
 */
export function createRelayMailbox({
  database,
  now,
  pendingMessagesPerTopic,
  pendingCharsPerTopic,
}: {
  database: Database.Database;
  /** Unix time in milliseconds. */
  now: () => number;
  pendingMessagesPerTopic: number;
  pendingCharsPerTopic: number;
}): RelayMailbox {
  const findByHash = database.prepare('SELECT * FROM relay_messages WHERE topic = ? AND message_hash = ?');
  const countPending = database
    .prepare('SELECT count(*) FROM relay_messages WHERE topic = ? AND expires_ms > ?')
    .pluck();
  const sumPendingChars = database
    .prepare('SELECT coalesce(sum(length(message)), 0) FROM relay_messages WHERE topic = ? AND expires_ms > ?')
    .pluck();
  // Topic → characters of its unexpired messages: summed from the table once, then kept by store
  // (summing on every publish would read up to pendingCharsPerTopic each time). Each purge clears
  // it, so an expired message still counts until then: at most one purge interval longer.
  const pendingChars = new Map<string, number>();
  const insert = database.prepare(`
    INSERT INTO relay_messages (topic, message, message_hash, tag, attestation, publisher_id, published_ms, expires_ms)
    VALUES (@topic, @message, @messageHash, @tag, @attestation, @publisherId, @publishedMs, @expiresMs)`);
  const selectUndelivered = database.prepare(`
    SELECT m.* FROM relay_messages m
    WHERE m.topic IN (SELECT value FROM json_each(@topics)) AND m.expires_ms > @now AND m.publisher_id <> @clientId
      AND NOT EXISTS (SELECT 1 FROM relay_deliveries d WHERE d.message_id = m.id AND d.client_id = @clientId)
    ORDER BY m.id LIMIT @limit`);
  const insertDelivery = database.prepare(`
    INSERT OR IGNORE INTO relay_deliveries (message_id, client_id)
    SELECT id, ? FROM relay_messages WHERE id = ?`);
  // Their delivery records go with them (ON DELETE CASCADE; openDatabase turns foreign keys on).
  const deleteExpired = database.prepare('DELETE FROM relay_messages WHERE expires_ms <= ?');

  const store = database.transaction((parameters: Parameters<RelayMailbox['store']>[0]) => {
    const { topic, message, tag, attestation, publisherId, ttlSeconds } = parameters;
    const messageHash = createHash('sha256').update(message).digest('hex');
    const existing = findByHash.get(topic, messageHash) as MessageRow | undefined;
    if (existing) return { message: toStoredMessage(existing), isNew: false };
    const publishedMs = now();
    if ((countPending.get(topic, publishedMs) as number) >= pendingMessagesPerTopic)
      throw RelayRpcError.limitExceeded(`Mailbox full: at most ${pendingMessagesPerTopic} pending messages per topic`);
    const chars = pendingChars.get(topic) ?? (sumPendingChars.get(topic, publishedMs) as number);
    if (chars + message.length > pendingCharsPerTopic)
      throw RelayRpcError.limitExceeded(`Mailbox full: at most ${pendingCharsPerTopic} characters pending per topic`);
    const { lastInsertRowid } = insert.run({
      topic,
      message,
      messageHash,
      tag,
      attestation: attestation ?? null,
      publisherId,
      publishedMs,
      expiresMs: publishedMs + ttlSeconds * 1000,
    });
    const id = Number(lastInsertRowid);
    pendingChars.set(topic, chars + message.length);
    return { message: { id, topic, message, tag, attestation, publisherId, publishedAt: publishedMs }, isNew: true };
  });

  return {
    store: (parameters) => store.immediate(parameters),
    undelivered: ({ clientId, topics, limit }) =>
      (selectUndelivered.all({ topics: JSON.stringify(topics), now: now(), clientId, limit }) as MessageRow[]).map(
        toStoredMessage,
      ),
    markDelivered: ({ messageId, clientId }) => void insertDelivery.run(clientId, messageId),
    purgeExpired: () => {
      pendingChars.clear();
      return deleteExpired.run(now()).changes;
    },
  };
}

function toStoredMessage(row: MessageRow): RelayStoredMessage {
  return {
    id: row.id,
    topic: row.topic,
    message: row.message,
    tag: row.tag,
    ...(row.attestation === null ? {} : { attestation: row.attestation }),
    publisherId: row.publisher_id,
    publishedAt: row.published_ms,
  };
}
