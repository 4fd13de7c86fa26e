import { createWalletClient, defineChain, http, toHex, type Hex, type TypedDataDefinition } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { sendTransaction, signMessage, signTypedData } from 'viem/actions';
import { InvalidRequestError } from '../approval/describe-evm-request.js';

export interface SignEvmRequestParameters {
  method: 'personal_sign' | 'eth_signTypedData_v4' | 'eth_sendTransaction';
  params: readonly unknown[];
  /** The private key, only for this call (the caller zeroes it afterwards). */
  privateKey: Uint8Array;
  chainId: number;
  /** The frame's RPC for this chain (its own server's proxy). */
  rpcUrl: string;
}

const quantity = (value: unknown) => (value === undefined || value === null ? undefined : BigInt(value as string));

/**
 * Signs an approved EVM request with viem's local account, or signs and sends a transaction
 * (nonce, gas and fees filled from the chain, then eth_sendRawTransaction). The `from`/address
 * param must be the wallet's own address.
 *
 * @example
 * const signature = await signEvmRequest({ method: 'personal_sign', params: [message, address], privateKey, chainId, rpcUrl });
 */
export async function signEvmRequest({ method, params, privateKey, chainId, rpcUrl }: SignEvmRequestParameters): Promise<Hex> {
  const account = privateKeyToAccount(toHex(privateKey));
  const chain = defineChain({ id: chainId, name: `Chain ${chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } });
  const client = createWalletClient({ account, chain, transport: http(rpcUrl, { retryCount: 0 }) });
  const own = (address: unknown) => typeof address === 'string' && address.toLowerCase() === account.address.toLowerCase();

  if (method === 'personal_sign') {
    if (!own(params[1])) throw new InvalidRequestError('The address is not this wallet’s', 4100);
    return signMessage(client, { account, message: { raw: params[0] as Hex } });
  }
  if (method === 'eth_signTypedData_v4') {
    if (!own(params[0])) throw new InvalidRequestError('The address is not this wallet’s', 4100);
    const data = (typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1]) as TypedDataDefinition & { types: Record<string, unknown> };
    const { EIP712Domain: _domain, ...types } = data.types;
    return signTypedData(client, { account, domain: data.domain, types, primaryType: data.primaryType, message: data.message } as TypedDataDefinition);
  }
  const transaction = params[0] as Record<string, unknown>;
  if (transaction.from !== undefined && !own(transaction.from)) throw new InvalidRequestError('The sender is not this wallet', 4100);
  return sendTransaction(client, {
    account,
    chain,
    to: transaction.to as Hex | undefined,
    value: quantity(transaction.value),
    data: transaction.data as Hex | undefined,
    gas: quantity(transaction.gas),
    nonce: transaction.nonce === undefined ? undefined : Number(transaction.nonce),
    ...(transaction.maxFeePerGas !== undefined ? { maxFeePerGas: quantity(transaction.maxFeePerGas), maxPriorityFeePerGas: quantity(transaction.maxPriorityFeePerGas) } : {}),
    ...(transaction.gasPrice !== undefined && transaction.maxFeePerGas === undefined ? { gasPrice: quantity(transaction.gasPrice) } : {}),
  } as Parameters<typeof sendTransaction>[1]);
}
