// SHIM — the in-process Solana "cluster" behind the local JSON-RPC shim: one LiteSVM bank plus
// the bookkeeping a validator would do (slots, signature statuses, a transaction history).
// Not a validator: every landed transaction is final at once ("finalized" for every commitment),
// blockhashes never expire, and preflight is a simulation in this same bank.
import { FailedTransactionMetadata, LiteSVM, type Account, type AccountInfoBytes } from 'litesvm';
import { PublicKey, SystemProgram, VersionedTransaction } from '@solana/web3.js';
import { encodeBase58 } from '../../../src/core/utils/base58.js';
import { LAMPORTS_PER_SIGNATURE } from './local-solana-cluster.js';
import { mintDecimalsOf, tokenBalancesOf, type TokenBalanceRecord } from './parse-token-account.js';
import { emulateAssociatedTokenAccounts, hasValidSignatures } from './emulate-associated-token-accounts.js';
import { toRpcTransactionError, type RpcTransactionError } from './to-rpc-transaction-error.js';

/** One transaction that landed (successfully or with an error that still charged its fee). */
export interface SolanaTransactionRecord {
  signature: string;
  slot: number;
  /** Unix seconds. */
  blockTime: number;
  transaction: VersionedTransaction;
  err: RpcTransactionError | null;
  fee: number;
  /** Balances of the message's static account keys, in key order. */
  preBalances: number[];
  postBalances: number[];
  /** Token accounts among the static keys and their balances, before and after. */
  preTokenBalances: TokenBalanceRecord[];
  postTokenBalances: TokenBalanceRecord[];
  logs: string[];
  computeUnitsConsumed: number;
}

/** What `onCommit` listeners hear after every landed transaction or airdrop. */
export interface SolanaCommit {
  slot: number;
  signature: string;
  err: RpcTransactionError | null;
  /** Accounts the commit may have changed. */
  addresses: readonly string[];
}

/** A transaction the bank refused: it did not land, nothing was charged. */
export class SolanaTransactionRejectedError extends Error {
  readonly err: RpcTransactionError;
  readonly logs: string[];
  readonly unitsConsumed: number;

  constructor({
    err,
    message,
    logs = [],
    unitsConsumed = 0,
  }: {
    err: RpcTransactionError;
    message: string;
    logs?: string[];
    unitsConsumed?: number;
  }) {
    super(message);
    this.name = 'SolanaTransactionRejectedError';
    this.err = err;
    this.logs = logs;
    this.unitsConsumed = unitsConsumed;
  }
}

export interface SolanaSimulation {
  err: RpcTransactionError | null;
  message?: string;
  logs: string[];
  unitsConsumed: number;
  /** Accounts as the transaction would leave them (empty when it fails). */
  postAccounts: Map<string, AccountInfoBytes>;
}

/** An account at start: system-owned without data, or a program's (`owner`) with its `data` (a token account). */
export interface SolanaGenesisAccount {
  publicKey: string;
  lamports: bigint;
  owner?: string;
  data?: Uint8Array;
}

export interface CreateSolanaBankParameters {
  /** Accounts funded at start. */
  genesisAccounts?: readonly SolanaGenesisAccount[];
}

export type SolanaBank = ReturnType<typeof createSolanaBank>;

/**
 * Creates the bank: LiteSVM with the standard builtins and SPL programs, signature verification
 * on, and the shim's own blockhash bookkeeping (a new blockhash after every commit, every one
 * ever issued stays valid, so identical transfers sent one after another both land).
 *
 * @example
 * const bank = createSolanaBank({ genesisAccounts: [{ publicKey, lamports: 100n * 10n ** 9n }] });
 * const signature = bank.process({ wire, skipPreflight: false });
 */
