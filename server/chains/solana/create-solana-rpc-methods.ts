// SHIM — the HTTP JSON-RPC methods of the local Solana endpoint, answered from the LiteSVM bank.
// A subset of the Solana RPC API: what @solana/web3.js 1.x needs for balances, accounts, token
// accounts, transfers (send, simulate, confirm), airdrops and a simple activity history.
// Commitment and minContextSlot options are accepted and ignored: everything is "finalized".
import { PublicKey, VersionedMessage, VersionedTransaction } from '@solana/web3.js';
import type { AccountInfoBytes } from 'litesvm';
import { decodeBase58 } from '../../../src/core/utils/base58.js';
import { SolanaTransactionRejectedError, type SolanaBank } from './create-solana-bank.js';
import { encodeSolanaAccount, type AccountEncodingConfig } from './encode-solana-account.js';
import { encodeSolanaTransaction } from './encode-solana-transaction.js';
import { LAMPORTS_PER_SIGNATURE } from './local-solana-cluster.js';
import {
  mintDecimalsOf,
  parseTokenAccount,
  tokenAccountOwner,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
} from './parse-token-account.js';
import { SolanaRpcError } from './solana-rpc-error.js';

/** SHIM: blockhashes never expire, so the advertised last valid height is far ahead. */
const BLOCKHASH_VALID_BLOCKS = 1_000_000_000;
const SLOTS_PER_EPOCH = 432_000;
const MAX_SIGNATURE_STATUSES = 256;
const MAX_MULTIPLE_ACCOUNTS = 100;
const MAX_SIGNATURES_FOR_ADDRESS = 1000;
/** A semver the clients accept; the feature set says it is LiteSVM underneath. */
const VERSION = { 'solana-core': '2.2.0', 'feature-set': 0, shim: 'litesvm 0.8.0' };
/** Fixed identity of the shim "validator" (32 bytes of 0xff; no real node holds its key). */
const SHIM_IDENTITY = new PublicKey(new Uint8Array(32).fill(255)).toBase58();

export type SolanaRpcMethod = (params: readonly unknown[]) => unknown;

/**
 * @example
 * const methods = createSolanaRpcMethods({ bank, genesisHash });
 * methods.getBalance!(['AKnL4NNf3DGWZJS6cPknBuEGnVsV4A4m5tgebLHaRSZ9']); // { context, value }
 */
