import { toHex, type Hex, type TypedDataDefinition } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { ErrorType } from '../../../src/core/errors/error-type.js';
import type { EvmRequest } from '../approval/read-evm-request.js';
import type { InvalidRequestError } from '../errors/invalid-request-error.js';
import type { FilledEvmTransaction } from './fill-evm-transaction.js';
import { forwardRpc } from './forward-rpc.js';

export interface SignEvmRequestParameters {
  /** The request exactly as the visitor approved it (readEvmRequest, then fillEvmTransaction). */
  request: EvmRequest<FilledEvmTransaction>;
  /** The private key, only for this call (the caller zeroes it afterwards). */
  privateKey: Uint8Array;
  chainId: number;
  /** The frame's RPC for this chain (its own server's proxy). */
  rpcUrl: string;
}

/** What signEvmRequest throws: the chain's refusal of the nonce read or the sent transaction (forwardRpc, with the node's code), or viem's signing error. */
export type SignEvmRequestErrorType = InvalidRequestError | ErrorType;

/**
 * Signs an approved EVM request with viem's local account, or signs a transaction with exactly
 * the gas limit and fees that were shown and sends it (eth_sendRawTransaction). The only number
 * read after the approval is the nonce, when the page did not set one: it must be the next one
 * when the transaction leaves, not when the screen was drawn.
 *
 * @example
 * const signature = await signEvmRequest({ request: { method: 'personal_sign', message }, privateKey, chainId, rpcUrl });
 */
export async function signEvmRequest({ request, privateKey, chainId, rpcUrl }: SignEvmRequestParameters): Promise<Hex> {
  const account = privateKeyToAccount(toHex(privateKey));
  if (request.method === 'personal_sign') return account.signMessage({ message: { raw: request.message } });
  if (request.method === 'eth_signTypedData_v4')
    return account.signTypedData(request.typedData as unknown as TypedDataDefinition);
  const { to, value, data, gas, nonce, fees } = request.transaction;
  const next =
    nonce ??
    Number(await forwardRpc({ rpcUrl, method: 'eth_getTransactionCount', params: [account.address, 'pending'] }));
  const base = { chainId, to, value, data, gas, nonce: next };
  const signed = await account.signTransaction(
    fees.type === 'eip1559'
      ? { ...base, type: 'eip1559', maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas }
      : { ...base, type: 'legacy', gasPrice: fees.gasPrice },
  );
  return (await forwardRpc({ rpcUrl, method: 'eth_sendRawTransaction', params: [signed] })) as Hex;
}
