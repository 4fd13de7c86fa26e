import type Database from 'better-sqlite3';
import type { GetWalletsQuery } from './parse-get-wallets-query.js';
import { toWalletEntry, type WalletEntry, type WalletRow } from './to-wallet-entry.js';

export interface FindWalletsReturnType {
  /** All wallets matching the filters, before paging. */
  count: number;
  data: WalletEntry[];
}

/**
 * The wallets of GET /getWallets. Filters: `include` (only these ids), `exclude`, `badge_type`
 * 'certified', `chains` and `search`. Order: with a search, names starting with it first, then
 * names containing it; then registry rank. Search ignores case.
 *
 * `chains` matches by namespace: a wallet qualifies when it lists any chain of a requested
 * chain's namespace (`eip155:31337` and `eip155:*` both match every EVM wallet). The registry's
 * chain lists are sparse (MetaMask lists only eip155:1) and an EVM or Solana wallet can serve any
 * chain of its namespace, so exact matching would hide wallets that work. Wallets listing no
 * chain at all do not match a chain filter.
 *
 * @example
 * findWallets({ database, query: { ...query, search: 'trust' } }).data[0]?.name; // 'Trust Wallet'
 */
export function findWallets({
  database,
  query,
}: {
  database: Database.Database;
  query: GetWalletsQuery;
}): FindWalletsReturnType {
  const where: string[] = [];
  const params: Record<string, string | number> = {};
  if (query.include.length) {
    where.push('id IN (SELECT value FROM json_each(@include))');
    params.include = JSON.stringify(query.include);
  }
  if (query.exclude.length) {
    where.push('id NOT IN (SELECT value FROM json_each(@exclude))');
    params.exclude = JSON.stringify(query.exclude);
  }
  if (query.badgeType === 'certified') where.push(`badge_type = 'certified'`);
  if (query.namespaces.length) {
    where.push(
      'EXISTS (SELECT 1 FROM json_each(namespaces) WHERE value IN (SELECT value FROM json_each(@namespaces)))',
    );
    params.namespaces = JSON.stringify(query.namespaces);
  }
  let order = 'rank';
  if (query.search) {
    // instr, not LIKE: a search for "%" or "_" means those characters.
    where.push('instr(name_search, @search) > 0');
    order = 'instr(name_search, @search) <> 1, rank';
    params.search = query.search.toLowerCase();
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const count = database.prepare(`SELECT count(*) FROM wallets ${filter}`).pluck().get(params) as number;
  const rows = database
    .prepare(`SELECT * FROM wallets ${filter} ORDER BY ${order} LIMIT @limit OFFSET @offset`)
    .all({ ...params, limit: query.entries, offset: (query.page - 1) * query.entries }) as WalletRow[];
  return { count, data: rows.map((row) => toWalletEntry({ row })) };
}