export function createSolanaBank({ genesisAccounts = [] }: CreateSolanaBankParameters = {}) {
  // The bank's own check accepts the latest blockhash only; ours accepts every issued one.
  const svm = new LiteSVM().withBlockhashCheck(false).withSigverify(true);
  let slot = 0;
  let transactionCount = 0;
  const issuedBlockhashes = new Set<string>([svm.latestBlockhash()]);
  const statuses = new Map<string, { slot: number; err: RpcTransactionError | null }>();
  const records = new Map<string, SolanaTransactionRecord>();
  /** Newest last; getSignaturesForAddress walks it backwards. */
  const history: SolanaTransactionRecord[] = [];
  const knownAddresses = new Set<string>();
  const listeners = new Set<(commit: SolanaCommit) => void>();

  for (const { publicKey, lamports, owner, data } of genesisAccounts) {
    svm.setAccount(new PublicKey(publicKey), {
      lamports: Number(lamports),
      data: data ?? new Uint8Array(),
      owner: owner ? new PublicKey(owner) : SystemProgram.programId,
      executable: false,
      rentEpoch: 0,
    });
    knownAddresses.add(publicKey);
  }

  const balanceOf = (address: PublicKey) => Number(svm.getBalance(address) ?? 0n);
  const getAccount = (address: string): AccountInfoBytes | null => svm.getAccount(new PublicKey(address));
  const mintDecimals = (mint: string) => {
    const account = getAccount(mint);
    return account ? mintDecimalsOf({ owner: account.owner, data: account.data }) : undefined;
  };
  const tokenBalances = (keys: readonly PublicKey[]) =>
    tokenBalancesOf({ keys: keys.map((key) => key.toBase58()), getAccount, mintDecimals });
  // SHIM: the ATA program runs here, not in LiteSVM (emulate-associated-token-accounts.ts).
  const associatedTokens = (transaction: VersionedTransaction) =>
    emulateAssociatedTokenAccounts({
      transaction,
      getAccount,
      setAccount: (address, account) => svm.setAccount(new PublicKey(address), account),
      rentExemptLamports: (dataLength) => Number(svm.minimumBalanceForRentExemption(BigInt(dataLength))),
    });
  const signatureFailure = { err: 'SignatureFailure', message: 'Transaction did not pass signature verification' };

  function commit({
    signature,
    err,
    addresses,
  }: {
    signature: string;
    err: RpcTransactionError | null;
    addresses: string[];
  }): number {
    const landedSlot = slot;
    statuses.set(signature, { slot: landedSlot, err });
    addresses.forEach((address) => knownAddresses.add(address));
    transactionCount++;
    slot++;
    svm.warpToSlot(BigInt(slot));
    svm.expireBlockhash();
    issuedBlockhashes.add(svm.latestBlockhash());
    for (const listener of [...listeners]) listener({ slot: landedSlot, signature, err, addresses });
    return landedSlot;
  }

  /** Runs a transaction without committing it. `sigVerify: false` skips signature checks (simulateTransaction's option). */
  function simulate(
    transaction: VersionedTransaction,
    { sigVerify = true }: { sigVerify?: boolean } = {},
  ): SolanaSimulation {
    const ata = associatedTokens(transaction);
    if (ata.emulated) {
      const failure = sigVerify && !hasValidSignatures(transaction) ? signatureFailure : ata.apply();
      if (failure) return { ...failure, logs: ata.logs, unitsConsumed: 0, postAccounts: new Map() };
    }
    // The shortened transaction's signatures were checked above; LiteSVM would refuse them.
    const skipSigverify = !sigVerify || ata.emulated;
    if (skipSigverify) svm.withSigverify(false);
    try {
      const result = svm.simulateTransaction(ata.transaction);
      if (result instanceof FailedTransactionMetadata) {
        const { err, message } = toRpcTransactionError({ failed: result });
        const meta = result.meta();
        return {
          err,
          message,
          logs: [...ata.logs, ...meta.logs()],
          unitsConsumed: Number(meta.computeUnitsConsumed()),
          postAccounts: new Map(),
        };
      }
      const meta = result.meta();
      const postAccounts = new Map(
        result.postAccounts().map(([address, account]) => [address.toBase58(), toAccountInfoBytes(account)]),
      );
      const logs = [...ata.logs, ...meta.logs()];
      return { err: null, logs, unitsConsumed: Number(meta.computeUnitsConsumed()), postAccounts };
    } finally {
      ata.undo();
      if (skipSigverify) svm.withSigverify(true);
    }
  }

  return {
    get slot() {
      return slot;
    },
    get transactionCount() {
      return transactionCount;
    },
    latestBlockhash: () => svm.latestBlockhash(),
    isBlockhashValid: (blockhash: string) => issuedBlockhashes.has(blockhash),
    getAccount,
    getBalance: (address: string) => balanceOf(new PublicKey(address)),
    minimumBalanceForRentExemption: (dataLength: number) =>
      Number(svm.minimumBalanceForRentExemption(BigInt(dataLength))),
    /** The fee LiteSVM charges (per signature; the shim ignores priority fees). */
    feeFor: ({ signatures }: { signatures: number }) => signatures * LAMPORTS_PER_SIGNATURE,
    knownAddresses: (): Iterable<string> => knownAddresses,
    getSignatureStatus: (signature: string) => statuses.get(signature),
    getTransaction: (signature: string) => records.get(signature),
    /** Landed transactions that list the address among their static keys, newest first. */
    signaturesForAddress: (address: string): SolanaTransactionRecord[] =>
      history
        .filter((record) => record.transaction.message.staticAccountKeys.some((key) => key.toBase58() === address))
        .reverse(),
    simulate,

    /**
     * Runs a signed transaction. A refused one (bad blockhash, duplicate, failed preflight, or a
     * failure that charged nothing) throws {@link SolanaTransactionRejectedError}; one that fails
     * after paying its fee (only possible with `skipPreflight`) lands with `err`, as on a cluster.
     */
    process({ transaction, skipPreflight }: { transaction: VersionedTransaction; skipPreflight: boolean }): string {
      const signatureBytes = transaction.signatures[0];
      if (!signatureBytes)
        throw new SolanaTransactionRejectedError({
          err: 'MissingSignatureForFee',
          message: 'Transaction has no signatures',
        });
      const signature = encodeBase58(signatureBytes);
      if (statuses.has(signature))
        throw new SolanaTransactionRejectedError({
          err: 'AlreadyProcessed',
          message: 'This transaction has already been processed',
        });
      if (!issuedBlockhashes.has(transaction.message.recentBlockhash)) {
        throw new SolanaTransactionRejectedError({ err: 'BlockhashNotFound', message: 'Blockhash not found' });
      }
      if (!skipPreflight) {
        const preflight = simulate(transaction);
        if (preflight.err !== null) {
          throw new SolanaTransactionRejectedError({
            err: preflight.err,
            message: preflight.message ?? String(preflight.err),
            logs: preflight.logs,
            unitsConsumed: preflight.unitsConsumed,
          });
        }
      }
      const ata = associatedTokens(transaction);
      if (ata.emulated && !hasValidSignatures(transaction)) throw new SolanaTransactionRejectedError(signatureFailure);
      const keys = transaction.message.staticAccountKeys;
      const preBalances = keys.map(balanceOf);
      const preTokenBalances = tokenBalances(keys);
      const emulationFailure = ata.apply();
      if (emulationFailure) throw new SolanaTransactionRejectedError({ ...emulationFailure, logs: ata.logs });
      if (ata.emulated) svm.withSigverify(false);
      let result: ReturnType<typeof svm.sendTransaction>;
      try {
        result = svm.sendTransaction(ata.transaction);
      } finally {
        if (ata.emulated) svm.withSigverify(true);
      }
      // SHIM: the emulated accounts go back with the failed rest (the fee LiteSVM took with them).
      if (result instanceof FailedTransactionMetadata) ata.undo();
      const postBalances = keys.map(balanceOf);
      const postTokenBalances = tokenBalances(keys);
      const meta = result instanceof FailedTransactionMetadata ? result.meta() : result;
      let err: RpcTransactionError | null = null;
      if (result instanceof FailedTransactionMetadata) {
        const failure = toRpcTransactionError({ failed: result });
        const charged = preBalances[0] !== postBalances[0];
        if (!charged)
          throw new SolanaTransactionRejectedError({
            err: failure.err,
            message: failure.message,
            logs: meta.logs(),
            unitsConsumed: Number(meta.computeUnitsConsumed()),
          });
        err = failure.err;
      }
      const record: SolanaTransactionRecord = {
        signature,
        slot,
        blockTime: Math.floor(Date.now() / 1000),
        transaction,
        err,
        fee: LAMPORTS_PER_SIGNATURE * transaction.message.header.numRequiredSignatures,
        preBalances,
        postBalances,
        preTokenBalances,
        postTokenBalances,
        logs: [...ata.logs, ...meta.logs()],
        computeUnitsConsumed: Number(meta.computeUnitsConsumed()),
      };
      records.set(signature, record);
      history.push(record);
      commit({ signature, err, addresses: keys.map((key) => key.toBase58()) });
      return signature;
    },

    /** Credits lamports from LiteSVM's faucet account, as `requestAirdrop` does on devnet. */
    airdrop({ address, lamports }: { address: string; lamports: bigint }): string {
      const result = svm.airdrop(new PublicKey(address), lamports);
      if (!result || result instanceof FailedTransactionMetadata) {
        const reason = result ? toRpcTransactionError({ failed: result }).message : 'no result';
        throw new SolanaTransactionRejectedError({
          err: 'AirdropFailed',
          message: `airdrop request failed: ${reason}`,
        });
      }
      const signature = encodeBase58(result.signature());
      commit({ signature, err: null, addresses: [address] });
      return signature;
    },

    /** Subscribes to commits (used by the WebSocket side); returns the unsubscribe function. */
    onCommit(listener: (commit: SolanaCommit) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function toAccountInfoBytes(account: Account): AccountInfoBytes {
  return {
    lamports: Number(account.lamports()),
    data: account.data(),
    owner: new PublicKey(account.owner()),
    executable: account.executable(),
    rentEpoch: Number(account.rentEpoch()),
  };
}
