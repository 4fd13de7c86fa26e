// The SPL Token program's ids and the few layout facts the modal, the server and the Solana shim
// share (issue 20 part 6). Plain constants: no @solana/web3.js here, so core stays free of it.

/** The SPL Token program (the classic one; Token-2022 is read but not sent by the modal). */
export const TOKEN_PROGRAM_ID = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
export const TOKEN_2022_PROGRAM_ID = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
/** The Associated Token Account program: one token account per (owner, mint) at a derived address. */
export const ASSOCIATED_TOKEN_PROGRAM_ID = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';

/** Bytes of an SPL token account and of a mint (the rent the ATA create pays depends on it). */
export const TOKEN_ACCOUNT_SIZE = 165;
export const MINT_SIZE = 82;

/** Instruction tags of the Token program the modal sends or the server reads. */
export const TokenInstruction = {
  initializeMint2: 20,
  mintTo: 7,
  transfer: 3,
  transferChecked: 12,
} as const;

/** The ATA program's `CreateIdempotent`: creates the account, or does nothing when it exists. */
export const ASSOCIATED_TOKEN_CREATE_IDEMPOTENT = 1;

/** A known SPL token: what the server needs to name, price and show it. */
export interface SplTokenInfo {
  /** The mint address, base58. */
  mint: string;
  name: string;
  symbol: string;
  decimals: number;
}
