import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { migrations } from '../../server/db/migrations.js';
import { runMigrations } from '../../server/db/run-migrations.js';

// Migration 7 rebuilds auth_users (email becomes nullable) with foreign keys off; a file that
// already holds users, devices, sessions and wallets must come through whole and still enforced.

function openAtVersion6(): Database.Database {
  const database = new Database(':memory:');
  database.pragma('foreign_keys = ON');
  runMigrations({ database, migrations: migrations.filter((migration) => migration.version < 7) });
  return database;
}

function seedEmailUser(database: Database.Database): void {
  database.exec(`
    INSERT INTO auth_users (id, email, created_at) VALUES ('u1', 'ada@example.test', 1);
    INSERT INTO auth_devices (user_id, device_id, public_key, created_at, last_seen_at) VALUES ('u1', 'd1', '{}', 1, 1);
    INSERT INTO auth_sessions (id, user_id, device_id, project_id, created_at, expires_at) VALUES ('s1', 'u1', 'd1', 'demo-project', 1, 2);
    INSERT INTO auth_tokens (token_hash, session_id, kind, created_at, expires_at) VALUES ('h1', 's1', 'access', 1, 2);
    INSERT INTO auth_wallets (user_id, evm_address, solana_address, recovery_auth_share, recovery_share_iv, recovery_share_ciphertext, recovery_method, escrowed_recovery_key, created_at)
      VALUES ('u1', '0x1', 'So1', 'r', 'iv', 'ct', 'server-escrow', 'k', 1);
    INSERT INTO auth_device_shares (user_id, device_id, auth_share, created_at, updated_at) VALUES ('u1', 'd1', 'a', 1, 1);`);
}

const count = (database: Database.Database, table: string) =>
  database.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get();

describe('migration 7 (oauth_social_login)', () => {
  it('keeps every row referencing auth_users, lets email be NULL, keeps it unique, and leaves foreign keys on and working', () => {
    const database = openAtVersion6();
    seedEmailUser(database);
    assert.deepEqual(
      runMigrations({ database, migrations: migrations.filter((migration) => migration.version <= 7) }),
      [7],
    );
    assert.equal(database.pragma('foreign_keys', { simple: true }), 1);
    assert.deepEqual(database.pragma('foreign_key_check'), []);
    for (const table of [
      'auth_users',
      'auth_devices',
      'auth_sessions',
      'auth_tokens',
      'auth_wallets',
      'auth_device_shares',
    ])
      assert.equal(count(database, table), 1, table);

    database.prepare('INSERT INTO auth_users (id, email, created_at) VALUES (?, NULL, 1)').run('social-1');
    database.prepare('INSERT INTO auth_users (id, email, created_at) VALUES (?, NULL, 1)').run('social-2');
    assert.throws(
      () =>
        database.prepare(`INSERT INTO auth_users (id, email, created_at) VALUES ('u2', 'ada@example.test', 1)`).run(),
      /UNIQUE/,
    );
    assert.throws(
      () =>
        database
          .prepare(
            `INSERT INTO auth_devices (user_id, device_id, public_key, created_at, last_seen_at) VALUES ('ghost', 'd', '{}', 1, 1)`,
          )
          .run(),
      /FOREIGN KEY/,
    );
    database
      .prepare(
        `INSERT INTO auth_identities (provider, subject, user_id, created_at, last_login_at) VALUES ('google', 'ada', 'social-1', 1, 1)`,
      )
      .run();
    assert.throws(
      () =>
        database
          .prepare(
            `INSERT INTO auth_identities (provider, subject, user_id, created_at, last_login_at) VALUES ('google', 'ada', 'social-2', 1, 1)`,
          )
          .run(),
      /UNIQUE|PRIMARY/,
    );

    // The children point at the new table: deleting a user still cascades.
    database.prepare(`DELETE FROM auth_users WHERE id = 'u1'`).run();
    for (const table of ['auth_devices', 'auth_sessions', 'auth_tokens', 'auth_wallets', 'auth_device_shares'])
      assert.equal(count(database, table), 0, table);
    database.prepare(`DELETE FROM auth_users WHERE id = 'social-1'`).run();
    assert.equal(count(database, 'auth_identities'), 0);
    database.close();
  });

  it('rolls a foreign-key-breaking rebuild back and turns foreign keys on again', () => {
    const database = new Database(':memory:');
    database.pragma('foreign_keys = ON');
    const schema = [
      {
        version: 1,
        name: 'tables',
        sql: 'CREATE TABLE parent (id TEXT PRIMARY KEY); CREATE TABLE child (parent_id TEXT REFERENCES parent (id)); INSERT INTO parent VALUES (1); INSERT INTO child VALUES (1);',
      },
      {
        version: 2,
        name: 'lossy_rebuild',
        disableForeignKeys: true,
        sql: 'CREATE TABLE parent_new (id TEXT PRIMARY KEY); DROP TABLE parent; ALTER TABLE parent_new RENAME TO parent;',
      },
    ];
    assert.throws(
      () => runMigrations({ database, migrations: schema }),
      /Migration 2 \(lossy_rebuild\) broke foreign keys: child → parent/,
    );
    assert.equal(database.pragma('foreign_keys', { simple: true }), 1);
    assert.equal(count(database, 'parent'), 1, 'the old parent table is back');
    assert.deepEqual(database.prepare('SELECT version FROM schema_migrations').pluck().all(), [1]);
    database.close();
  });
});
