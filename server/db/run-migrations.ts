import type Database from 'better-sqlite3';
import type { Migration } from './migration.js';
import { migrations as defaultMigrations } from './migrations.js';

export interface RunMigrationsParameters {
  database: Database.Database;
  /** Defaults to the project's schema ({@link defaultMigrations}). */
  migrations?: readonly Migration[];
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, in version order, each in its
 * own transaction with its record. Running it again applies nothing. Returns the versions applied.
 * A migration marked `disableForeignKeys` (a table rebuild) runs with foreign keys off and must
 * pass `foreign_key_check` before it commits.
 *
 * @example
 * runMigrations({ database }); // [1, 2, 3] on a new file, [] afterwards
 */
export function runMigrations({ database, migrations = defaultMigrations }: RunMigrationsParameters): number[] {
  const versions = migrations.map((migration) => migration.version);
  if (versions.some((version, index) => index > 0 && version <= versions[index - 1]!)) {
    throw new Error(`Migrations must have strictly increasing versions, got ${versions.join(', ')}`);
  }
  database.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
  )`);
  const isApplied = database.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').pluck();
  const record = database.prepare('INSERT INTO schema_migrations (version, name) VALUES (?, ?)');
  const applied: number[] = [];
  for (const migration of migrations) {
    // IMMEDIATE takes the write lock before the check, so two processes opening the same new
    // file (npm start and a test) cannot both apply one migration.
    const apply = database.transaction(() => {
      if (isApplied.get(migration.version)) return false;
      database.exec(migration.sql);
      if (migration.disableForeignKeys) assertForeignKeysHold({ database, migration });
      record.run(migration.version, migration.name);
      return true;
    });
    if (!migration.disableForeignKeys) {
      if (apply.immediate()) applied.push(migration.version);
      continue;
    }
    // The pragma is a no-op inside a transaction, so it is switched around it, and restored.
    const enforced = database.pragma('foreign_keys', { simple: true }) === 1;
    database.pragma('foreign_keys = OFF');
    try {
      if (apply.immediate()) applied.push(migration.version);
    } finally {
      if (enforced) database.pragma('foreign_keys = ON');
    }
  }
  return applied;
}

/** Throws (rolling the migration back) when a table rebuild left a row pointing at nothing. */
function assertForeignKeysHold({ database, migration }: { database: Database.Database; migration: Migration }): void {
  const violations = database.pragma('foreign_key_check') as Array<{ table: string; parent: string }>;
  if (violations.length === 0) return;
  const pairs = [...new Set(violations.map(({ table, parent }) => `${table} → ${parent}`))].join(', ');
  throw new Error(`Migration ${migration.version} (${migration.name}) broke foreign keys: ${pairs}`);
}
