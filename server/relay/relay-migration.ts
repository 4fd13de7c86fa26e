import type { Migration } from '../db/migration.js';

/**
 * The WalletConnect relay's mailbox (server/relay/):
 * - `relay_messages`: every published message until its ttl runs out (`expires_ms`), whoever has
 *   had it, so a client that subscribes later still gets it. `message_hash` (sha256 of the text)
 *   makes a publish the client retries after a lost answer store nothing new. Times are Unix ms.
 * - `relay_deliveries`: which client (the JWT issuer) has had which message: written when the
 *   client acknowledges a push or fetches the message, so a reconnect never re-delivers it.
 * The relay purges expired messages with their deliveries.
 */
export const relayMigration: Migration = {
  version: 10,
  name: 'relay_mailbox',
  sql: `
    CREATE TABLE relay_messages (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      topic TEXT NOT NULL CHECK (length(topic) = 64),
      message TEXT NOT NULL,
      message_hash TEXT NOT NULL,
      tag INTEGER NOT NULL,
      attestation TEXT,
      publisher_id TEXT NOT NULL,
      published_ms INTEGER NOT NULL,
      expires_ms INTEGER NOT NULL,
      UNIQUE (topic, message_hash)
    );
    CREATE INDEX relay_messages_by_expiry ON relay_messages (expires_ms);
    CREATE TABLE relay_deliveries (
      message_id INTEGER NOT NULL REFERENCES relay_messages (id) ON DELETE CASCADE,
      client_id TEXT NOT NULL,
      PRIMARY KEY (message_id, client_id)
    ) WITHOUT ROWID;`,
};