export function createSolanaRpcMethods({
  bank,
  genesisHash,
}: {
  bank: SolanaBank;
  genesisHash: string;
}): Record<string, SolanaRpcMethod> {
  const context = () => ({ slot: bank.slot, apiVersion: VERSION['solana-core'] });
  const withContext = (value: unknown) => ({ context: context(), value });
  const mintDecimals = (mint: string) => {
    const account = bank.getAccount(mint);
    return account ? mintDecimalsOf({ owner: account.owner, data: account.data }) : undefined;
  };
  const encodeAccount = (account: AccountInfoBytes | null, config?: AccountEncodingConfig) =>
    account ? encodeSolanaAccount({ account, config, mintDecimals }) : null;
  const latestBlockhash = () => ({
    blockhash: bank.latestBlockhash(),
    lastValidBlockHeight: bank.slot + BLOCKHASH_VALID_BLOCKS,
  });

  return {
    getVersion: () => VERSION,
    getGenesisHash: () => genesisHash,
    getHealth: () => 'ok',
    getIdentity: () => ({ identity: SHIM_IDENTITY }),
    getSlot: () => bank.slot,
    getBlockHeight: () => bank.slot,
    getTransactionCount: () => bank.transactionCount,
    getFirstAvailableBlock: () => 0,
    getEpochInfo: () => ({
      absoluteSlot: bank.slot,
      blockHeight: bank.slot,
      epoch: Math.floor(bank.slot / SLOTS_PER_EPOCH),
      slotIndex: bank.slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: bank.transactionCount,
    }),
    getRecentPrioritizationFees: () => [],
    getLatestBlockhash: () => withContext(latestBlockhash()),
    isBlockhashValid: ([blockhash]) => withContext(bank.isBlockhashValid(readString(blockhash, 'blockhash'))),
    getFeeForMessage: ([encoded]) => {
      const message = decode(
        () => VersionedMessage.deserialize(Buffer.from(readString(encoded, 'message'), 'base64')),
        'solana_sdk::message::VersionedMessage',
      );
      const fee = bank.isBlockhashValid(message.recentBlockhash)
        ? message.header.numRequiredSignatures * LAMPORTS_PER_SIGNATURE
        : null;
      return withContext(fee);
    },
    getMinimumBalanceForRentExemption: ([length]) =>
      bank.minimumBalanceForRentExemption(readCount(length, 'data length')),

    getBalance: ([address]) => withContext(bank.getBalance(readAddress(address))),
    getAccountInfo: ([address, config]) =>
      withContext(encodeAccount(bank.getAccount(readAddress(address)), readConfig(config))),
    getMultipleAccounts: ([addresses, config]) => {
      if (!Array.isArray(addresses))
        throw SolanaRpcError.invalidParams('Invalid params: expected an array of addresses');
      if (addresses.length > MAX_MULTIPLE_ACCOUNTS)
        throw SolanaRpcError.invalidParams(`Too many inputs provided; max ${MAX_MULTIPLE_ACCOUNTS}`);
      return withContext(
        addresses.map((address) => encodeAccount(bank.getAccount(readAddress(address)), readConfig(config))),
      );
    },
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const ownerAddress = readAddress(owner);
      const { mint, programId } = (typeof filter === 'object' && filter !== null ? filter : {}) as {
        mint?: unknown;
        programId?: unknown;
      };
      const mintAddress = mint === undefined ? undefined : readAddress(mint);
      const program = programId === undefined ? undefined : readAddress(programId);
      if (!mintAddress && !program)
        throw SolanaRpcError.invalidParams('Invalid params: filter needs mint or programId');
      if (program && program !== TOKEN_PROGRAM_ID && program !== TOKEN_2022_PROGRAM_ID)
        throw SolanaRpcError.invalidParams('Invalid param: unrecognized Token program id');
      const found = [];
      // SHIM: LiteSVM cannot list accounts, so this scans every address a transaction ever touched.
      for (const address of bank.knownAddresses()) {
        const account = bank.getAccount(address);
        const token = account ? tokenAccountOwner({ owner: account.owner, data: account.data }) : undefined;
        if (!account || !token || token.owner !== ownerAddress) continue;
        if (mintAddress && token.mint !== mintAddress) continue;
        if (program && account.owner.toBase58() !== program) continue;
        found.push({ pubkey: address, account: encodeAccount(account, readConfig(config)) });
      }
      return withContext(found);
    },
    getTokenAccountBalance: ([address]) => {
      const account = bank.getAccount(readAddress(address));
      const parsed = account
        ? parseTokenAccount({ owner: account.owner, data: account.data, mintDecimals })
        : undefined;
      const info = parsed?.parsed as { type?: string; info?: { tokenAmount?: unknown } } | undefined;
      if (info?.type !== 'account') throw SolanaRpcError.invalidParams('Invalid param: not a Token account');
      return withContext(info.info?.tokenAmount);
    },

    requestAirdrop: ([address, lamports]) => {
      const amount = readCount(lamports, 'lamports');
      if (amount === 0) throw SolanaRpcError.invalidParams('Invalid params: lamports must be positive');
      return runTransaction(() => bank.airdrop({ address: readAddress(address), lamports: BigInt(amount) }));
    },
    sendTransaction: ([encoded, config]) => {
      const options = readConfig(config) as { encoding?: unknown; skipPreflight?: unknown };
      const transaction = readTransaction(encoded, options.encoding);
      return runTransaction(() => bank.process({ transaction, skipPreflight: options.skipPreflight === true }));
    },
    simulateTransaction: ([encoded, config]) => {
      const options = readConfig(config) as {
        encoding?: unknown;
        sigVerify?: unknown;
        replaceRecentBlockhash?: unknown;
        accounts?: { addresses?: unknown; encoding?: unknown };
      };
      if (options.sigVerify === true && options.replaceRecentBlockhash === true) {
        throw SolanaRpcError.invalidParams('sigVerify may not be used with replaceRecentBlockhash');
      }
      const transaction = readTransaction(encoded, options.encoding);
      const replacement = options.replaceRecentBlockhash === true ? latestBlockhash() : undefined;
      if (replacement) transaction.message.recentBlockhash = replacement.blockhash;
      const known = bank.isBlockhashValid(transaction.message.recentBlockhash);
      const result = known
        ? bank.simulate(transaction, { sigVerify: options.sigVerify === true }) // the RPC's default is false
        : { err: 'BlockhashNotFound', logs: [], unitsConsumed: 0, postAccounts: new Map<string, AccountInfoBytes>() };
      const addresses = Array.isArray(options.accounts?.addresses)
        ? options.accounts.addresses.map(readAddress)
        : undefined;
      const accounts = addresses?.map((address) => {
        if (result.err !== null) return null;
        return encodeAccount(result.postAccounts.get(address) ?? bank.getAccount(address), {
          encoding: options.accounts?.encoding ?? 'base64',
        });
      });
      return withContext({
        err: result.err,
        logs: result.logs,
        accounts: accounts ?? null,
        unitsConsumed: result.unitsConsumed,
        returnData: null,
        innerInstructions: null,
        ...(replacement ? { replacementBlockhash: replacement } : {}),
      });
    },
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures))
        throw SolanaRpcError.invalidParams('Invalid params: expected an array of signatures');
      if (signatures.length > MAX_SIGNATURE_STATUSES)
        throw SolanaRpcError.invalidParams(`Too many inputs provided; max ${MAX_SIGNATURE_STATUSES}`);
      return withContext(
        signatures.map((signature) => {
          const status = bank.getSignatureStatus(readString(signature, 'signature'));
          if (!status) return null;
          return {
            slot: status.slot,
            confirmations: null,
            err: status.err,
            status: status.err === null ? { Ok: null } : { Err: status.err },
            confirmationStatus: 'finalized',
          };
        }),
      );
    },
    getSignaturesForAddress: ([address, config]) => {
      const {
        limit = MAX_SIGNATURES_FOR_ADDRESS,
        before,
        until,
      } = readConfig(config) as { limit?: unknown; before?: unknown; until?: unknown };
      const max = readCount(limit, 'limit');
      if (max < 1 || max > MAX_SIGNATURES_FOR_ADDRESS)
        throw SolanaRpcError.invalidParams(`Invalid limit; max ${MAX_SIGNATURES_FOR_ADDRESS}`);
      let records = bank.signaturesForAddress(readAddress(address));
      if (typeof before === 'string') {
        const index = records.findIndex((record) => record.signature === before);
        records = index === -1 ? [] : records.slice(index + 1);
      }
      if (typeof until === 'string') {
        const index = records.findIndex((record) => record.signature === until);
        if (index !== -1) records = records.slice(0, index);
      }
      return records.slice(0, max).map((record) => ({
        signature: record.signature,
        slot: record.slot,
        err: record.err,
        memo: null,
        blockTime: record.blockTime,
        confirmationStatus: 'finalized',
      }));
    },
    getTransaction: ([signature, config]) => {
      const options = (typeof config === 'string' ? { encoding: config } : readConfig(config)) as {
        encoding?: unknown;
        maxSupportedTransactionVersion?: unknown;
      };
      const record = bank.getTransaction(readString(signature, 'signature'));
      return record
        ? encodeSolanaTransaction({
            record,
            encoding: options.encoding,
            maxSupportedTransactionVersion: options.maxSupportedTransactionVersion,
          })
        : null;
    },
  };
}

