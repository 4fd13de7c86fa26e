import type { Migration } from '../db/migration.js';

/**
 * User operations (ERC-4337) in the activity index: one bundle transaction carries operations of
 * several smart accounts, each with its own sender and success, so each is a row of its own in
 * `activity_transactions`, beside the bundle's row. `operation` is the userOpHash of such a row
 * ('' for a transaction's own row), and the uniqueness becomes (chain, hash, operation).
 * SQLite cannot change a table's UNIQUE in place: the table is rebuilt (its id kept, so the
 * transfers and participants pointing at it stay valid). The EVM cursors are dropped so the
 * indexer reads the chains again from block 0 and adds the operations of bundles it stored
 * before; the rows it already has are skipped.
 */
export const activityOperationsMigration: Migration = {
  version: 14,
  name: 'activity_operations',
  disableForeignKeys: true,
  sql: `
    CREATE TABLE activity_transactions_rebuilt (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      chain TEXT NOT NULL,
      hash TEXT NOT NULL,
      operation TEXT NOT NULL DEFAULT '',
      block_number INTEGER NOT NULL,
      tx_index INTEGER NOT NULL,
      mined_ms INTEGER NOT NULL,
      status TEXT NOT NULL CHECK (status IN ('confirmed', 'failed')),
      sent_from TEXT NOT NULL,
      sent_to TEXT NOT NULL,
      UNIQUE (chain, hash, operation)
    );
    INSERT INTO activity_transactions_rebuilt (id, chain, hash, block_number, tx_index, mined_ms, status, sent_from, sent_to)
      SELECT id, chain, hash, block_number, tx_index, mined_ms, status, sent_from, sent_to FROM activity_transactions;
    DROP TABLE activity_transactions;
    ALTER TABLE activity_transactions_rebuilt RENAME TO activity_transactions;
    CREATE INDEX activity_transactions_order ON activity_transactions (mined_ms DESC, block_number DESC, tx_index DESC, id DESC);
    DELETE FROM activity_cursors WHERE source LIKE 'eip155:%';`,
};
