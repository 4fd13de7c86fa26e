// SHIM — `getTransaction` answers in the three encodings web3.js asks for: json, base64 and
// jsonParsed (system transfers and SPL token transfers parsed, every other instruction "partially
// decoded").
import { SystemProgram, type VersionedMessage } from '@solana/web3.js';
import { encodeBase58 } from '../../../src/core/utils/base58.js';
import type { SolanaTransactionRecord } from './create-solana-bank.js';
import { encodeTokenBalance } from './parse-token-account.js';
import { parseSplInstruction } from './parse-spl-instruction.js';
import { SolanaRpcError } from './solana-rpc-error.js';

const SYSTEM_TRANSFER = 2;

/**
 * @example
 * encodeSolanaTransaction({ record, encoding: 'json', maxSupportedTransactionVersion: 0 });
 */
export function encodeSolanaTransaction({
  record,
  encoding = 'json',
  maxSupportedTransactionVersion,
}: {
  record: SolanaTransactionRecord;
  encoding?: unknown;
  maxSupportedTransactionVersion?: unknown;
}): Record<string, unknown> {
  const { transaction } = record;
  const { message } = transaction;
  const version = message.version;
  if (
    version !== 'legacy' &&
    (typeof maxSupportedTransactionVersion !== 'number' || maxSupportedTransactionVersion < version)
  ) {
    throw new SolanaRpcError({
      code: -32015,
      message: `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
    });
  }
  const signatures = transaction.signatures.map((signature) => encodeBase58(signature));
  const parsed = encoding === 'jsonParsed';
  const meta = {
    err: record.err,
    status: record.err === null ? { Ok: null } : { Err: record.err },
    fee: record.fee,
    preBalances: record.preBalances,
    postBalances: record.postBalances,
    logMessages: record.logs,
    innerInstructions: [],
    preTokenBalances: record.preTokenBalances.map(encodeTokenBalance),
    postTokenBalances: record.postTokenBalances.map(encodeTokenBalance),
    rewards: [],
    loadedAddresses: { writable: [], readonly: [] },
    computeUnitsConsumed: record.computeUnitsConsumed,
  };
  const common = {
    slot: record.slot,
    blockTime: record.blockTime,
    meta,
    ...(maxSupportedTransactionVersion === undefined ? {} : { version }),
  };
  switch (encoding) {
    case 'base64':
      return { ...common, transaction: [Buffer.from(transaction.serialize()).toString('base64'), 'base64'] };
    case 'json':
    case 'jsonParsed':
      return {
        ...common,
        transaction: { signatures, message: parsed ? parsedMessage(message) : jsonMessage(message) },
      };
    default:
      throw SolanaRpcError.invalidParams(
        `Invalid params: unsupported encoding ${String(encoding)} (the shim serves json, jsonParsed and base64)`,
      );
  }
}

function jsonMessage(message: VersionedMessage) {
  return {
    accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
    header: message.header,
    recentBlockhash: message.recentBlockhash,
    instructions: message.compiledInstructions.map((instruction) => ({
      programIdIndex: instruction.programIdIndex,
      accounts: [...instruction.accountKeyIndexes],
      data: encodeBase58(instruction.data),
      stackHeight: null,
    })),
    ...(message.version === 'legacy' ? {} : { addressTableLookups: lookups(message) }),
  };
}

function parsedMessage(message: VersionedMessage) {
  const keys = message.staticAccountKeys.map((key) => key.toBase58());
  const {
    numRequiredSignatures: signers,
    numReadonlySignedAccounts: readonlySigned,
    numReadonlyUnsignedAccounts: readonlyUnsigned,
  } = message.header;
  return {
    accountKeys: keys.map((pubkey, index) => ({
      pubkey,
      signer: index < signers,
      writable: index < signers - readonlySigned || (index >= signers && index < keys.length - readonlyUnsigned),
      source: 'transaction',
    })),
    recentBlockhash: message.recentBlockhash,
    instructions: message.compiledInstructions.map((instruction) => {
      const programId = keys[instruction.programIdIndex] ?? '';
      const accounts = instruction.accountKeyIndexes.map((index) => keys[index] ?? '');
      const data = instruction.data;
      if (
        programId === SystemProgram.programId.toBase58() &&
        data.length === 12 &&
        readU32(data, 0) === SYSTEM_TRANSFER
      ) {
        const lamports = Number(new DataView(data.buffer, data.byteOffset, data.byteLength).getBigUint64(4, true));
        return {
          program: 'system',
          programId,
          parsed: { type: 'transfer', info: { source: accounts[0], destination: accounts[1], lamports } },
          stackHeight: null,
        };
      }
      const spl = parseSplInstruction({ programId, accounts, data });
      if (spl) return { ...spl, programId, stackHeight: null };
      return { programId, accounts, data: encodeBase58(data), stackHeight: null };
    }),
    ...(message.version === 'legacy' ? {} : { addressTableLookups: lookups(message) }),
  };
}

function lookups(message: VersionedMessage) {
  return message.addressTableLookups.map((lookup) => ({
    accountKey: lookup.accountKey.toBase58(),
    writableIndexes: [...lookup.writableIndexes],
    readonlyIndexes: [...lookup.readonlyIndexes],
  }));
}

function readU32(data: Uint8Array, offset: number): number {
  return new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(offset, true);
}
