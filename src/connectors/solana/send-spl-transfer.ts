import type { SplTransferParameters } from '../../core/types/send-actions.js';
import { buildSplTransfer } from './build-spl-transfer.js';
import { signAndSendWithWallet } from './sign-and-send-with-wallet.js';

/**
 * Sends SPL tokens (build-spl-transfer.ts: the receiver's token account is opened when missing,
 * then `TransferChecked`); the wallet signs and submits. Returns the signature in base58.
 *
 * @example
 * await sendSplTransfer({ wallet, from, to, mint, amount: 5_000_000n, decimals: 6, rpcUrl, reference });
 */
export async function sendSplTransfer(parameters: SplTransferParameters): Promise<string> {
  const { wallet, reference, ...transfer } = parameters;
  const { transaction } = await buildSplTransfer(transfer);
  return signAndSendWithWallet({ wallet, from: transfer.from, transaction, reference });
}
