import type Database from 'better-sqlite3';

/** One movement of value inside an indexed transaction. */
export interface ActivityTransfer {
  from: string;
  to: string;
  /** The token contract (EVM) or mint; absent for the native coin. */
  tokenAddress?: string;
  name: string;
  symbol: string;
  decimals: number;
  /** Raw integer amount (wei, token base units, lamports). */
  amount: bigint;
}

/** One indexed transaction (or one user operation of it), as the indexers hand it to the store. */
export interface ActivityRecord {
  /** CAIP-2. */
  chain: string;
  hash: string;
  /**
   * The userOpHash when the record is one ERC-4337 user operation carried by the transaction
   * `hash` (activity-operations-migration.ts); absent for the transaction's own record.
   */
  operation?: string;
  blockNumber: number;
  txIndex: number;
  minedMs: number;
  status: 'confirmed' | 'failed';
  sentFrom: string;
  sentTo: string;
  transfers: ActivityTransfer[];
}

/** Where an indexer stopped: a block number and its hash, or a slot and a signature. */
export interface ActivityCursor {
  position: number;
  marker: string;
}

/**
 * The key accounts are looked up by: EVM addresses in lower case (they arrive checksummed or
 * not), everything else (Solana base58, which is case-sensitive) as it is.
 *
 * @example
 * normalizeActivityAddress({ address: '0xAbC…' }); // '0xabc…'
 */
export function normalizeActivityAddress({ address }: { address: string }): string {
  return /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address;
}

export type ActivityStore = ReturnType<typeof createActivityStore>;

/**
 * The indexers' writes to the activity tables (activity-migration.ts). A batch of records and the
 * cursor after it are written in one transaction, so a crash never leaves a half-indexed block;
 * a record already stored (same chain, hash and operation) is skipped.
 *
 * @example
 * const store = createActivityStore({ database });
 * store.write({ records, source: 'eip155:31337', chain: 'eip155:31337', cursor: { position: 12, marker: '0x…' } });
 */
export function createActivityStore({ database }: { database: Database.Database }) {
  const insertTransaction = database.prepare(`
    INSERT INTO activity_transactions (chain, hash, block_number, tx_index, mined_ms, status, sent_from, sent_to)
    VALUES (@chain, @hash, @blockNumber, @txIndex, @minedMs, @status, @sentFrom, @sentTo)
    ON CONFLICT DO NOTHING`);
  // Prepared on first use: a plain transaction's insert never names the column, so it reads the
  // same with or without the operations migration.
  let insertOperation: Database.Statement | undefined;
  const operationStatement = () =>
    (insertOperation ??= database.prepare(`
      INSERT INTO activity_transactions (chain, hash, operation, block_number, tx_index, mined_ms, status, sent_from, sent_to)
      VALUES (@chain, @hash, @operation, @blockNumber, @txIndex, @minedMs, @status, @sentFrom, @sentTo)
      ON CONFLICT DO NOTHING`));
  const insertTransfer = database.prepare(`
    INSERT INTO activity_transfers (transaction_id, position, from_address, to_address, token_address, name, symbol, decimals, amount)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertParticipant = database.prepare(
    'INSERT OR IGNORE INTO activity_participants (address, transaction_id) VALUES (?, ?)',
  );
  const selectCursor = database.prepare<[string], ActivityCursor>(
    'SELECT position, marker FROM activity_cursors WHERE source = ?',
  );
  const upsertCursor = database.prepare(`
    INSERT INTO activity_cursors (source, chain, position, marker) VALUES (?, ?, ?, ?)
    ON CONFLICT (source) DO UPDATE SET chain = excluded.chain, position = excluded.position, marker = excluded.marker`);
  const deleteTransactions = database.prepare('DELETE FROM activity_transactions WHERE chain = ?');
  const deleteCursors = database.prepare('DELETE FROM activity_cursors WHERE chain = ?');
  const latestHash = database.prepare<[string], { hash: string }>(
    'SELECT hash FROM activity_transactions WHERE chain = ? ORDER BY block_number DESC, tx_index DESC LIMIT 1',
  );

  const write = database.transaction(
    ({
      records,
      source,
      chain,
      cursor,
    }: {
      records: readonly ActivityRecord[];
      source?: string;
      chain: string;
      cursor?: ActivityCursor;
    }) => {
      for (const record of records) {
        const { changes, lastInsertRowid } = (record.operation ? operationStatement() : insertTransaction).run({
          ...(record.operation ? { operation: record.operation } : {}),
          chain: record.chain,
          hash: record.hash,
          blockNumber: record.blockNumber,
          txIndex: record.txIndex,
          minedMs: record.minedMs,
          status: record.status,
          sentFrom: record.sentFrom,
          sentTo: record.sentTo,
        });
        if (changes === 0) continue;
        const participants = new Set([record.sentFrom, record.sentTo]);
        record.transfers.forEach((transfer, position) => {
          insertTransfer.run(
            lastInsertRowid,
            position,
            transfer.from,
            transfer.to,
            transfer.tokenAddress ?? null,
            transfer.name,
            transfer.symbol,
            transfer.decimals,
            transfer.amount.toString(),
          );
          participants.add(transfer.from).add(transfer.to);
        });
        for (const address of participants)
          if (address) insertParticipant.run(normalizeActivityAddress({ address }), lastInsertRowid);
      }
      if (source && cursor) upsertCursor.run(source, chain, cursor.position, cursor.marker);
    },
  );

  return {
    write: (parameters: {
      records: readonly ActivityRecord[];
      source?: string;
      chain: string;
      cursor?: ActivityCursor;
    }) => void write.immediate(parameters),
    readCursor: ({ source }: { source: string }): ActivityCursor | undefined => selectCursor.get(source),
    /** The newest stored transaction hash of a chain (a restart check for Solana). */
    latestHash: ({ chain }: { chain: string }): string | undefined => latestHash.get(chain)?.hash,
    /** Forgets a chain: its rows and cursors (the local chain restarted from genesis). */
    clearChain: database.transaction(({ chain }: { chain: string }) => {
      deleteTransactions.run(chain);
      deleteCursors.run(chain);
    }),
  };
}