/** Runs a bank action; a refused transaction becomes the RPC's preflight failure (-32002). */
function runTransaction(action: () => string): string {
  try {
    return action();
  } catch (error) {
    if (!(error instanceof SolanaTransactionRejectedError)) throw error;
    throw new SolanaRpcError({
      code: -32002,
      message: `Transaction simulation failed: ${error.message}`,
      data: {
        err: error.err,
        logs: error.logs,
        accounts: null,
        unitsConsumed: error.unitsConsumed,
        returnData: null,
        innerInstructions: null,
      },
    });
  }
}

function readTransaction(encoded: unknown, encoding: unknown = 'base58'): VersionedTransaction {
  const text = readString(encoded, 'transaction');
  if (encoding !== 'base58' && encoding !== 'base64')
    throw SolanaRpcError.invalidParams(`Invalid params: unsupported encoding ${String(encoding)}`);
  return decode(
    () => VersionedTransaction.deserialize(encoding === 'base64' ? Buffer.from(text, 'base64') : decodeBase58(text)),
    'solana_sdk::transaction::versioned::VersionedTransaction',
  );
}

function decode<T>(read: () => T, type: string): T {
  try {
    return read();
  } catch (error) {
    throw SolanaRpcError.invalidParams(
      `failed to deserialize ${type}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

function readAddress(value: unknown): string {
  if (typeof value !== 'string') throw SolanaRpcError.invalidParams('Invalid param: expected a base58 address');
  try {
    return new PublicKey(value).toBase58();
  } catch {
    throw SolanaRpcError.invalidParams('Invalid param: WrongSize');
  }
}

function readString(value: unknown, name: string): string {
  if (typeof value !== 'string') throw SolanaRpcError.invalidParams(`Invalid params: ${name} must be a string`);
  return value;
}

function readCount(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw SolanaRpcError.invalidParams(`Invalid params: ${name} must be a non-negative integer`);
  return value;
}

function readConfig(value: unknown): AccountEncodingConfig & Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
