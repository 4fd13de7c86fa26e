import type { Migration } from '../db/migration.js';

/**
 * The name service's tables (server/names/, issue 18). Names are global to the server, not per
 * project. `name` is the full lowercase name (`alice.reown.id`); times are ISO 8601 strings, the
 * record's own format. `address_key` is how an address is compared (lowercase for EVM, as-is for
 * base58 Solana): UNIQUE, so an address has one primary name, whatever its coin type.
 */
export const namesMigration: Migration = {
  version: 15,
  name: 'names',
  sql: `
    CREATE TABLE names (
      name TEXT PRIMARY KEY CHECK (name = lower(name)),
      registered_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      attributes TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(attributes))
    );
    CREATE TABLE name_addresses (
      name TEXT NOT NULL REFERENCES names (name) ON DELETE CASCADE,
      coin_type INTEGER NOT NULL,
      address TEXT NOT NULL,
      address_key TEXT NOT NULL UNIQUE,
      created TEXT NOT NULL,
      PRIMARY KEY (name, coin_type)
    );`,
};
