import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { migrations } from '../../server/db/migrations.js';
import { runMigrations } from '../../server/db/run-migrations.js';
import { activityOperationsMigration } from '../../server/indexer/activity-operations-migration.js';
import { createActivityStore, type ActivityRecord } from '../../server/indexer/create-activity-store.js';
import { readAccountHistory } from '../../server/data-api/read-account-history.js';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const HASH = `0x${'ab'.repeat(32)}`;

const record = (overrides: Partial<ActivityRecord> = {}): ActivityRecord => ({
  chain: 'eip155:31337',
  hash: HASH,
  blockNumber: 3,
  txIndex: 0,
  minedMs: 1_700_000_000_000,
  status: 'confirmed',
  sentFrom: ALICE,
  sentTo: BOB,
  transfers: [{ from: ALICE, to: BOB, name: 'Ether', symbol: 'ETH', decimals: 18, amount: 10n ** 18n }],
  ...overrides,
});

/** A database at the schema before the operations migration, foreign keys on as the server has them. */
function databaseBeforeOperations() {
  const database = new Database(':memory:');
  database.pragma('foreign_keys = ON');
  runMigrations({
    database,
    migrations: migrations.filter((migration) => migration.version < activityOperationsMigration.version),
  });
  return database;
}

const historyOf = (database: Database.Database, address: string) =>
  readAccountHistory({ database, address, prices: new Map(), iconUrl: (symbol) => symbol }).data.map(
    (transaction) =>
      `${transaction.metadata.hash} ${transaction.metadata.sentFrom} ${transaction.transfers.map((t) => `${t.direction} ${t.quantity.numeric}`).join(',')}`,
  );

describe('activity operations migration (server/indexer/activity-operations-migration.ts)', () => {
  it('is part of the server schema (the indexer writes user operations with its column)', () => {
    assert.ok(
      migrations.includes(activityOperationsMigration),
      'server/db/migrations.ts lists activityOperationsMigration',
    );
  });

  it('keeps the indexed rows with their transfers, and drops only the EVM cursors', () => {
    const database = databaseBeforeOperations();
    const store = createActivityStore({ database });
    store.write({
      records: [record()],
      source: 'eip155:31337',
      chain: 'eip155:31337',
      cursor: { position: 3, marker: '0x01' },
    });
    store.write({
      records: [],
      source: 'solana:local:abc',
      chain: 'solana:local',
      cursor: { position: 9, marker: 'sig' },
    });
    const before = historyOf(database, BOB);

    runMigrations({ database, migrations: [activityOperationsMigration] });

    assert.deepEqual(historyOf(database, BOB), before);
    assert.deepEqual(before, [`${HASH} ${ALICE} in 1`]);
    assert.equal(store.readCursor({ source: 'eip155:31337' }), undefined, 'EVM chains are read again from block 0');
    assert.deepEqual(store.readCursor({ source: 'solana:local:abc' }), { position: 9, marker: 'sig' });
    assert.deepEqual(database.pragma('foreign_key_check'), []);
    // The transfers and participants still belong to the rebuilt table: forgetting the chain takes them along.
    store.clearChain({ chain: 'eip155:31337' });
    const count = (table: string) => database.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number };
    assert.deepEqual([count('activity_transfers').n, count('activity_participants').n], [0, 0]);
    database.close();
  });

  it("stores a user operation beside its bundle transaction's row, each once", () => {
    const database = databaseBeforeOperations();
    runMigrations({ database, migrations: [activityOperationsMigration] });
    const store = createActivityStore({ database });
    const operation = record({
      operation: `0x${'cd'.repeat(32)}`,
      sentFrom: BOB,
      sentTo: ALICE,
      transfers: [{ from: BOB, to: ALICE, name: 'Ether', symbol: 'ETH', decimals: 18, amount: 2n * 10n ** 18n }],
    });
    store.write({ records: [record(), operation], chain: 'eip155:31337' });
    // Indexed again (a restart from block 0): nothing doubles.
    store.write({ records: [record(), operation], chain: 'eip155:31337' });

    assert.deepEqual(historyOf(database, ALICE), [`${HASH} ${BOB} in 2`, `${HASH} ${ALICE} out 1`]);
    database.close();
  });
});
