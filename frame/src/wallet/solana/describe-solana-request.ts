import { SystemInstruction, SystemProgram, Transaction, VersionedTransaction, type PublicKey } from '@solana/web3.js';
import { encodeBase58 } from '../../../../src/core/utils/base58.js';
import type { ApprovalDetails } from '../../approval/render-approval.js';
import { InvalidRequestError } from '../../errors/invalid-request-error.js';
import type { SolanaMessageView } from './read-solana-message.js';

const LAMPORTS_PER_SOL = 1_000_000_000;
export const UNREADABLE_MESSAGE_WARNING = 'This message is not readable text. Sign only if you trust this site.';

/** An instruction's accounts: a key, or an index into the transaction's address lookup tables (not known here). */
type InstructionKey = { pubkey: PublicKey | undefined; index: number; isWritable: boolean };

/** One instruction as the approval screen lists it: its program, a decoded SOL transfer, its writable accounts. */
function describeInstruction({
  programId,
  keys,
  data,
}: {
  programId: PublicKey;
  keys: InstructionKey[];
  data: Uint8Array;
}): { text: string; lamports?: bigint } {
  if (programId.equals(SystemProgram.programId) && keys.every((key) => key.pubkey)) {
    try {
      const transfer = SystemInstruction.decodeTransfer({
        programId,
        keys: keys.map((key) => ({ pubkey: key.pubkey!, isWritable: key.isWritable, isSigner: false })),
        data: data as never,
      });
      return {
        text: `Transfer ${Number(transfer.lamports) / LAMPORTS_PER_SOL} SOL to ${transfer.toPubkey.toBase58()}`,
        lamports: BigInt(transfer.lamports),
      };
    } catch {
      // another System Program instruction: listed generically below
    }
  }
  const writable = keys
    .filter((key) => key.isWritable)
    .map((key) => key.pubkey?.toBase58() ?? `address table entry #${key.index}`);
  return { text: `Program ${programId.toBase58()}${writable.length ? `, writes ${writable.join(', ')}` : ''}` };
}

function instructionsOf(transaction: Transaction | VersionedTransaction) {
  if (transaction instanceof Transaction)
    return transaction.instructions.map((instruction) => ({
      programId: instruction.programId,
      keys: instruction.keys.map((key, index) => ({ ...key, index })),
      data: instruction.data,
    }));
  const { message } = transaction;
  const accounts = message.staticAccountKeys;
  return message.compiledInstructions.map((instruction) => {
    const programId = accounts[instruction.programIdIndex];
    if (!programId) throw new InvalidRequestError({ message: 'Invalid Solana transaction' });
    return {
      programId,
      keys: instruction.accountKeyIndexes.map((index) => ({
        pubkey: accounts[index],
        index,
        isWritable: message.isAccountWritable(index),
      })),
      data: instruction.data,
    };
  });
}

export interface DescribeSolanaRequestParameters {
  method: string;
  /** The message of `solana_signMessage` (readSolanaMessage), else undefined. */
  message: SolanaMessageView | undefined;
  transactions: Array<Transaction | VersionedTransaction>;
  origin: string;
  /** The frame's Solana network (CAIP-2). */
  network: string;
  /** The wallet's Solana address. */
  owner: string;
}

/** What describeSolanaRequest throws: -32602 for a transaction it cannot describe or that another wallet pays for. */
export type DescribeSolanaRequestErrorType = InvalidRequestError;

/**
 * The approval screen of a Solana request (docs/SECURITY.md §3.3). A message shows as its text,
 * or, for an off-chain message, its text with its application domain, or its body in hex with a
 * warning when the body is not text. A transaction lists each instruction's program and writable
 * accounts, a SOL transfer decoded; one whose fee payer is not this wallet is refused (the wallet
 * would sign for nothing it pays for, a sign of a mixed-up request). `highRisk`: any instruction
 * but a System Program transfer, or a transfer of more than 0 SOL.
 *
 * @example
 * describeSolanaRequest({ method: 'solana_signMessage', message: { kind: 'text', text: 'Sign in' }, transactions: [], origin, network, owner });
 */
export function describeSolanaRequest({
  method,
  message,
  transactions,
  origin,
  network,
  owner,
}: DescribeSolanaRequestParameters): ApprovalDetails {
  if (message) return describeMessage({ view: message, origin, network });
  if (transactions.length === 0) throw new InvalidRequestError({ message: `${method} needs a transaction` });
  const rows = [{ label: 'Network', value: network }];
  let highRisk = false;
  transactions.forEach((transaction, index) => {
    const payer =
      transaction instanceof Transaction
        ? transaction.feePayer?.toBase58()
        : transaction.message.staticAccountKeys[0]?.toBase58();
    if (payer !== owner) throw new InvalidRequestError({ message: 'The transaction’s fee payer is not this wallet' });
    instructionsOf(transaction).forEach((instruction, position) => {
      const { text, lamports } = describeInstruction(instruction);
      if (lamports === undefined || lamports > 0n) highRisk = true;
      rows.push({ label: `Instruction ${index + 1}.${position + 1}`, value: text });
    });
  });
  return {
    title: method === 'solana_signAndSendTransaction' ? 'Transaction request' : 'Signature request',
    origin,
    rows,
    warnings: [],
    highRisk,
  };
}

function describeMessage({
  view,
  origin,
  network,
}: {
  view: SolanaMessageView;
  origin: string;
  network: string;
}): ApprovalDetails {
  const title = 'Signature request';
  if (view.kind === 'text')
    return {
      title,
      origin,
      rows: [
        { label: 'Message', value: view.text },
        { label: 'Network', value: network },
      ],
      warnings: [],
      highRisk: false,
    };
  const { message, text } = view;
  const signers = message.signers.map((signer) => encodeBase58(signer));
  const rows = [
    text === undefined
      ? {
          label: 'Message',
          value: `0x${Array.from(message.body, (byte) => byte.toString(16).padStart(2, '0')).join('')}`,
          monospace: true,
        }
      : { label: 'Message', value: text },
    { label: 'Application domain', value: encodeBase58(message.applicationDomain), monospace: true },
    // Shown when others sign too; this wallet is always among them (readSolanaMessage).
    ...(signers.length > 1 ? [{ label: 'Signers', value: signers.join(', '), monospace: true }] : []),
    { label: 'Network', value: network },
  ];
  return { title, origin, rows, warnings: text === undefined ? [UNREADABLE_MESSAGE_WARNING] : [], highRisk: false };
}
