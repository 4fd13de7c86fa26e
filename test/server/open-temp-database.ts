import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { openDatabase } from '../../server/db/open-database.js';

export interface TempDatabase {
  database: Database.Database;
  /** The SQLite file (a real file in a fresh temp folder). */
  path: string;
  dir: string;
  /** Opens the same file again (the first handle stays open until cleanup). */
  reopen(options?: { production?: boolean }): Database.Database;
  /** Closes every handle and deletes the folder. */
  cleanup(): void;
}

/** A fresh database file for one test file: migrated and seeded like the real server's. */
export function openTempDatabase({ production = false }: { production?: boolean } = {}): TempDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'appkit-db-'));
  const path = join(dir, 'appkit.sqlite');
  const handles = [openDatabase({ path, production })];
  return {
    database: handles[0]!,
    path,
    dir,
    reopen: (options = {}) => {
      const handle = openDatabase({ path, production: options.production ?? production });
      handles.push(handle);
      return handle;
    },
    cleanup: () => {
      for (const handle of handles) if (handle.open) handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
