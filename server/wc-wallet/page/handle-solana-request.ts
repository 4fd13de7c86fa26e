import { ed25519 } from '@noble/curves/ed25519';
import { base58, base64 } from '@scure/base';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { WalletRequestError } from './wallet-request-error.js';

export interface HandleSolanaRequestParameters {
  method: string;
  params: unknown;
  /** The 64-byte secret key (seed + public key) of the wallet's keypair. */
  secretKey: Uint8Array;
  /** The RPC proxy URL of the cluster (`{server}/v1/?chainId=solana:…&projectId=…`). */
  rpcUrl: string;
}

/** The solana methods the test wallet answers (WalletConnect's Solana JSON-RPC methods). */
export const SOLANA_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
  'solana_signAllTransactions',
];

/**
 * Answers an approved solana session request with the wallet's keypair: messages and
 * transactions travel base58 / base64 as WalletConnect's Solana methods define them, and
 * signAndSend submits through the server's RPC proxy.
 *
 * @example
 * await handleSolanaRequest({ method: 'solana_signMessage', params: { message, pubkey }, secretKey, rpcUrl }); // { signature }
 */
export async function handleSolanaRequest({
  method,
  params,
  secretKey,
  rpcUrl,
}: HandleSolanaRequestParameters): Promise<unknown> {
  const keypair = Keypair.fromSecretKey(secretKey);
  const object = (params ?? {}) as Record<string, unknown>;
  switch (method) {
    case 'solana_signMessage': {
      if (object.pubkey !== undefined && object.pubkey !== keypair.publicKey.toBase58())
        throw new WalletRequestError({ code: 4100, message: `The test wallet does not hold ${String(object.pubkey)}` });
      const message = base58.decode(String(object.message));
      return { signature: base58.encode(ed25519.sign(message, secretKey.subarray(0, 32))) };
    }
    case 'solana_signTransaction': {
      const { transaction, signature } = signTransaction({ encoded: object.transaction, keypair });
      return { signature, transaction };
    }
    case 'solana_signAndSendTransaction': {
      const { transaction } = signTransaction({ encoded: object.transaction, keypair });
      const options = (object.sendOptions ?? {}) as { skipPreflight?: boolean; preflightCommitment?: string };
      return { signature: await sendRawTransaction({ rpcUrl, transaction, options }) };
    }
    case 'solana_signAllTransactions': {
      if (!Array.isArray(object.transactions)) throw invalidParams('solana_signAllTransactions needs transactions');
      return {
        transactions: object.transactions.map((encoded) => signTransaction({ encoded, keypair }).transaction),
      };
    }
    default:
      throw new WalletRequestError({ code: 4200, message: `${method} is not supported by the test wallet` });
  }
}

/** Adds the wallet's signature to a serialized (legacy or v0) transaction; `signature` is the wallet's, base58. */
function signTransaction({ encoded, keypair }: { encoded: unknown; keypair: Keypair }) {
  if (typeof encoded !== 'string') throw invalidParams('a base64 transaction is expected');
  const transaction = VersionedTransaction.deserialize(base64.decode(encoded));
  const signers = transaction.message.staticAccountKeys.slice(0, transaction.message.header.numRequiredSignatures);
  const index = signers.findIndex((key) => key.equals(keypair.publicKey));
  if (index < 0)
    throw new WalletRequestError({ code: 4100, message: 'The transaction does not ask for the test wallet to sign' });
  transaction.sign([keypair]);
  return {
    transaction: base64.encode(transaction.serialize()),
    signature: base58.encode(transaction.signatures[index]!),
  };
}

async function sendRawTransaction({
  rpcUrl,
  transaction,
  options,
}: {
  rpcUrl: string;
  transaction: string;
  options: { skipPreflight?: boolean; preflightCommitment?: string };
}): Promise<string> {
  const config = {
    encoding: 'base64',
    preflightCommitment: options.preflightCommitment ?? 'confirmed',
    ...(options.skipPreflight ? { skipPreflight: true } : {}),
  };
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [transaction, config] }),
  });
  const answer = (await response.json()) as { result?: string; error?: { code: number; message: string } };
  if (answer.error) throw new WalletRequestError({ code: answer.error.code, message: answer.error.message });
  if (typeof answer.result !== 'string')
    throw new Error(`sendTransaction answered HTTP ${response.status} without a signature`);
  return answer.result;
}

const invalidParams = (message: string) => new WalletRequestError({ code: -32602, message });
