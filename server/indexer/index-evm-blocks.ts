import { getAddress, parseEventLogs, erc20Abi, type Hash, type PublicClient } from 'viem';
import { DEFAULT_NATIVE_CURRENCY, type ServerChain } from '../server-chain.js';
import type { ActivityRecord, ActivityStore, ActivityTransfer } from './create-activity-store.js';
import { readUserOperations } from './read-user-operations.js';
import { splitUserOperations, type LoggedTransfer } from './user-operation-records.js';

/** Blocks read per pass; a chain further behind catches up over the next passes. */
const BLOCKS_PER_PASS = 50;

export interface IndexEvmBlocksParameters {
  chain: ServerChain;
  client: PublicClient;
  store: ActivityStore;
}

/**
 * One indexing pass over an EVM chain: reads the blocks after the last indexed one (from block 0
 * on first run), every transaction with its receipt, and the `Transfer` logs of the chain's
 * configured tokens, and stores them with the new cursor. Every transaction is stored, so
 * contract calls without transfers show up (as 'execute'); a transaction's native value is its
 * native transfer (also when it failed: the attempted amount, with status 'failed'). Token
 * name/symbol/decimals are the configured ones (the same the balance route reports). A
 * transaction with `UserOperationEvent`s of the chain's EntryPoints (a bundle) also gives a record
 * per user operation, for its smart account (user-operation-records.ts). When the
 * block at the cursor is gone or has another hash, the local chain restarted: the chain's rows
 * are dropped and indexing starts again at block 0. Resolves true when more blocks are waiting.
 *
 * @example
 * while (await indexEvmBlocks({ chain, client, store })) {}
 */
export async function indexEvmBlocks({ chain, client, store }: IndexEvmBlocksParameters): Promise<boolean> {
  const caip2 = `eip155:${chain.chainId}`;
  // viem caches the block number for 4 s by default; a poller needs the live one.
  const latest = Number(await client.getBlockNumber({ cacheTime: 0 }));
  const cursor = store.readCursor({ source: caip2 });
  if (cursor) {
    const atCursor =
      cursor.position <= latest
        ? await client.getBlock({ blockNumber: BigInt(cursor.position) }).catch(() => undefined)
        : undefined;
    if (atCursor?.hash !== cursor.marker) {
      store.clearChain({ chain: caip2 });
      // The chain may still be coming up; the next pass (at once) starts from block 0.
      return true;
    }
  }
  const from = cursor ? cursor.position + 1 : 0;
  const to = Math.min(latest, from + BLOCKS_PER_PASS - 1);
  if (from > to) return false;

  const numbers = Array.from({ length: to - from + 1 }, (_, index) => BigInt(from + index));
  const blocks = await Promise.all(
    numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
  );
  const tokens = chain.tokens ?? [];
  const logs = tokens.length
    ? parseEventLogs({
        abi: erc20Abi,
        eventName: 'Transfer',
        logs: await client.getLogs({
          address: tokens.map((token) => token.address),
          fromBlock: BigInt(from),
          toBlock: BigInt(to),
        }),
      })
    : [];
  const transactions = blocks.flatMap((block) => block.transactions.map((transaction) => ({ block, transaction })));
  const receipts = await Promise.all(
    transactions.map(({ transaction }) => client.getTransactionReceipt({ hash: transaction.hash })),
  );

  const logsByHash = new Map<Hash, typeof logs>();
  for (const log of logs) logsByHash.set(log.transactionHash, [...(logsByHash.get(log.transactionHash) ?? []), log]);
  const native = chain.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY;
  const entryPoints = chain.accountAbstraction?.entryPoints ?? [];
  const records: ActivityRecord[] = transactions.flatMap(({ block, transaction }, index) => {
    const receipt = receipts[index]!;
    const sentFrom = getAddress(transaction.from);
    const sentTo = transaction.to
      ? getAddress(transaction.to)
      : receipt.contractAddress
        ? getAddress(receipt.contractAddress)
        : '';
    const transfers: ActivityTransfer[] = [];
    if (transaction.value > 0n) transfers.push({ from: sentFrom, to: sentTo, ...native, amount: transaction.value });
    const tokenTransfers: LoggedTransfer[] = [];
    for (const log of [...(logsByHash.get(transaction.hash) ?? [])].sort((a, b) => a.logIndex - b.logIndex)) {
      const token = tokens.find((candidate) => candidate.address.toLowerCase() === log.address.toLowerCase());
      if (!token) continue;
      tokenTransfers.push({
        logIndex: log.logIndex,
        transfer: {
          from: getAddress(log.args.from),
          to: getAddress(log.args.to),
          tokenAddress: getAddress(token.address),
          name: token.name,
          symbol: token.symbol,
          decimals: token.decimals,
          amount: log.args.value,
        },
      });
    }
    const record: ActivityRecord = {
      chain: caip2,
      hash: transaction.hash,
      blockNumber: Number(block.number),
      txIndex: transaction.transactionIndex,
      minedMs: Number(block.timestamp) * 1000,
      status: receipt.status === 'success' ? 'confirmed' : 'failed',
      sentFrom,
      sentTo,
      transfers,
    };
    const operations = entryPoints.length
      ? readUserOperations({ entryPoints, input: transaction.input, logs: receipt.logs })
      : [];
    if (operations.length) return splitUserOperations({ transaction: record, operations, tokenTransfers, native });
    return [{ ...record, transfers: [...transfers, ...tokenTransfers.map(({ transfer }) => transfer)] }];
  });
  const last = blocks[blocks.length - 1]!;
  store.write({ records, source: caip2, chain: caip2, cursor: { position: Number(last.number), marker: last.hash } });
  return to < latest;
}
