// Its own module so migrations.ts and the feature migration files it lists import it without a cycle.

/** One schema step (server/db/migrations.ts lists them in order). */
export interface Migration {
  /** Applied in ascending order; never renumber or edit one that has shipped, add a new one. */
  version: number;
  name: string;
  sql: string;
  /**
   * Run with foreign key enforcement off, for SQLite's table rebuild (new table, copy, drop,
   * rename): with it on, dropping a table that others reference would cascade into them.
   * run-migrations.ts checks every foreign key (`foreign_key_check`) before the commit.
   */
  disableForeignKeys?: boolean;
}
