import { Connection } from '@solana/web3.js';
import type { SolanaTransferParameters } from '../../core/types/send-actions.js';
import { buildSolTransfer } from './build-sol-transfer.js';

/**
 * The network fee of a SOL transfer in lamports for the preview (`getFeeForMessage` on the
 * compiled message). Throws when the node cannot price the message.
 *
 * @example
 * await estimateSolFee({ from, to, lamports: 1n, rpcUrl, reference }); // 5000n
 */
export async function estimateSolFee(parameters: Omit<SolanaTransferParameters, 'wallet'>): Promise<bigint> {
  const { rpcUrl, from, to, lamports } = parameters;
  const transaction = await buildSolTransfer({ rpcUrl, from, to, lamports });
  const connection = new Connection(rpcUrl, { commitment: 'confirmed', disableRetryOnRateLimit: true });
  const { value } = await connection.getFeeForMessage(transaction.compileMessage());
  if (value === null) throw new Error('The node could not price the transfer');
  return BigInt(value);
}
