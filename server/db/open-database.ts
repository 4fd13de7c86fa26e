import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { runMigrations } from './run-migrations.js';
import { readDevProjects, seedProjects } from './seed-projects.js';
import { seedWallets } from './seed-wallets.js';

export interface OpenDatabaseParameters {
  /** The SQLite file; its folder is created when missing. */
  path: string;
  /** Production mode seeds no dev projects. Defaults to false. */
  production?: boolean;
}

/**
 * Opens (or creates) the server's SQLite database in WAL mode, applies pending migrations and
 * seeds it: the wallet registry always, the dev projects unless in production mode.
 *
 * @example
 * const database = openDatabase({ path: '.dev/appkit.sqlite' });
 * database.close();
 */
export function openDatabase({ path, production = false }: OpenDatabaseParameters): Database.Database {
  mkdirSync(dirname(path), { recursive: true });
  const database = new Database(path);
  try {
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    // Another process (npm start next to a test run) may hold the write lock for a moment.
    database.pragma('busy_timeout = 5000');
    runMigrations({ database });
    seedWallets({ database });
    if (!production) seedProjects({ database, projects: readDevProjects() });
    return database;
  } catch (error) {
    database.close();
    throw error;
  }
}
