import {
  createWalletClient,
  defineChain,
  http,
  isAddress,
  isAddressEqual,
  isHex,
  type Hex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem';
import { WalletRequestError } from './wallet-request-error.js';

export interface HandleEvmRequestParameters {
  method: string;
  params: unknown;
  /** The request's CAIP-2 chain, `eip155:N` (the SDK checked it is in the session). */
  chainId: string;
  account: LocalAccount;
  /** The session's eip155 chains, for wallet_switchEthereumChain. */
  sessionChainIds: readonly number[];
  /** The RPC proxy URL of a chain (`{server}/v1/?chainId=eip155:N&projectId=…`). */
  rpcUrl: (chainId: number) => string;
  /** Makes `chainId` the wallet's current chain and tells the dapp (chainChanged). */
  switchChain: (chainId: number) => Promise<void>;
}

/** The eip155 methods the test wallet answers. */
export const EVM_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
];

/**
 * Answers an approved eip155 session request: signs with the local key (viem), sends transactions
 * through the server's RPC proxy with gas, fees and nonce read from the chain. Throws
 * {@link WalletRequestError} for requests a wallet refuses.
 *
 * @example
 * await handleEvmRequest({ method: 'personal_sign', params: ['0x6869', account.address], chainId: 'eip155:31337', account, sessionChainIds, rpcUrl, switchChain });
 */
export async function handleEvmRequest({
  method,
  params,
  chainId,
  account,
  sessionChainIds,
  rpcUrl,
  switchChain,
}: HandleEvmRequestParameters): Promise<unknown> {
  const list = Array.isArray(params) ? (params as unknown[]) : [];
  switch (method) {
    case 'personal_sign': {
      // The spec order is [message, address]; some dapps send [address, message].
      const [first, second] = list.map(String);
      const [message, address] = isAddress(first ?? '') && !isAddress(second ?? '') ? [second, first] : [first, second];
      assertOwnAddress({ account, address });
      if (message === undefined) throw invalidParams('personal_sign needs a message');
      return account.signMessage({ message: isHex(message) ? { raw: message } : message });
    }
    case 'eth_signTypedData_v4': {
      assertOwnAddress({ account, address: String(list[0]) });
      const data = (typeof list[1] === 'string' ? JSON.parse(list[1]) : list[1]) as TypedDataDefinition | undefined;
      if (!data || typeof data !== 'object') throw invalidParams('eth_signTypedData_v4 needs typed data');
      return account.signTypedData(data);
    }
    case 'eth_sendTransaction':
      return sendTransaction({ transaction: list[0], chainId: evmChainId({ chainId }), account, rpcUrl });
    case 'wallet_switchEthereumChain': {
      const target = Number((list[0] as { chainId?: string } | undefined)?.chainId);
      if (!sessionChainIds.includes(target))
        throw new WalletRequestError({ code: 4902, message: `Chain ${target} is not in this session` });
      await switchChain(target);
      return null;
    }
    default:
      throw new WalletRequestError({ code: 4200, message: `${method} is not supported by the test wallet` });
  }
}

interface TransactionParams {
  from?: string;
  to?: Hex;
  value?: Hex;
  data?: Hex;
  input?: Hex;
  gas?: Hex;
  nonce?: Hex;
  maxFeePerGas?: Hex;
  maxPriorityFeePerGas?: Hex;
}

async function sendTransaction({
  transaction,
  chainId,
  account,
  rpcUrl,
}: {
  transaction: unknown;
  chainId: number;
  account: LocalAccount;
  rpcUrl: (chainId: number) => string;
}): Promise<Hex> {
  if (!transaction || typeof transaction !== 'object') throw invalidParams('eth_sendTransaction needs a transaction');
  const { from, to, value, data, input, gas, nonce, maxFeePerGas, maxPriorityFeePerGas } =
    transaction as TransactionParams;
  if (from !== undefined) assertOwnAddress({ account, address: from });
  const url = rpcUrl(chainId);
  const chain = defineChain({
    id: chainId,
    name: `Chain ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
  const client = createWalletClient({ account, chain, transport: http(url) });
  // What the dapp left out (gas, fees, nonce) viem reads from the chain before signing.
  return client.sendTransaction({
    to,
    value: value === undefined ? undefined : BigInt(value),
    data: data ?? input,
    gas: gas === undefined ? undefined : BigInt(gas),
    nonce: nonce === undefined ? undefined : Number(nonce),
    ...(maxFeePerGas === undefined ? {} : { maxFeePerGas: BigInt(maxFeePerGas) }),
    ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas: BigInt(maxPriorityFeePerGas) }),
  });
}

function assertOwnAddress({ account, address }: { account: LocalAccount; address: string | undefined }): void {
  if (!address || !isAddress(address) || !isAddressEqual(address, account.address))
    throw new WalletRequestError({ code: 4100, message: `The test wallet does not hold ${address}` });
}

function evmChainId({ chainId }: { chainId: string }): number {
  const id = Number(chainId.split(':')[1]);
  if (!chainId.startsWith('eip155:') || !Number.isInteger(id)) throw invalidParams(`Not an eip155 chain: ${chainId}`);
  return id;
}

const invalidParams = (message: string) => new WalletRequestError({ code: -32602, message });
