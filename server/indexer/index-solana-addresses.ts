import type { ActivityRecord, ActivityStore, ActivityTransfer } from './create-activity-store.js';

/** getSignaturesForAddress's largest page. */
const SIGNATURES_PER_CALL = 1000;
const LAMPORTS_DECIMALS = 9;
const SOL = { name: 'Solana', symbol: 'SOL', decimals: LAMPORTS_DECIMALS } as const;
/** How long the indexer waits for the endpoint. */
const RPC_TIMEOUT_MS = 10_000;

export interface IndexSolanaAddressesParameters {
  rpcUrl: string;
  /** CAIP-2 of the endpoint's cluster. */
  chain: string;
  /** The accounts whose transactions are indexed (base58). */
  addresses: readonly string[];
  store: ActivityStore;
}

interface SignatureInfo {
  signature: string;
  slot: number;
}

interface ParsedInstruction {
  programId: string;
  program?: string;
  parsed?: { type?: string; info?: { source?: string; destination?: string; lamports?: number } };
}

interface ParsedTransaction {
  slot: number;
  blockTime: number | null;
  meta: { err: unknown } | null;
  transaction: { message: { accountKeys: Array<{ pubkey: string }>; instructions: ParsedInstruction[] } };
}

/**
 * One indexing pass over a Solana endpoint: for each watched address, the signatures since the
 * last indexed one (getSignaturesForAddress `until`), each transaction read with jsonParsed
 * encoding; System Program transfers become SOL transfers (lamports), the fee payer is the
 * sender. A transaction of two watched addresses is stored once. When the newest stored
 * signature is unknown to the endpoint, the local cluster restarted: its rows are dropped first.
 *
 * @example
 * await indexSolanaAddresses({ rpcUrl, chain: LOCAL_SOLANA_CAIP_NETWORK_ID, addresses, store });
 */
export async function indexSolanaAddresses({
  rpcUrl,
  chain,
  addresses,
  store,
}: IndexSolanaAddressesParameters): Promise<void> {
  const call = <T>(method: string, params: unknown[]) => callSolanaRpc<T>({ rpcUrl, method, params });
  const newest = store.latestHash({ chain });
  if (newest) {
    const statuses = await call<{ value: unknown[] }>('getSignatureStatuses', [
      [newest],
      { searchTransactionHistory: true },
    ]);
    if (!statuses.value[0]) store.clearChain({ chain });
  }
  for (const address of addresses) {
    const source = `${chain}:${address}`;
    const cursor = store.readCursor({ source });
    const config: Record<string, unknown> = { limit: SIGNATURES_PER_CALL, commitment: 'confirmed' };
    if (cursor) config.until = cursor.marker;
    const signatures = await call<SignatureInfo[]>('getSignaturesForAddress', [address, config]);
    if (signatures.length === 0) continue;
    const records: ActivityRecord[] = [];
    for (const { signature } of [...signatures].reverse()) {
      const transaction = await call<ParsedTransaction | null>('getTransaction', [
        signature,
        { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
      ]);
      if (transaction) records.push(toRecord({ chain, signature, transaction }));
    }
    const latest = signatures[0]!;
    store.write({ records, source, chain, cursor: { position: latest.slot, marker: latest.signature } });
  }
}

function toRecord({
  chain,
  signature,
  transaction,
}: {
  chain: string;
  signature: string;
  transaction: ParsedTransaction;
}): ActivityRecord {
  const { message } = transaction.transaction;
  const transfers: ActivityTransfer[] = [];
  for (const instruction of message.instructions) {
    const info = instruction.parsed?.info;
    if (
      instruction.program !== 'system' ||
      instruction.parsed?.type !== 'transfer' ||
      !info?.source ||
      !info.destination
    )
      continue;
    transfers.push({ from: info.source, to: info.destination, ...SOL, amount: BigInt(info.lamports ?? 0) });
  }
  return {
    chain,
    hash: signature,
    blockNumber: transaction.slot,
    txIndex: 0,
    minedMs: (transaction.blockTime ?? 0) * 1000,
    status: transaction.meta?.err ? 'failed' : 'confirmed',
    sentFrom: message.accountKeys[0]?.pubkey ?? '',
    sentTo: transfers[0]?.to ?? message.instructions[0]?.programId ?? '',
    transfers,
  };
}

async function callSolanaRpc<T>({
  rpcUrl,
  method,
  params,
}: {
  rpcUrl: string;
  method: string;
  params: unknown[];
}): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  });
  const body = (await response.json()) as { result?: T; error?: { message?: string } };
  if (body.error) throw new Error(`Solana ${method}: ${body.error.message ?? 'error'}`);
  return body.result as T;
}
