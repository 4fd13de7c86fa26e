import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  TokenInstruction,
} from '../../../../src/core/protocol/spl-token.js';

// Decoded by hand from the programs' byte layouts, as the modal builds them
// (src/connectors/solana/spl-token-instructions.ts): @solana/spl-token is not a dependency.

/** The token instructions the approval screen explains in words; anything else is listed generically. */
export type TokenInstructionView =
  | {
      kind: 'transferChecked';
      /** Base units (u64). */
      amount: bigint;
      decimals: number;
      source: string;
      mint: string;
      destination: string;
      owner: string;
    }
  | { kind: 'transfer'; amount: bigint; source: string; destination: string; owner: string }
  | {
      kind: 'createAssociatedAccount';
      idempotent: boolean;
      payer: string;
      account: string;
      wallet: string;
      mint: string;
    };

export interface DecodeTokenInstructionParameters {
  /** The instruction's program, base58. */
  programId: string;
  /** The instruction's accounts in order, base58; undefined for one loaded from an address lookup table. */
  accounts: ReadonlyArray<string | undefined>;
  data: Uint8Array;
}

const TOKEN_PROGRAMS: ReadonlySet<string> = new Set([TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]);
// The ATA program's instruction tags; an empty data is the original Create.
const ATA_CREATE = 0;
const ATA_CREATE_IDEMPOTENT = 1;

/**
 * Reads a Token / Token-2022 `Transfer` or `TransferChecked`, or an Associated Token Account
 * `Create` / `CreateIdempotent`, from an instruction's program, accounts and data; undefined for
 * any other instruction, a data length other than the exact layout's (trailing bytes are refused
 * rather than guessed at), too few accounts, or an account the screen would name that comes from
 * an address lookup table (its address is not known here).
 *
 * @example
 * decodeTokenInstruction({ programId: TOKEN_PROGRAM_ID, accounts: [source, mint, destination, owner], data });
 * // { kind: 'transferChecked', amount: 1500000n, decimals: 6, source, mint, destination, owner }
 */
export function decodeTokenInstruction({
  programId,
  accounts,
  data,
}: DecodeTokenInstructionParameters): TokenInstructionView | undefined {
  if (TOKEN_PROGRAMS.has(programId)) return decodeTokenProgramInstruction({ accounts, data });
  if (programId === ASSOCIATED_TOKEN_PROGRAM_ID) return decodeAssociatedTokenInstruction({ accounts, data });
  return undefined;
}

/** The first `count` accounts, or undefined when there are fewer or one of them is not known. */
function knownAccounts(accounts: ReadonlyArray<string | undefined>, count: number): string[] | undefined {
  const first = accounts.slice(0, count);
  return first.length === count && first.every((account) => account !== undefined) ? (first as string[]) : undefined;
}

function decodeTokenProgramInstruction({
  accounts,
  data,
}: Omit<DecodeTokenInstructionParameters, 'programId'>): TokenInstructionView | undefined {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  // Transfer: tag u8, amount u64 LE. TransferChecked: tag u8, amount u64 LE, decimals u8.
  if (data.length === 9 && data[0] === TokenInstruction.transfer) {
    const keys = knownAccounts(accounts, 3);
    if (!keys) return undefined;
    const [source, destination, owner] = keys as [string, string, string];
    return { kind: 'transfer', amount: view.getBigUint64(1, true), source, destination, owner };
  }
  if (data.length === 10 && data[0] === TokenInstruction.transferChecked) {
    const keys = knownAccounts(accounts, 4);
    if (!keys) return undefined;
    const [source, mint, destination, owner] = keys as [string, string, string, string];
    return {
      kind: 'transferChecked',
      amount: view.getBigUint64(1, true),
      decimals: view.getUint8(9),
      source,
      mint,
      destination,
      owner,
    };
  }
  return undefined;
}

function decodeAssociatedTokenInstruction({
  accounts,
  data,
}: Omit<DecodeTokenInstructionParameters, 'programId'>): TokenInstructionView | undefined {
  const tag = data.length === 0 ? ATA_CREATE : data.length === 1 ? data[0] : undefined;
  if (tag !== ATA_CREATE && tag !== ATA_CREATE_IDEMPOTENT) return undefined;
  const keys = knownAccounts(accounts, 4);
  if (!keys) return undefined;
  const [payer, account, wallet, mint] = keys as [string, string, string, string];
  return { kind: 'createAssociatedAccount', idempotent: tag === ATA_CREATE_IDEMPOTENT, payer, account, wallet, mint };
}

/**
 * `amount` base units in whole tokens of `decimals` decimals, exactly (bigint arithmetic, no
 * float): trailing zeros of the fraction dropped, no rounding, no grouping.
 *
 * @example
 * formatTokenAmount({ amount: 1_500_000n, decimals: 6 }); // '1.5'
 * formatTokenAmount({ amount: 1n, decimals: 9 }); // '0.000000001'
 */
export function formatTokenAmount({ amount, decimals }: { amount: bigint; decimals: number }): string {
  const digits = amount.toString();
  if (decimals === 0) return digits;
  const padded = digits.padStart(decimals + 1, '0');
  const whole = padded.slice(0, -decimals);
  const fraction = padded.slice(-decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
