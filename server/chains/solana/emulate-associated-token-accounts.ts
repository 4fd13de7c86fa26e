// SHIM — the Associated Token Account program, run by the shim itself instead of LiteSVM.
// litesvm 0.8.0's Linux binding corrupts memory when it executes the ATA program (the process dies
// with `std::bad_alloc` a few transactions later; LiteSVM/litesvm#171, #352), and the dev stack
// runs the shim in its own process. So the bank takes a transaction's ATA instructions out, applies
// them here (Create and CreateIdempotent: derive, check, open the token account paid by the
// payer), runs the rest in LiteSVM with the signatures checked here, and undoes the accounts when
// the rest fails. Differences from the program: ATA instructions take effect before the others
// (every wallet puts them first), their compute units and inner instructions are not reported, and
// an error of a later instruction is numbered among the instructions LiteSVM ran.
import { createPublicKey, verify } from 'node:crypto';
import {
  Message,
  MessageV0,
  PublicKey,
  SystemProgram,
  VersionedTransaction,
  type MessageCompiledInstruction,
  type VersionedMessage,
} from '@solana/web3.js';
import type { AccountInfoBytes } from 'litesvm';
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_ACCOUNT_SIZE,
  TOKEN_PROGRAM_ID,
} from '../../../src/core/protocol/spl-token.js';
import { encodeBase58 } from '../../../src/core/utils/base58.js';
import { tokenAccountOwner } from './parse-token-account.js';
import type { RpcTransactionError } from './to-rpc-transaction-error.js';

export interface EmulatedFailure {
  err: RpcTransactionError;
  message: string;
}

export interface AssociatedTokenEmulation {
  /** The transaction without its ATA instructions (the same object when it had none). */
  transaction: VersionedTransaction;
  emulated: boolean;
  /** Applies the ATA instructions in order; on the first failure nothing stays changed. */
  apply(): EmulatedFailure | undefined;
  /** Puts back every account `apply` changed. */
  undo(): void;
  /** The program's log lines of the applied instructions. */
  logs: string[];
}

export interface EmulateAssociatedTokenAccountsParameters {
  transaction: VersionedTransaction;
  getAccount: (address: string) => AccountInfoBytes | null;
  setAccount: (address: string, account: AccountInfoBytes) => void;
  rentExemptLamports: (dataLength: number) => number;
}

const ATA_PROGRAM = ASSOCIATED_TOKEN_PROGRAM_ID;

/**
 * @example
 * const ata = emulateAssociatedTokenAccounts({ transaction, getAccount, setAccount, rentExemptLamports });
 * const failure = ata.apply(); // then run ata.transaction in LiteSVM, ata.undo() if it fails
 */
