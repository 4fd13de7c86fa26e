import { TOKEN_PROGRAM_ID, type SplTokenInfo } from '../../src/core/protocol/spl-token.js';
import { callSolanaRpc } from '../chains/solana/call-solana-rpc.js';
import type { ActivityRecord, ActivityStore, ActivityTransfer } from './create-activity-store.js';

/** getSignaturesForAddress's largest page. */
const SIGNATURES_PER_CALL = 1000;
const LAMPORTS_DECIMALS = 9;
const SOL = { name: 'Solana', symbol: 'SOL', decimals: LAMPORTS_DECIMALS } as const;

export interface IndexSolanaAddressesParameters {
  rpcUrl: string;
  /** CAIP-2 of the endpoint's cluster. */
  chain: string;
  /** The accounts whose transactions are indexed (base58). */
  addresses: readonly string[];
  /** SPL tokens whose transfers are indexed (by mint); transfers of other mints are left out. */
  tokens?: readonly SplTokenInfo[];
  store: ActivityStore;
}

interface SignatureInfo {
  signature: string;
  slot: number;
}

interface ParsedInstruction {
  programId: string;
  program?: string;
  parsed?: {
    type?: string;
    info?: {
      source?: string;
      destination?: string;
      lamports?: number;
      mint?: string;
      amount?: string;
      tokenAmount?: { amount?: string };
    };
  };
}

interface TokenBalance {
  accountIndex: number;
  mint: string;
  owner?: string;
}

interface ParsedTransaction {
  slot: number;
  blockTime: number | null;
  meta: { err: unknown; preTokenBalances?: TokenBalance[]; postTokenBalances?: TokenBalance[] } | null;
  transaction: { message: { accountKeys: Array<{ pubkey: string }>; instructions: ParsedInstruction[] } };
}

/**
 * One indexing pass over a Solana endpoint: for each watched address and each of its SPL token
 * accounts (a transfer into an existing token account names only that account, not its owner),
 * the signatures since the last indexed one (getSignaturesForAddress `until`), each transaction
 * read with jsonParsed encoding. System Program transfers become SOL transfers (lamports); SPL
 * Transfer / TransferChecked of a known mint become token transfers between the token accounts'
 * owners (from the transaction's token balances). The fee payer is the sender. A transaction of
 * two watched addresses is stored once. When the newest stored signature is unknown to the
 * endpoint, the local cluster restarted: its rows are dropped first.
 *
 * @example
 * await indexSolanaAddresses({ rpcUrl, chain: LOCAL_SOLANA_CAIP_NETWORK_ID, addresses, tokens: [DEV_SPL_TOKEN], store });
 */
export async function indexSolanaAddresses({
  rpcUrl,
  chain,
  addresses,
  tokens = [],
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
    const tokenAccounts = tokens.length
      ? await call<{ value: Array<{ pubkey: string }> }>('getTokenAccountsByOwner', [
          address,
          { programId: TOKEN_PROGRAM_ID },
          { encoding: 'base64', commitment: 'confirmed' },
        ])
      : { value: [] };
    for (const watched of [address, ...tokenAccounts.value.map(({ pubkey }) => pubkey)]) {
      const source = `${chain}:${watched}`;
      const cursor = store.readCursor({ source });
      const config: Record<string, unknown> = { limit: SIGNATURES_PER_CALL, commitment: 'confirmed' };
      if (cursor) config.until = cursor.marker;
      const signatures = await call<SignatureInfo[]>('getSignaturesForAddress', [watched, config]);
      if (signatures.length === 0) continue;
      const records: ActivityRecord[] = [];
      for (const { signature } of [...signatures].reverse()) {
        const transaction = await call<ParsedTransaction | null>('getTransaction', [
          signature,
          { encoding: 'jsonParsed', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
        ]);
        if (transaction) records.push(toRecord({ chain, signature, transaction, tokens }));
      }
      const latest = signatures[0]!;
      store.write({ records, source, chain, cursor: { position: latest.slot, marker: latest.signature } });
    }
  }
}

function toRecord({
  chain,
  signature,
  transaction,
  tokens,
}: {
  chain: string;
  signature: string;
  transaction: ParsedTransaction;
  tokens: readonly SplTokenInfo[];
}): ActivityRecord {
  const { message } = transaction.transaction;
  // Token account → its owner and mint; an account opened by this transaction is only in the post balances.
  const tokenAccounts = new Map<string, { owner: string; mint: string }>();
  for (const balance of [
    ...(transaction.meta?.preTokenBalances ?? []),
    ...(transaction.meta?.postTokenBalances ?? []),
  ]) {
    const address = message.accountKeys[balance.accountIndex]?.pubkey;
    if (address && balance.owner) tokenAccounts.set(address, { owner: balance.owner, mint: balance.mint });
  }
  const transfers: ActivityTransfer[] = [];
  for (const instruction of message.instructions) {
    const info = instruction.parsed?.info;
    const type = instruction.parsed?.type;
    if (!info?.source || !info.destination) continue;
    if (instruction.program === 'system' && type === 'transfer') {
      transfers.push({ from: info.source, to: info.destination, ...SOL, amount: BigInt(info.lamports ?? 0) });
      continue;
    }
    if (instruction.program !== 'spl-token' || (type !== 'transfer' && type !== 'transferChecked')) continue;
    const from = tokenAccounts.get(info.source);
    const to = tokenAccounts.get(info.destination);
    const mint = info.mint ?? from?.mint ?? to?.mint;
    const token = tokens.find((candidate) => candidate.mint === mint);
    if (!from || !to || !token) continue;
    const { name, symbol, decimals } = token;
    const amount = BigInt(info.tokenAmount?.amount ?? info.amount ?? 0);
    transfers.push({ from: from.owner, to: to.owner, tokenAddress: token.mint, name, symbol, decimals, amount });
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
