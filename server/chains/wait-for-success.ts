import type { Hash, TransactionReceipt } from 'viem';
import type { createDevChainClients } from './create-dev-chain-clients.js';

export type DevPublicClient = ReturnType<typeof createDevChainClients>['publicClient'];
export type DevWalletClient = ReturnType<typeof createDevChainClients>['walletClient'];

/**
 * Waits for a dev-chain transaction and throws, naming it, unless it succeeded: the deploy
 * scripts go on only from a known state.
 *
 * @example
 * await waitForSuccess({ publicClient, hash, label: 'approve USDL' });
 */
export async function waitForSuccess({
  publicClient,
  hash,
  label,
}: {
  publicClient: DevPublicClient;
  hash: Hash;
  label: string;
}): Promise<TransactionReceipt> {
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') throw new Error(`${label} on chain ${publicClient.chain.id} failed (tx ${hash})`);
  return receipt;
}
