import type { SolanaTransferParameters } from '../../core/types/send-actions.js';
import { buildSolTransfer } from './build-sol-transfer.js';
import { signAndSendWithWallet } from './sign-and-send-with-wallet.js';

/**
 * Sends SOL: builds the transfer, then the wallet's `solana:signAndSendTransaction` signs and
 * submits it. Wallet errors pass through with their codes (4001 rejected). Returns the signature
 * in base58.
 *
 * @example
 * await sendSolTransfer({ wallet, from, to, lamports: 100_000_000n, rpcUrl, reference });
 */
export async function sendSolTransfer(parameters: SolanaTransferParameters): Promise<string> {
  const { wallet, from, to, lamports, rpcUrl, reference } = parameters;
  const transaction = await buildSolTransfer({ rpcUrl, from, to, lamports });
  return signAndSendWithWallet({ wallet, from, transaction, reference });
}
