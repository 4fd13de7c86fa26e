import { Connection, PublicKey, SystemProgram, Transaction } from '@solana/web3.js';

/**
 * A SOL transfer (SystemProgram.transfer) paid by `from`, with a recent blockhash from the
 * network's RPC, unsigned: the wallet signs it.
 *
 * @example
 * const transaction = await buildSolTransfer({ rpcUrl, from, to, lamports: 100_000_000n });
 */
export async function buildSolTransfer({
  rpcUrl,
  from,
  to,
  lamports,
}: {
  rpcUrl: string;
  from: string;
  to: string;
  lamports: bigint;
}): Promise<Transaction> {
  const connection = new Connection(rpcUrl, { commitment: 'confirmed', disableRetryOnRateLimit: true });
  const { blockhash } = await connection.getLatestBlockhash();
  const fromPubkey = new PublicKey(from);
  return new Transaction({ feePayer: fromPubkey, recentBlockhash: blockhash }).add(
    SystemProgram.transfer({ fromPubkey, toPubkey: new PublicKey(to), lamports }),
  );
}