export function emulateAssociatedTokenAccounts({
  transaction,
  getAccount,
  setAccount,
  rentExemptLamports,
}: EmulateAssociatedTokenAccountsParameters): AssociatedTokenEmulation {
  const { message } = transaction;
  const keys = message.staticAccountKeys.map((key) => key.toBase58());
  const isAta = (instruction: MessageCompiledInstruction) => keys[instruction.programIdIndex] === ATA_PROGRAM;
  const ataInstructions = message.compiledInstructions
    .map((instruction, index) => ({ instruction, index }))
    .filter(({ instruction }) => isAta(instruction));
  const saved = new Map<string, AccountInfoBytes | null>();
  const logs: string[] = [];
  const change = (address: string, account: AccountInfoBytes) => {
    if (!saved.has(address)) saved.set(address, getAccount(address));
    setAccount(address, account);
  };
  const undo = () => {
    for (const [address, account] of saved)
      setAccount(
        address,
        account ?? {
          lamports: 0,
          data: new Uint8Array(),
          owner: SystemProgram.programId,
          executable: false,
          rentEpoch: 0,
        },
      );
    saved.clear();
  };
  if (!ataInstructions.length) return { transaction, emulated: false, apply: () => undefined, undo, logs };

  function applyOne({ instruction, index }: { instruction: MessageCompiledInstruction; index: number }) {
    const fail = (error: unknown, text: string): EmulatedFailure => ({
      err: { InstructionError: [index, error] } as RpcTransactionError,
      message: `Error processing Instruction ${index}: ${text}`,
    });
    const [payer, address, wallet, mint] = instruction.accountKeyIndexes.map((key) => keys[key]!);
    const idempotent = instruction.data[0] === 1;
    if (!payer || !address || !wallet || !mint || (instruction.data.length > 0 && instruction.data[0]! > 1))
      return fail('InvalidInstructionData', 'invalid instruction data');
    logs.push(`Program ${ATA_PROGRAM} invoke [1]`, `Program log: ${idempotent ? 'CreateIdempotent' : 'Create'}`);
    const derived = PublicKey.findProgramAddressSync(
      [new PublicKey(wallet).toBytes(), new PublicKey(TOKEN_PROGRAM_ID).toBytes(), new PublicKey(mint).toBytes()],
      new PublicKey(ATA_PROGRAM),
    )[0].toBase58();
    if (derived !== address) return fail('InvalidSeeds', 'Provided seeds do not result in a valid address');
    const existing = getAccount(address);
    if (existing) {
      const token = tokenAccountOwner({ owner: existing.owner, data: existing.data });
      if (!idempotent || token?.owner !== wallet || token.mint !== mint)
        return fail('IllegalOwner', 'Provided owner is not allowed');
      logs.push(`Program ${ATA_PROGRAM} success`);
      return undefined;
    }
    const mintAccount = getAccount(mint);
    if (mintAccount?.owner.toBase58() !== TOKEN_PROGRAM_ID)
      return fail('IncorrectProgramId', 'incorrect program id for instruction');
    const rent = rentExemptLamports(TOKEN_ACCOUNT_SIZE);
    const payerAccount = getAccount(payer);
    if (!payerAccount || payerAccount.lamports < rent) return fail({ Custom: 1 }, 'custom program error: 0x1');
    change(payer, { ...payerAccount, lamports: payerAccount.lamports - rent });
    const data = new Uint8Array(TOKEN_ACCOUNT_SIZE);
    data.set(new PublicKey(mint).toBytes(), 0);
    data.set(new PublicKey(wallet).toBytes(), 32);
    data[108] = 1; // initialized
    change(address, { lamports: rent, data, owner: new PublicKey(TOKEN_PROGRAM_ID), executable: false, rentEpoch: 0 });
    logs.push(`Program ${ATA_PROGRAM} success`);
    return undefined;
  }

  return {
    transaction: new VersionedTransaction(withoutInstructions(message, isAta), transaction.signatures),
    emulated: true,
    apply() {
      for (const entry of ataInstructions) {
        const failure = applyOne(entry);
        if (failure) {
          undo();
          return failure;
        }
      }
      return undefined;
    },
    undo,
    logs,
  };
}

/**
 * Whether every signature of the transaction verifies against its signer's key (LiteSVM checks
 * them itself, but not for the shortened transaction the emulation hands it).
 *
 * @example
 * hasValidSignatures(transaction); // true
 */
export function hasValidSignatures(transaction: VersionedTransaction): boolean {
  const bytes = transaction.message.serialize();
  return transaction.signatures.every((signature, index) => {
    const signer = transaction.message.staticAccountKeys[index];
    if (!signer) return false;
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(signer.toBytes()).toString('base64url') },
      format: 'jwk',
    });
    return verify(null, bytes, key, signature);
  });
}

function withoutInstructions(
  message: VersionedMessage,
  drop: (instruction: MessageCompiledInstruction) => boolean,
): VersionedMessage {
  const kept = message.compiledInstructions.filter((instruction) => !drop(instruction));
  if (message.version === 0) {
    return new MessageV0({
      header: message.header,
      staticAccountKeys: message.staticAccountKeys,
      recentBlockhash: message.recentBlockhash,
      compiledInstructions: kept,
      addressTableLookups: message.addressTableLookups,
    });
  }
  return new Message({
    header: message.header,
    accountKeys: message.staticAccountKeys.map((key) => key.toBase58()),
    recentBlockhash: message.recentBlockhash,
    instructions: kept.map((instruction) => ({
      programIdIndex: instruction.programIdIndex,
      accounts: instruction.accountKeyIndexes,
      data: encodeBase58(instruction.data),
    })),
  });
}
