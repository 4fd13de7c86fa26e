import { SystemInstruction, SystemProgram, Transaction, VersionedTransaction, type PublicKey } from '@solana/web3.js';
import { encodeBase58 } from '../../../../src/core/utils/base58.js';
import type { ApprovalDetails } from '../../approval/render-approval.js';
import { InvalidRequestError } from '../../errors/invalid-request-error.js';
import { approvalMessages } from '../../approval/approval-messages.js';
import { approvalText } from '../../screens/frame-locale.js';
import { decodeTokenInstruction, formatTokenAmount, type TokenInstructionView } from './describe-token-instruction.js';
import type { SolanaMessageView } from './read-solana-message.js';

/** 1 SOL is 10^9 lamports; the amount shows exactly (bigint), like a token's. */
const SOL_DECIMALS = 9;
/** The English text, for tests; the screen shows approvalText()'s. */
export const UNREADABLE_MESSAGE_WARNING = approvalMessages.unreadableWarning;

/** An instruction's accounts: a key, or an index into the transaction's address lookup tables (not known here). */
type InstructionKey = { pubkey: PublicKey | undefined; index: number; isWritable: boolean };

/** A decoded token instruction in words: what moves where, or which token account opens. */
function tokenInstructionText(instruction: TokenInstructionView): string {
  const text = approvalText();
  switch (instruction.kind) {
    case 'transferChecked':
      return text.tokenSend(
        formatTokenAmount({ amount: instruction.amount, decimals: instruction.decimals }),
        instruction.mint,
        instruction.destination,
      );
    case 'transfer':
      return text.tokenSendBaseUnits(String(instruction.amount), instruction.source, instruction.destination);
    case 'createAssociatedAccount':
      return text.tokenAccountOpen(instruction.account, instruction.wallet, instruction.mint);
  }
}

/**
 * One instruction as the approval screen lists it: a decoded SOL transfer, token transfer or
 * token account creation, else its program and writable accounts.
 */
function describeInstruction({
  programId,
  keys,
  data,
}: {
  programId: PublicKey;
  keys: InstructionKey[];
  data: Uint8Array;
}): { text: string; lamports?: bigint } {
  const text = approvalText();
  if (programId.equals(SystemProgram.programId) && keys.every((key) => key.pubkey)) {
    try {
      const transfer = SystemInstruction.decodeTransfer({
        programId,
        keys: keys.map((key) => ({ pubkey: key.pubkey!, isWritable: key.isWritable, isSigner: false })),
        data: data as never,
      });
      return {
        text: text.solTransfer(
          formatTokenAmount({ amount: BigInt(transfer.lamports), decimals: SOL_DECIMALS }),
          transfer.toPubkey.toBase58(),
        ),
        lamports: BigInt(transfer.lamports),
      };
    } catch {
      // another System Program instruction: listed generically below
    }
  }
  const token = decodeTokenInstruction({
    programId: programId.toBase58(),
    accounts: keys.map((key) => key.pubkey?.toBase58()),
    data,
  });
  // No lamports: a token instruction keeps the request high risk, as any non-System instruction.
  if (token) return { text: tokenInstructionText(token) };
  const writable = keys
    .filter((key) => key.isWritable)
    .map((key) => key.pubkey?.toBase58() ?? text.addressTableEntry(key.index));
  const program = programId.toBase58();
  return { text: writable.length ? text.programWrites(program, writable.join(', ')) : text.program(program) };
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
 * accounts, a SOL transfer, an SPL token transfer and a token account creation decoded
 * (describe-token-instruction.ts); one whose fee payer is not this wallet is refused (the wallet
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
  const labels = approvalText();
  const rows = [{ label: labels.network, value: network }];
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
      rows.push({ label: labels.instruction(`${index + 1}.${position + 1}`), value: text });
    });
  });
  return {
    title: method === 'solana_signAndSendTransaction' ? labels.transactionRequest : labels.signatureRequest,
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
  const labels = approvalText();
  const title = labels.signatureRequest;
  if (view.kind === 'text')
    return {
      title,
      origin,
      rows: [
        { label: labels.message, value: view.text },
        { label: labels.network, value: network },
      ],
      warnings: [],
      highRisk: false,
    };
  const { message, text } = view;
  const signers = message.signers.map((signer) => encodeBase58(signer));
  const rows = [
    text === undefined
      ? {
          label: labels.message,
          value: `0x${Array.from(message.body, (byte) => byte.toString(16).padStart(2, '0')).join('')}`,
          monospace: true,
        }
      : { label: labels.message, value: text },
    { label: labels.applicationDomain, value: encodeBase58(message.applicationDomain), monospace: true },
    // Shown when others sign too; this wallet is always among them (readSolanaMessage).
    ...(signers.length > 1 ? [{ label: labels.signers, value: signers.join(', '), monospace: true }] : []),
    { label: labels.network, value: network },
  ];
  return { title, origin, rows, warnings: text === undefined ? [labels.unreadableWarning] : [], highRisk: false };
}
