import { Connection } from '@solana/web3.js';
import type { SplTransferFee, SplTransferParameters } from '../../core/types/send-actions.js';
import { buildSplTransfer } from './build-spl-transfer.js';

/**
 * What an SPL transfer costs the sender in lamports for the preview: the network fee
 * (`getFeeForMessage`) plus the rent of the receiver's token account when the transfer opens it.
 * Throws when the node cannot price the message.
 *
 * @example
 * await estimateSplFee({ from, to, mint, amount: 1n, decimals: 6, rpcUrl, reference }); // { fee: 2044280n, accountRent: 2039280n }
 */
export async function estimateSplFee(parameters: Omit<SplTransferParameters, 'wallet'>): Promise<SplTransferFee> {
  const { transaction, accountRent } = await buildSplTransfer(parameters);
  const connection = new Connection(parameters.rpcUrl, { commitment: 'confirmed', disableRetryOnRateLimit: true });
  const { value } = await connection.getFeeForMessage(transaction.compileMessage());
  if (value === null) throw new Error('The node could not price the transfer');
  return { fee: BigInt(value) + accountRent, accountRent };
}
