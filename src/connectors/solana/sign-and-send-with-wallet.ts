import type { Wallet } from '@wallet-standard/base';
import type { SolanaSignAndSendTransactionFeature } from '@solana/wallet-standard-features';
import type { Transaction } from '@solana/web3.js';
import { AccountNotFoundError } from '../../core/errors/connector-errors.js';
import { UnsupportedProviderMethodError } from '../../core/errors/provider-rpc-error.js';
import { encodeBase58 } from '../../core/utils/base58.js';
import { toWalletStandardChain } from './to-wallet-standard-chain.js';

export interface SignAndSendWithWalletParameters {
  /** The connected Wallet Standard wallet. */
  wallet: unknown;
  /** The signing account (the fee payer). */
  from: string;
  /** Unsigned; the wallet signs it. */
  transaction: Transaction;
  /** CAIP-2 reference of the network (maps to the Wallet Standard chain). */
  reference: string;
}

/**
 * Hands an unsigned transaction to the wallet's `solana:signAndSendTransaction`, which signs and
 * submits it. Wallet errors pass through with their codes (4001 rejected). Returns the signature
 * in base58.
 *
 * @example
 * await signAndSendWithWallet({ wallet, from, transaction, reference });
 */
export async function signAndSendWithWallet({
  wallet,
  from,
  transaction,
  reference,
}: SignAndSendWithWalletParameters): Promise<string> {
  const standardWallet = wallet as Wallet;
  const feature = (standardWallet.features as Partial<SolanaSignAndSendTransactionFeature>)[
    'solana:signAndSendTransaction'
  ];
  if (!feature) throw new UnsupportedProviderMethodError({ details: 'solana:signAndSendTransaction' });
  const account = standardWallet.accounts.find((candidate) => candidate.address === from);
  if (!account) throw new AccountNotFoundError();
  const [output] = await feature.signAndSendTransaction({
    account,
    chain: toWalletStandardChain({ reference }),
    transaction: transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
  });
  if (!output) throw new Error('The wallet returned no signature');
  return encodeBase58(output.signature);
}
