import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js';
import {
  ASSOCIATED_TOKEN_CREATE_IDEMPOTENT,
  ASSOCIATED_TOKEN_PROGRAM_ID,
  TOKEN_PROGRAM_ID,
  TokenInstruction,
} from '../../core/protocol/spl-token.js';

// Built by hand instead of with @solana/spl-token: two instructions do not justify a dependency.
// Instruction data is a plain Uint8Array (no global Buffer in the browser); web3.js only reads it
// as bytes, though its type says Buffer.
const tokenProgram = new PublicKey(TOKEN_PROGRAM_ID);
const associatedTokenProgram = new PublicKey(ASSOCIATED_TOKEN_PROGRAM_ID);

/**
 * The associated token account of `owner` for `mint`: the program address derived from
 * [owner, token program, mint] under the ATA program, as every wallet computes it.
 *
 * @example
 * associatedTokenAddress({ owner, mint }).toBase58();
 */
export function associatedTokenAddress({ owner, mint }: { owner: PublicKey; mint: PublicKey }): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBytes(), tokenProgram.toBytes(), mint.toBytes()],
    associatedTokenProgram,
  )[0];
}

/**
 * The ATA program's `CreateIdempotent`: creates `owner`'s token account for `mint` paid by
 * `payer`, and succeeds without change when it already exists.
 *
 * @example
 * createAssociatedTokenAccountIdempotent({ payer, owner, mint });
 */
export function createAssociatedTokenAccountIdempotent({
  payer,
  owner,
  mint,
}: {
  payer: PublicKey;
  owner: PublicKey;
  mint: PublicKey;
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: associatedTokenProgram,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: associatedTokenAddress({ owner, mint }), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: tokenProgram, isSigner: false, isWritable: false },
    ],
    data: Uint8Array.of(ASSOCIATED_TOKEN_CREATE_IDEMPOTENT) as TransactionInstruction['data'],
  });
}

/**
 * The Token program's `TransferChecked`: `amount` base units from `source` to `destination`
 * (token accounts), signed by `owner`; the program refuses it unless `decimals` match the mint.
 *
 * @example
 * transferCheckedInstruction({ source, mint, destination, owner, amount: 1_000_000n, decimals: 6 });
 */
export function transferCheckedInstruction({
  source,
  mint,
  destination,
  owner,
  amount,
  decimals,
}: {
  source: PublicKey;
  mint: PublicKey;
  destination: PublicKey;
  owner: PublicKey;
  amount: bigint;
  decimals: number;
}): TransactionInstruction {
  const data = new Uint8Array(10);
  const view = new DataView(data.buffer);
  view.setUint8(0, TokenInstruction.transferChecked);
  view.setBigUint64(1, amount, true);
  view.setUint8(9, decimals);
  return new TransactionInstruction({
    programId: tokenProgram,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: data as TransactionInstruction['data'],
  });
}
