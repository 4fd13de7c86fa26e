import { Connection, PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519';
import { encodeBase58 } from '../../../../src/core/utils/base58.js';
import { InvalidRequestError } from '../../approval/invalid-request-error.js';
import { base64ToBytes, bytesToBase64 } from '../../custody/index.js';
import type { FrameContext } from '../../handlers/frame-context.js';
import { frameRpcUrl } from '../forward-rpc.js';
import { describeSolanaRequest } from './describe-solana-request.js';
import { readSolanaMessage } from './read-solana-message.js';

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
  if (typeof encoded !== 'string' || encoded.length > 8192) throw new InvalidRequestError('A Solana transaction must be a base64 string');
  try {
    const bytes = base64ToBytes(encoded);
    try {
      return VersionedTransaction.deserialize(bytes);
    } catch {
      return Transaction.from(bytes);
    }
  } catch {
    throw new InvalidRequestError('Invalid Solana transaction');
  }
}

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
export async function handleSolanaRpc({ context, method, params, chainId, hostOrigin }: HandleSolanaRpcParameters): Promise<unknown> {
  const active = context.networks.solana;
  if (active && chainId && chainId !== active) throw new InvalidRequestError(`The wallet is on ${active}, not ${chainId}: switch the network first`, 4901);
  const network = active ?? chainId;
  if (!network) throw new InvalidRequestError('No Solana network is selected', 4901);
  const input = (params && typeof params === 'object' && !Array.isArray(params) ? params : {}) as SolanaParams;
  const owner = context.vault.addresses?.solanaAddress ?? '';
  let message: ReturnType<typeof readSolanaMessage> | undefined;
  let transactions: Array<Transaction | VersionedTransaction> = [];
  if (method === 'solana_signMessage') {
    if (input.pubkey !== undefined && input.pubkey !== owner) throw new InvalidRequestError('The account is not this wallet’s', 4100);
    message = readSolanaMessage({ message: input.message, owner });
  } else if (method === 'solana_signAllTransactions') {
    transactions = (Array.isArray(input.transactions) ? input.transactions : []).map(readTransaction);
  } else {
    transactions = [readTransaction(input.transaction)];
  }
  const details = describeSolanaRequest({ method, message: message?.view, transactions, origin: hostOrigin, network, owner });
  if (!(await context.approvals.request(details))) throw new InvalidRequestError('User rejected the request.', 4001);

  return context.vault.withKeys(async ({ solana }) => {
    if (message) return { signature: encodeBase58(ed25519.sign(message.bytes, solana.secretKey)) };
    const signer = new PublicKey(owner);
    for (const transaction of transactions) {
      const bytes = transaction instanceof VersionedTransaction ? transaction.message.serialize() : transaction.serializeMessage();
      const signature = ed25519.sign(bytes, solana.secretKey);
      if (transaction instanceof VersionedTransaction) transaction.addSignature(signer, signature);
      else transaction.addSignature(signer, Buffer.from(signature));
    }
    const serialized = transactions.map((transaction) => transaction.serialize());
    if (method === 'solana_signAndSendTransaction') {
      const connection = new Connection(frameRpcUrl({ chainId: network, projectId: context.projectId, origin: context.serverOrigin }), 'confirmed');
      return { signature: await connection.sendRawTransaction(serialized[0]!) };
    }
    if (method === 'solana_signAllTransactions') return { transactions: serialized.map((bytes) => bytesToBase64(bytes)) };
    return { transaction: bytesToBase64(serialized[0]!) };
  });
}
