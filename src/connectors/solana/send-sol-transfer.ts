import type { Wallet } from '@wallet-standard/base';
import type { SolanaSignAndSendTransactionFeature } from '@solana/wallet-standard-features';
import { AccountNotFoundError } from '../../core/errors/connector-errors.js';
import { UnsupportedProviderMethodError } from '../../core/errors/provider-rpc-error.js';
import type { SolanaTransferParameters } from '../../core/types/send-actions.js';
import { encodeBase58 } from '../../core/utils/base58.js';
import { buildSolTransfer } from './build-sol-transfer.js';
import { toWalletStandardChain } from './to-wallet-standard-chain.js';

/**
 * Sends SOL: builds the transfer, then the wallet's `solana:signAndSendTransaction` signs and
 * submits it. Wallet errors pass through with their codes (4001 rejected). Returns the signature
 * in base58.
 *
 * @example
 * await sendSolTransfer({ wallet, from, to, lamports: 100_000_000n, rpcUrl, reference });
 */
export async function sendSolTransfer(parameters: SolanaTransferParameters): Promise<string> {
  const { from, to, lamports, rpcUrl, reference } = parameters;
  const wallet = parameters.wallet as Wallet;
  const feature = (wallet.features as Partial<SolanaSignAndSendTransactionFeature>)['solana:signAndSendTransaction'];
  if (!feature) throw new UnsupportedProviderMethodError({ details: 'solana:signAndSendTransaction' });
  const account = wallet.accounts.find((candidate) => candidate.address === from);
  if (!account) throw new AccountNotFoundError();
  const transaction = await buildSolTransfer({ rpcUrl, from, to, lamports });
  const [output] = await feature.signAndSendTransaction({
    account,
    chain: toWalletStandardChain({ reference }),
    transaction: transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
  });
  if (!output) throw new Error('The wallet returned no signature');
  return encodeBase58(output.signature);
}
