import { SystemInstruction, SystemProgram, Transaction, VersionedTransaction, type PublicKey } from '@solana/web3.js';
import { InvalidRequestError } from '../../approval/describe-evm-request.js';
import type { ApprovalDetails } from '../../approval/render-approval.js';

const LAMPORTS_PER_SOL = 1_000_000_000;

/** One instruction as the approval screen lists it: its program, a decoded SOL transfer, its writable accounts. */
function describeInstruction({ programId, keys, data }: { programId: PublicKey; keys: Array<{ pubkey: PublicKey; isWritable: boolean }>; data: Uint8Array }): string {
  if (programId.equals(SystemProgram.programId)) {
    try {
      const transfer = SystemInstruction.decodeTransfer({ programId, keys: keys.map((key) => ({ ...key, isSigner: false })), data: data as never });
      return `Transfer ${Number(transfer.lamports) / LAMPORTS_PER_SOL} SOL to ${transfer.toPubkey.toBase58()}`;
    } catch {
      // another System Program instruction: listed generically below
    }
  }
  const writable = keys.filter((key) => key.isWritable).map((key) => key.pubkey.toBase58());
  return `Program ${programId.toBase58()}${writable.length ? `, writes ${writable.join(', ')}` : ''}`;
}

function instructionsOf(transaction: Transaction | VersionedTransaction) {
  if (transaction instanceof Transaction) return transaction.instructions.map((instruction) => ({ programId: instruction.programId, keys: instruction.keys, data: instruction.data }));
  const { message } = transaction;
  const accounts = message.staticAccountKeys;
  return message.compiledInstructions.map((instruction) => ({
    programId: accounts[instruction.programIdIndex]!,
    keys: instruction.accountKeyIndexes.map((index) => ({ pubkey: accounts[index]!, isWritable: message.isAccountWritable(index) })),
    data: instruction.data,
  }));
}

/**
 * The approval screen of a Solana request (notes/security.md §3.3: each instruction's program and
 * writable accounts; a SOL transfer decoded). A transaction whose fee payer is not this wallet is
 * refused: the wallet would sign for nothing it pays for, a sign of a mixed-up request.
 *
 * @example
 * describeSolanaRequest({ method: 'solana_signMessage', message, transactions: [], origin, network, owner });
 */
export function describeSolanaRequest({ method, message, transactions, origin, network, owner }: { method: string; message: Uint8Array | undefined; transactions: Array<Transaction | VersionedTransaction>; origin: string; network: string; owner: string }): ApprovalDetails {
  if (message) {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(message);
    return { title: 'Signature request', origin, rows: [{ label: 'Message', value: text }, { label: 'Network', value: network }], warnings: [] };
  }
  if (transactions.length === 0) throw new InvalidRequestError(`${method} needs a transaction`);
  const rows = [{ label: 'Network', value: network }];
  transactions.forEach((transaction, index) => {
    const payer = transaction instanceof Transaction ? transaction.feePayer?.toBase58() : transaction.message.staticAccountKeys[0]?.toBase58();
    if (payer !== owner) throw new InvalidRequestError('The transaction’s fee payer is not this wallet');
    instructionsOf(transaction).forEach((instruction, position) => rows.push({ label: `Instruction ${index + 1}.${position + 1}`, value: describeInstruction(instruction) }));
  });
  return { title: method === 'solana_signAndSendTransaction' ? 'Transaction request' : 'Signature request', origin, rows, warnings: [] };
}
