import type Database from 'better-sqlite3';
import type { NameRecord } from '../../src/core/protocol/names-api.js';

interface NameRow {
  name: string;
  registered_at: string;
  updated_at: string;
  attributes: string;
}
interface AddressRow {
  name: string;
  coin_type: number;
  address: string;
  created: string;
}

/** Why a registration was not stored. */
export type RegisterNameOutcome = { record: NameRecord } | { conflict: 'NAME_TAKEN' | 'ADDRESS_HAS_NAME' };

export interface RegisterNameParameters {
  name: string;
  coinType: number;
  address: string;
  addressKey: string;
  attributes: Record<string, string>;
  /** ISO 8601. */
  at: string;
}

/**
 * The names tables (names-migration.ts) behind prepared statements. The uniqueness the service
 * promises (one owner per name, one name per address) is the schema's: a registration racing
 * another is told which constraint it lost.
 *
 * @example
 * const store = createNamesStore({ database });
 * store.findByName({ name: 'alice.reown.id' });
 */
export function createNamesStore({ database }: { database: Database.Database }) {
  const nameRow = database.prepare<[string], NameRow>('SELECT * FROM names WHERE name = ?');
  const addressRows = database.prepare<[string], AddressRow>(
    'SELECT * FROM name_addresses WHERE name = ? ORDER BY coin_type',
  );
  const nameByKey = database.prepare<[string], { name: string }>(
    'SELECT name FROM name_addresses WHERE address_key = ?',
  );
  const insertName = database.prepare(
    'INSERT INTO names (name, registered_at, updated_at, attributes) VALUES (?, ?, ?, ?)',
  );
  const insertAddress = database.prepare(
    'INSERT INTO name_addresses (name, coin_type, address, address_key, created) VALUES (?, ?, ?, ?, ?)',
  );

  const findByName = ({ name }: { name: string }): NameRecord | undefined => {
    const row = nameRow.get(name);
    if (!row) return undefined;
    const addresses: NameRecord['addresses'] = {};
    for (const entry of addressRows.all(name))
      addresses[String(entry.coin_type)] = { address: entry.address, created: entry.created };
    return {
      name: row.name,
      registered_at: row.registered_at,
      updated_at: row.updated_at,
      addresses,
      attributes: JSON.parse(row.attributes) as Record<string, string>,
    };
  };

  const findNameOfAddress = ({ addressKey }: { addressKey: string }): string | undefined =>
    nameByKey.get(addressKey)?.name;

  const register = database.transaction((entry: RegisterNameParameters): RegisterNameOutcome => {
    if (nameRow.get(entry.name)) return { conflict: 'NAME_TAKEN' };
    if (nameByKey.get(entry.addressKey)) return { conflict: 'ADDRESS_HAS_NAME' };
    insertName.run(entry.name, entry.at, entry.at, JSON.stringify(entry.attributes));
    insertAddress.run(entry.name, entry.coinType, entry.address, entry.addressKey, entry.at);
    return { record: findByName({ name: entry.name })! };
  });

  return {
    findByName,
    findNameOfAddress,
    /** The record of an address's primary name (EVM by lowercase key), or undefined. */
    findByAddress: ({ addressKey }: { addressKey: string }) => {
      const name = findNameOfAddress({ addressKey });
      return name === undefined ? undefined : findByName({ name });
    },
    isRegistered: ({ name }: { name: string }) => nameRow.get(name) !== undefined,
    /** Stores a name with its first address inside one IMMEDIATE transaction (no check-then-insert race). */
    register: (entry: RegisterNameParameters): RegisterNameOutcome => register.immediate(entry),
  };
}

export type NamesStore = ReturnType<typeof createNamesStore>;
