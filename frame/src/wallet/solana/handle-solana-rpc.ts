import { Connection, PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js';
import { ed25519 } from '@noble/curves/ed25519';
import { decodeBase58, encodeBase58 } from '../../../../src/core/utils/base58.js';
import { InvalidRequestError } from '../../approval/describe-evm-request.js';
import { base64ToBytes, bytesToBase64 } from '../../custody/index.js';
import type { FrameContext } from '../../handlers/frame-context.js';
import { frameRpcUrl } from '../forward-rpc.js';
import { describeSolanaRequest } from './describe-solana-request.js';

export interface HandleSolanaRpcParameters {
  context: FrameContext;
  method: string;
  params: unknown;
  chainId: string | undefined;
  hostOrigin: string;
}

type SolanaParams = { message?: unknown; transaction?: unknown; transactions?: unknown };

function readTransaction(encoded: unknown): Transaction | VersionedTransaction {
  if (typeof encoded !== 'string' || encoded.length > 8192) throw new InvalidRequestError('A Solana transaction must be a base64 string');
  const bytes = base64ToBytes(encoded);
  try {
    return VersionedTransaction.deserialize(bytes);
  } catch {
    return Transaction.from(bytes);
  }
}

/**
 * The embedded wallet's Solana signing (SPEC §6 "Solana sign and sign-and-send"): params are
 * `{ message }` (base58) or `{ transaction }` (base64); every request shows its decoded
 * instructions first. Returns `{ signature }` (base58) or `{ transaction }` (base64, signed).
 * This chunk (web3.js) loads only when a Solana request arrives.
 *
 * @example
 * const { signature } = await handleSolanaRpc({ context, method: 'solana_signAndSendTransaction', params: { transaction }, chainId, hostOrigin });
 */
export async function handleSolanaRpc({ context, method, params, chainId, hostOrigin }: HandleSolanaRpcParameters): Promise<unknown> {
  const network = chainId ?? context.networks.solana;
  if (!network) throw new InvalidRequestError('No Solana network is selected', 4901);
  const input = (params && typeof params === 'object' && !Array.isArray(params) ? params : {}) as SolanaParams;
  const transactions = method === 'solana_signMessage' ? [] : method === 'solana_signAllTransactions' ? (Array.isArray(input.transactions) ? input.transactions : []).map(readTransaction) : [readTransaction(input.transaction)];
  const message = method === 'solana_signMessage' ? decodeBase58(String(input.message ?? '')) : undefined;
  const owner = context.vault.addresses?.solanaAddress ?? '';
  const details = describeSolanaRequest({ method, message, transactions, origin: hostOrigin, network, owner });
  if (!(await context.approvals.request(details))) throw new InvalidRequestError('User rejected the request.', 4001);

  return context.vault.withKeys(async ({ solana }) => {
    if (message) return { signature: encodeBase58(ed25519.sign(message, solana.secretKey)) };
    const signer = new PublicKey(owner);
    for (const transaction of transactions) {
      const bytes = transaction instanceof VersionedTransaction ? transaction.message.serialize() : transaction.serializeMessage();
      const signature = ed25519.sign(bytes, solana.secretKey);
      if (transaction instanceof VersionedTransaction) transaction.addSignature(signer, signature);
      else transaction.addSignature(signer, Buffer.from(signature));
    }
    const serialized = transactions.map((transaction) => transaction.serialize());
    if (method === 'solana_signAndSendTransaction') {
      const connection = new Connection(frameRpcUrl({ chainId: network, projectId: context.projectId }), 'confirmed');
      return { signature: await connection.sendRawTransaction(serialized[0]!) };
    }
    if (method === 'solana_signAllTransactions') return { transactions: serialized.map((bytes) => bytesToBase64(bytes)) };
    return { transaction: bytesToBase64(serialized[0]!) };
  });
}
