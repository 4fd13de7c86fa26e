import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { migrations } from '../../server/db/migrations.js';
import { runMigrations } from '../../server/db/run-migrations.js';
import { namesMigration } from '../../server/names/names-migration.js';
import { createNamesStore } from '../../server/names/names-store.js';

const AT = '2026-11-27T07:00:00.000Z';

/** A database at version 14 (the schema before the names), foreign keys on as the server has them. */
function databaseAtVersion14() {
  const database = new Database(':memory:');
  database.pragma('foreign_keys = ON');
  runMigrations({ database, migrations: migrations.filter((migration) => migration.version < namesMigration.version) });
  return database;
}

const entry = (overrides: Partial<Parameters<ReturnType<typeof createNamesStore>['register']>[0]> = {}) => ({
  name: 'alice.reown.id',
  coinType: 2147514985,
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  addressKey: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8',
  attributes: { bio: 'hi' },
  at: AT,
  ...overrides,
});

describe('names migration (server/names/names-migration.ts)', () => {
  it('is migration 15 of the server schema', () => {
    assert.equal(namesMigration.version, 15);
    assert.ok(migrations.includes(namesMigration), 'server/db/migrations.ts lists namesMigration');
  });

  it('upgrades a version-14 database keeping its rows', () => {
    const database = databaseAtVersion14();
    assert.equal(database.prepare('SELECT MAX(version) FROM schema_migrations').pluck().get(), 14);
    database
      .prepare(
        "INSERT INTO projects (project_id, name, allowed_origins) VALUES ('kept-project', 'Kept', '[\"https://a.example\"]')",
      )
      .run();
    const projectsBefore = database.prepare('SELECT * FROM projects ORDER BY project_id').all();
    const walletsBefore = database.prepare('SELECT COUNT(*) FROM wallets').pluck().get();

    assert.deepEqual(runMigrations({ database }), [15]);

    assert.deepEqual(database.prepare('SELECT * FROM projects ORDER BY project_id').all(), projectsBefore);
    assert.equal(database.prepare('SELECT COUNT(*) FROM wallets').pluck().get(), walletsBefore);
    const store = createNamesStore({ database });
    assert.ok('record' in store.register(entry()));
    assert.deepEqual(store.findByName({ name: 'alice.reown.id' }), {
      name: 'alice.reown.id',
      registered_at: AT,
      updated_at: AT,
      addresses: { '2147514985': { address: entry().address, created: AT } },
      attributes: { bio: 'hi' },
    });
    assert.deepEqual(runMigrations({ database }), [], 'applied once');
    database.close();
  });

  it('enforces one owner per name, one name per address, and lowercase names in the schema', () => {
    const database = databaseAtVersion14();
    runMigrations({ database });
    const store = createNamesStore({ database });
    store.register(entry());
    assert.deepEqual(store.register(entry({ addressKey: 'other' })), { conflict: 'NAME_TAKEN' });
    assert.deepEqual(store.register(entry({ name: 'bobby.reown.id' })), { conflict: 'ADDRESS_HAS_NAME' });
    // Below the store: the constraints themselves.
    const insertAddress = database.prepare(
      "INSERT INTO name_addresses (name, coin_type, address, address_key, created) VALUES (?, 501, 'x', ?, 'now')",
    );
    database
      .prepare("INSERT INTO names (name, registered_at, updated_at) VALUES ('carol.reown.id', 'now', 'now')")
      .run();
    assert.throws(
      () => insertAddress.run('carol.reown.id', entry().addressKey),
      /UNIQUE constraint failed: name_addresses.address_key/,
    );
    assert.throws(() => insertAddress.run('nobody.reown.id', 'k2'), /FOREIGN KEY constraint failed/);
    assert.throws(
      () =>
        database
          .prepare("INSERT INTO names (name, registered_at, updated_at) VALUES ('Dave.reown.id', 'now', 'now')")
          .run(),
      /CHECK constraint failed/,
    );
    database.close();
  });
});
