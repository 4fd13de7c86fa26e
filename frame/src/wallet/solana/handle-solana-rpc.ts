import { Connection, PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519';
import type { ErrorType } from '../../../../src/core/errors/error-type.js';
import { UserRejectedRequestError } from '../../../../src/core/errors/provider-rpc-error.js';
import { rpcUrlFor } from '../../../../src/core/protocol/rpc-url-for.js';
import { encodeBase58 } from '../../../../src/core/utils/base58.js';
import { base64ToBytes, bytesToBase64 } from '../../custody/index.js';
import type { ApprovalQueueFullError } from '../../errors/approval-queue-full-error.js';
import { InvalidRequestError } from '../../errors/invalid-request-error.js';
import { NetworkSwitchRequiredError } from '../../errors/network-switch-required-error.js';
import type { FrameContext } from '../../handlers/frame-context.js';
import { describeSolanaRequest, type DescribeSolanaRequestErrorType } from './describe-solana-request.js';
import { readSolanaMessage, type ReadSolanaMessageErrorType } from './read-solana-message.js';

export interface HandleSolanaRpcParameters {
  context: FrameContext;
  method: string;
  params: unknown;
  /** The network the page names in its request, if any. */
  chainId: string | undefined;
  hostOrigin: string;
}

type SolanaParams = { message?: unknown; pubkey?: unknown; transaction?: unknown; transactions?: unknown };

function readTransaction(encoded: unknown): Transaction | VersionedTransaction {
  if (typeof encoded !== 'string' || encoded.length > 8192)
    throw new InvalidRequestError({ message: 'A Solana transaction must be a base64 string' });
  try {
    const bytes = base64ToBytes(encoded);
    try {
      return VersionedTransaction.deserialize(bytes);
    } catch {
      return Transaction.from(bytes);
    }
  } catch {
    throw new InvalidRequestError({ message: 'Invalid Solana transaction' });
  }
}

/**
 * What handleSolanaRpc throws: a refusal before anything is shown (-32602, 4100, 4901), the
 * visitor's rejection (4001), a full approval queue (-32005), or the chain's error on sending.
 */
export type HandleSolanaRpcErrorType =
  | InvalidRequestError
  | NetworkSwitchRequiredError
  | ReadSolanaMessageErrorType
  | DescribeSolanaRequestErrorType
  | UserRejectedRequestError
  | ApprovalQueueFullError
  | ErrorType;

/**
 * The embedded wallet's Solana signing (SPEC §6 "Solana sign and sign-and-send"): params are
 * `{ message }` (base58; never a transaction in disguise, see readSolanaMessage) or
 * `{ transaction }` (base64); every request shows its decoded content first. Signing happens on
 * the frame's Solana network: a request naming another one is refused with 4901. Returns
 * `{ signature }` (base58) or `{ transaction }` (base64, signed). This chunk (web3.js) loads
 * only when a Solana request arrives.
 *
 * @example
 * const { signature } = await handleSolanaRpc({ context, method: 'solana_signAndSendTransaction', params: { transaction }, chainId, hostOrigin });
 */
export async function handleSolanaRpc({
  context,
  method,
  params,
  chainId,
  hostOrigin,
}: HandleSolanaRpcParameters): Promise<unknown> {
  const active = context.networks.solana;
  if (active && chainId && chainId !== active) throw new NetworkSwitchRequiredError({ active, requested: chainId });
  const network = active ?? chainId;
  if (!network) throw new InvalidRequestError({ message: 'No Solana network is selected', code: 4901 });
  const input = (params && typeof params === 'object' && !Array.isArray(params) ? params : {}) as SolanaParams;
  const owner = context.vault.addresses?.solanaAddress ?? '';
  let message: ReturnType<typeof readSolanaMessage> | undefined;
  let transactions: Array<Transaction | VersionedTransaction> = [];
  if (method === 'solana_signMessage') {
    if (input.pubkey !== undefined && input.pubkey !== owner)
      throw new InvalidRequestError({ message: 'The account is not this wallet’s', code: 4100 });
    message = readSolanaMessage({ message: input.message, owner });
  } else if (method === 'solana_signAllTransactions') {
    transactions = (Array.isArray(input.transactions) ? input.transactions : []).map(readTransaction);
  } else {
    transactions = [readTransaction(input.transaction)];
  }
  const details = describeSolanaRequest({
    method,
    message: message?.view,
    transactions,
    origin: hostOrigin,
    network,
    owner,
  });
  if (!(await context.approvals.request(details))) throw new UserRejectedRequestError();

  return context.vault.withKeys(async ({ solana }) => {
    if (message) return { signature: encodeBase58(ed25519.sign(message.bytes, solana.secretKey)) };
    const signer = new PublicKey(owner);
    for (const transaction of transactions) {
      const bytes =
        transaction instanceof VersionedTransaction ? transaction.message.serialize() : transaction.serializeMessage();
      const signature = ed25519.sign(bytes, solana.secretKey);
      if (transaction instanceof VersionedTransaction) transaction.addSignature(signer, signature);
      else transaction.addSignature(signer, Buffer.from(signature));
    }
    const serialized = transactions.map((transaction) => transaction.serialize());
    if (method === 'solana_signAndSendTransaction') {
      const connection = new Connection(
        rpcUrlFor({ baseUrl: context.serverOrigin ?? location.origin, chainId: network, projectId: context.projectId }),
        'confirmed',
      );
      return { signature: await connection.sendRawTransaction(serialized[0]!) };
    }
    if (method === 'solana_signAllTransactions')
      return { transactions: serialized.map((bytes) => bytesToBase64(bytes)) };
    return { transaction: bytesToBase64(serialized[0]!) };
  });
}
