import type Database from 'better-sqlite3';
import { formatUnits } from 'viem';
import { normalizeActivityAddress } from '../indexer/create-activity-store.js';
import type { Transaction, TransactionTransfer, TransactionsPage } from '../../src/core/protocol/transactions-page.js';
import type { TokenPrices } from './read-token-prices.js';

/** Transactions per history page. */
export const HISTORY_PAGE_SIZE = 20;

export interface ReadAccountHistoryParameters {
  database: Database.Database;
  /** EVM (any case) or Solana base58. */
  address: string;
  /** CAIP-2 filter; all chains when absent. */
  chain?: string;
  /** The `next` of the previous page. */
  cursor?: string;
  prices: TokenPrices;
  /** The token image URL for a symbol. */
  iconUrl: (symbol: string) => string;
}

/** A cursor that is not one of ours. */
export class InvalidHistoryCursorError extends Error {}

interface TransactionRow {
  id: number;
  chain: string;
  hash: string;
  block_number: number;
  tx_index: number;
  mined_ms: number;
  status: 'confirmed' | 'failed';
  sent_from: string;
  sent_to: string;
  /** The user operation's hash for a smart account's row of a bundle, '' for a transaction's own row. */
  operation?: string;
}

interface TransferRow {
  transaction_id: number;
  from_address: string;
  to_address: string;
  name: string;
  symbol: string;
  decimals: number;
  amount: string;
}

/**
 * One page of an account's indexed activity (SPEC §3 "Transaction"; core/protocol/transactions-page.ts), newest first, seen from the
 * account: each transfer's direction ('out', 'in', 'self'; transfers not touching the account are
 * left out), and operationType 'send' (only out/self), 'receive' (only in), 'trade' (both) or
 * 'execute' (none, e.g. a contract call or a failed token transfer). Quantities are in token
 * units; value is quantity × today's table price. `next` is an opaque cursor (base64url of the
 * last row's sort key), null on the last page.
 *
 * @example
 * const { data, next } = readAccountHistory({ database, address, prices, iconUrl });
 */
export function readAccountHistory({
  database,
  address,
  chain,
  cursor,
  prices,
  iconUrl,
}: ReadAccountHistoryParameters): TransactionsPage {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const account = normalizeActivityAddress({ address });
  const conditions = ['p.address = @account'];
  if (chain) conditions.push('t.chain = @chain');
  if (after)
    conditions.push('(t.mined_ms, t.block_number, t.tx_index, t.id) < (@minedMs, @blockNumber, @txIndex, @id)');
  const rows = database
    .prepare<Record<string, unknown>, TransactionRow>(
      `
      SELECT t.* FROM activity_participants p JOIN activity_transactions t ON t.id = p.transaction_id
      WHERE ${conditions.join(' AND ')}
      ORDER BY t.mined_ms DESC, t.block_number DESC, t.tx_index DESC, t.id DESC
      LIMIT ${HISTORY_PAGE_SIZE + 1}`,
    )
    .all({ account, ...(chain ? { chain } : {}), ...after });
  const page = rows.slice(0, HISTORY_PAGE_SIZE);
  const transfers = page.length
    ? database
        .prepare<number[], TransferRow>(
          `SELECT * FROM activity_transfers WHERE transaction_id IN (${page.map(() => '?').join(', ')}) ORDER BY transaction_id, position`,
        )
        .all(...page.map((row) => row.id))
    : [];
  const data = page.map((row) =>
    toTransaction({
      row,
      account,
      transfers: transfers.filter((transfer) => transfer.transaction_id === row.id),
      prices,
      iconUrl,
    }),
  );
  const last = page[page.length - 1];
  const next = rows.length > HISTORY_PAGE_SIZE && last ? encodeCursor(last) : null;
  return { data, next };
}

function toTransaction({
  row,
  account,
  transfers,
  prices,
  iconUrl,
}: {
  row: TransactionRow;
  account: string;
  transfers: TransferRow[];
  prices: TokenPrices;
  iconUrl: (symbol: string) => string;
}): Transaction {
  const own = transfers.flatMap((transfer): TransactionTransfer[] => {
    const out = normalizeActivityAddress({ address: transfer.from_address }) === account;
    const into = normalizeActivityAddress({ address: transfer.to_address }) === account;
    if (!out && !into) return [];
    const numeric = formatUnits(BigInt(transfer.amount), transfer.decimals);
    const price = prices.get(transfer.symbol.toUpperCase()) ?? 0;
    return [
      {
        direction: out && into ? 'self' : out ? 'out' : 'in',
        fungible_info: { name: transfer.name, symbol: transfer.symbol, icon: { url: iconUrl(transfer.symbol) } },
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      },
    ];
  });
  const sends = own.some((transfer) => transfer.direction !== 'in');
  const receives = own.some((transfer) => transfer.direction === 'in');
  return {
    // A bundle's operations share its hash: each keeps an id of its own.
    id: row.operation ? `${row.chain}:${row.hash}:${row.operation}` : `${row.chain}:${row.hash}`,
    metadata: {
      minedAt: new Date(row.mined_ms).toISOString(),
      chain: row.chain,
      operationType: sends && receives ? 'trade' : sends ? 'send' : receives ? 'receive' : 'execute',
      status: row.status,
      sentFrom: row.sent_from,
      sentTo: row.sent_to,
      hash: row.hash,
    },
    transfers: own,
  };
}

function encodeCursor(row: TransactionRow): string {
  return Buffer.from(JSON.stringify([row.mined_ms, row.block_number, row.tx_index, row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { minedMs: number; blockNumber: number; txIndex: number; id: number } {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InvalidHistoryCursorError('cursor is not a history cursor');
  }
  if (!Array.isArray(parts) || parts.length !== 4 || !parts.every((part) => Number.isSafeInteger(part))) {
    throw new InvalidHistoryCursorError('cursor is not a history cursor');
  }
  const [minedMs, blockNumber, txIndex, id] = parts as number[];
  return { minedMs: minedMs!, blockNumber: blockNumber!, txIndex: txIndex!, id: id! };
}
