import { Connection, PublicKey, Transaction } from '@solana/web3.js';
import { TOKEN_ACCOUNT_SIZE } from '../../core/protocol/spl-token.js';
import type { SplTransferParameters } from '../../core/types/send-actions.js';
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  transferCheckedInstruction,
} from './spl-token-instructions.js';

export interface BuildSplTransferReturnType {
  /** Unsigned, paid by `from`; the wallet signs it. */
  transaction: Transaction;
  /** Lamports the sender pays to open the receiver's token account; 0n when it exists. */
  accountRent: bigint;
}

/**
 * An SPL token transfer from `from`'s associated token account to `to`'s: the ATA program's
 * `CreateIdempotent` for the receiver's account (it opens the account when missing and does
 * nothing otherwise, so a race with another sender cannot fail the transfer), then
 * `TransferChecked`. Reports the rent the create will charge when the account does not exist yet.
 *
 * @example
 * const { transaction, accountRent } = await buildSplTransfer({ rpcUrl, from, to, mint, amount: 1_000_000n, decimals: 6 });
 */
export async function buildSplTransfer({
  rpcUrl,
  from,
  to,
  mint,
  amount,
  decimals,
}: Omit<SplTransferParameters, 'wallet' | 'reference'>): Promise<BuildSplTransferReturnType> {
  const connection = new Connection(rpcUrl, { commitment: 'confirmed', disableRetryOnRateLimit: true });
  const owner = new PublicKey(from);
  const receiver = new PublicKey(to);
  const mintKey = new PublicKey(mint);
  const destination = associatedTokenAddress({ owner: receiver, mint: mintKey });
  const [{ blockhash }, existing] = await Promise.all([
    connection.getLatestBlockhash(),
    connection.getAccountInfo(destination),
  ]);
  const accountRent = existing ? 0n : BigInt(await connection.getMinimumBalanceForRentExemption(TOKEN_ACCOUNT_SIZE));
  const transaction = new Transaction({ feePayer: owner, recentBlockhash: blockhash }).add(
    createAssociatedTokenAccountIdempotent({ payer: owner, owner: receiver, mint: mintKey }),
    transferCheckedInstruction({
      source: associatedTokenAddress({ owner, mint: mintKey }),
      mint: mintKey,
      destination,
      owner,
      amount,
      decimals,
    }),
  );
  return { transaction, accountRent };
}
