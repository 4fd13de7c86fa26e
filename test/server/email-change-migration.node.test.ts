import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { migrations } from '../../server/db/migrations.js';
import { runMigrations } from '../../server/db/run-migrations.js';

// Migration 8 rebuilds auth_otp_challenges for the email change's purposes; codes pending at the
// upgrade must keep working, and a change code without its user or new address cannot be stored.

const insert = (database: Database.Database, values: string) =>
  database
    .prepare(
      `INSERT INTO auth_otp_challenges (id, purpose, email, project_id, device_id, device_public_key, code_mac, created_at, expires_at, user_id, new_email) VALUES ${values}`,
    )
    .run();

describe('migration 8 (auth_email_change_codes)', () => {
  it('keeps pending codes and their tries, allows the change purposes only with a user and a new address', () => {
    const database = new Database(':memory:');
    database.pragma('foreign_keys = ON');
    runMigrations({ database, migrations: migrations.filter((migration) => migration.version < 8) });
    database.exec(`INSERT INTO auth_otp_challenges (id, purpose, email, project_id, device_id, device_public_key, code_mac, attempts, created_at, expires_at)
      VALUES ('c1', 'login', 'ada@example.test', 'demo-project', 'd1', '{}', 'mac', 2, 1, 2);
      INSERT INTO auth_users (id, email, created_at) VALUES ('u1', 'ada@example.test', 1);`);
    assert.deepEqual(
      runMigrations({ database, migrations: migrations.filter((migration) => migration.version <= 8) }),
      [8],
    );
    assert.deepEqual(
      database.prepare('SELECT id, purpose, attempts, user_id, new_email FROM auth_otp_challenges').all(),
      [{ id: 'c1', purpose: 'login', attempts: 2, user_id: null, new_email: null }],
    );

    insert(
      database,
      `('c2', 'change-primary', 'ada@example.test', 'p', 'd1', '{}', 'mac', 1, 2, 'u1', 'new@example.test')`,
    );
    assert.throws(
      () =>
        insert(
          database,
          `('c3', 'change-secondary', 'new@example.test', 'p', 'd1', '{}', 'mac', 1, 2, NULL, 'new@example.test')`,
        ),
      /CHECK/,
    );
    assert.throws(
      () => insert(database, `('c4', 'change-primary', 'ada@example.test', 'p', 'd1', '{}', 'mac', 1, 2, 'u1', NULL)`),
      /CHECK/,
    );
    assert.throws(
      () => insert(database, `('c5', 'login', 'ada@example.test', 'p', 'd1', '{}', 'mac', 1, 2, 'u1', NULL)`),
      /CHECK/,
    );
    assert.throws(
      () => insert(database, `('c6', 'recovery', 'ada@example.test', 'p', 'd1', '{}', 'mac', 1, 2, NULL, NULL)`),
      /CHECK/,
    );
    assert.throws(
      () =>
        insert(
          database,
          `('c7', 'change-primary', 'ada@example.test', 'p', 'd1', '{}', 'mac', 1, 2, 'ghost', 'new@example.test')`,
        ),
      /FOREIGN KEY/,
    );
    // A deleted user takes its change codes along.
    database.exec(`DELETE FROM auth_users WHERE id = 'u1'`);
    assert.deepEqual(database.prepare('SELECT id FROM auth_otp_challenges').pluck().all(), ['c1']);
    assert.equal(
      database
        .prepare(`SELECT count(*) FROM sqlite_master WHERE type = 'index' AND tbl_name = 'auth_otp_challenges'`)
        .pluck()
        .get(),
      3,
      'the by-email and by-user indexes and the primary key',
    );
  });
});
