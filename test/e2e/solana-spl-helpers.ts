// SPL token helpers of the e2e tests, against the dev stack's Solana endpoint (a SHIM: LiteSVM
// behind JSON-RPC). Balances are read from the endpoint, never from the modal under test.
import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { buildSplTransfer } from '../../src/connectors/solana/build-spl-transfer.js';
import { associatedTokenAddress } from '../../src/connectors/solana/spl-token-instructions.js';
import type { SplTokenInfo } from '../../src/core/protocol/spl-token.js';

/**
 * `owner`'s balance of `mint` in base units, from its associated token account (0n when the
 * account does not exist yet).
 *
 * @example
 * await splBalanceOf({ connection, owner, mint: new PublicKey(token.mint) }); // 1_000_000_000n
 */
export async function splBalanceOf({
  connection,
  owner,
  mint,
}: {
  connection: Connection;
  owner: PublicKey;
  mint: PublicKey;
}): Promise<bigint> {
  const account = associatedTokenAddress({ owner, mint });
  if (!(await connection.getAccountInfo(account))) return 0n;
  return BigInt((await connection.getTokenAccountBalance(account)).value.amount);
}

/**
 * Sends `amount` (base units) of `token` from a dev keypair to `to`, with the modal's own transfer
 * builder (the receiver's token account opened when missing), and waits until it is confirmed.
 *
 * @example
 * await fundSpl({ rpcUrl: solana.rpcUrl, from: solana.devKeypairs[3]!, to: address, token, amount: 5_000_000n });
 */
export async function fundSpl({
  rpcUrl,
  from,
  to,
  token,
  amount,
}: {
  rpcUrl: string;
  from: { secretKey: number[] };
  to: string;
  token: SplTokenInfo;
  amount: bigint;
}): Promise<void> {
  const signer = Keypair.fromSecretKey(Uint8Array.from(from.secretKey));
  const connection = new Connection(rpcUrl, 'confirmed');
  const { transaction } = await buildSplTransfer({
    rpcUrl,
    from: signer.publicKey.toBase58(),
    to,
    mint: token.mint,
    amount,
    decimals: token.decimals,
  });
  transaction.sign(signer);
  const signature = await connection.sendRawTransaction(transaction.serialize());
  const { value } = await connection.confirmTransaction(signature, 'confirmed');
  if (value.err) throw new Error(`funding ${to} with ${token.symbol} failed: ${JSON.stringify(value.err)}`);
}
