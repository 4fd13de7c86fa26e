import type { Migration } from '../db/migration.js';

/**
 * The tables of the activity indexer (server/indexer/) behind GET /v1/account/{address}/history:
 * - `activity_transactions`: one row per indexed transaction (`chain` is CAIP-2, `hash` the tx
 *   hash or Solana signature). Pages are ordered by (mined_ms, block_number, tx_index, id), newest
 *   first; `id` is the insertion order and only breaks ties.
 * - `activity_transfers`: the native and token movements of a transaction; `amount` is the raw
 *   integer amount as a decimal string (it overflows SQLite integers).
 * - `activity_participants`: every address a transaction touches (sender, receiver, each
 *   transfer's sides), normalised (EVM lower case), so one indexed lookup finds an account's rows.
 * - `activity_cursors`: per source (an EVM chain, or a Solana address) the last indexed block
 *   and its hash, or the last indexed signature; a mismatch means the local chain restarted.
 */
export const activityMigration: Migration = {
  version: 5,
  name: 'activity_index',
  sql: `
    CREATE TABLE activity_transactions (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      chain TEXT NOT NULL,
      hash TEXT NOT NULL,
      block_number INTEGER NOT NULL,
      tx_index INTEGER NOT NULL,
      mined_ms INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('confirmed', 'failed')),
      sent_from TEXT NOT NULL,
      sent_to TEXT NOT NULL,
      UNIQUE (chain, hash)
    );
    CREATE INDEX activity_transactions_order ON activity_transactions (mined_ms DESC, block_number DESC, tx_index DESC, id DESC);
    CREATE TABLE activity_transfers (
      transaction_id INTEGER NOT NULL REFERENCES activity_transactions (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      from_address TEXT NOT NULL,
      to_address TEXT NOT NULL,
      token_address TEXT,
      name TEXT NOT NULL,
      symbol TEXT NOT NULL,
      decimals INTEGER NOT NULL,
      amount TEXT NOT NULL,
      PRIMARY KEY (transaction_id, position)
    );
    CREATE TABLE activity_participants (
      address TEXT NOT NULL,
      transaction_id INTEGER NOT NULL REFERENCES activity_transactions (id) ON DELETE CASCADE,
      PRIMARY KEY (address, transaction_id)
    ) WITHOUT ROWID;
    CREATE INDEX activity_participants_transaction ON activity_participants (transaction_id);
    CREATE TABLE activity_cursors (
      source TEXT PRIMARY KEY,
      chain TEXT NOT NULL,
      position INTEGER NOT NULL,
      marker TEXT NOT NULL
    );`,
};
