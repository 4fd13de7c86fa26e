// SHIM — the `jsonParsed` form of the SPL instructions the modal sends (issue 20 part 6): the Token
// program's Transfer and TransferChecked, and the ATA program's Create / CreateIdempotent. Others
// stay "partially decoded" (program id, accounts, base58 data), as a node answers for programs it
// cannot parse.
import {
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_2022_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  TokenInstruction,
} from '../../../src/core/protocol/spl-token.js';
import { tokenAmount } from './parse-token-account.js';

export interface ParsedSplInstruction {
  program: 'spl-token' | 'spl-associated-token-account';
  parsed: { type: string; info: Record<string, unknown> };
}

/**
 * @example
 * parseSplInstruction({ programId, accounts, data }); // { program: 'spl-token', parsed: { type: 'transferChecked', info } }
 */
export function parseSplInstruction({
  programId,
  accounts,
  data,
}: {
  programId: string;
  accounts: readonly string[];
  data: Uint8Array;
}): ParsedSplInstruction | undefined {
  if (programId === ASSOCIATED_TOKEN_PROGRAM_ID) {
    // No data is the original Create; 1 is CreateIdempotent.
    if (accounts.length < 6 || (data.length > 0 && data[0] !== 0 && data[0] !== 1)) return undefined;
    const [source, account, wallet, mint, systemProgram, tokenProgram] = accounts;
    return {
      program: 'spl-associated-token-account',
      parsed: {
        type: data[0] === 1 ? 'createIdempotent' : 'create',
        info: { source, account, wallet, mint, systemProgram, tokenProgram },
      },
    };
  }
  if (programId !== TOKEN_PROGRAM_ID && programId !== TOKEN_2022_PROGRAM_ID) return undefined;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data[0] === TokenInstruction.transfer && data.length === 9 && accounts.length >= 3) {
    const [source, destination, authority] = accounts;
    return {
      program: 'spl-token',
      parsed: {
        type: 'transfer',
        info: { source, destination, authority, amount: view.getBigUint64(1, true).toString() },
      },
    };
  }
  if (data[0] === TokenInstruction.transferChecked && data.length === 10 && accounts.length >= 4) {
    const [source, mint, destination, authority] = accounts;
    const amount = view.getBigUint64(1, true);
    return {
      program: 'spl-token',
      parsed: {
        type: 'transferChecked',
        info: { source, mint, destination, authority, tokenAmount: tokenAmount({ amount, decimals: data[9]! }) },
      },
    };
  }
  return undefined;
}
