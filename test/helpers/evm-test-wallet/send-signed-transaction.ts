import { BaseError, createClient, custom, defineChain, type Client, type Hash, type LocalAccount } from 'viem';
import { prepareTransactionRequest } from 'viem/actions';
import { jsonRpcRequest } from './json-rpc-request.js';
import type { TransactionParams } from './parse-transaction-params.js';
import { ProviderRpcError } from './provider-rpc-error.js';
import type { EvmTestWalletChain } from './types.js';

// One viem client per chain, so viem's "this node has no eth_fillTransaction" cache sticks.
const clients = new Map<string, Client>();

/**
 * Fills nonce, gas and fees from the chain with viem, signs with the local account and sends
 * the raw transaction through eth_sendRawTransaction. Returns the transaction hash.
 * Errors keep the node's JSON-RPC code and message.
 */
export async function sendSignedTransaction({
  account,
  chain,
  transaction,
}: {
  account: LocalAccount;
  chain: EvmTestWalletChain;
  transaction: TransactionParams;
}): Promise<Hash> {
  const client = clientFor({ chain });
  const { from: _from, chainId: _chainId, ...request } = transaction;
  try {
    const prepared = await prepareTransactionRequest(client, { ...request, account, chain: client.chain } as never);
    const serialized = await account.signTransaction(prepared as never);
    return (await jsonRpcRequest({
      url: chain.rpcUrl,
      method: 'eth_sendRawTransaction',
      params: [serialized],
    })) as Hash;
  } catch (error) {
    throw toProviderRpcError({ error });
  }
}

function clientFor({ chain }: { chain: EvmTestWalletChain }): Client {
  const key = `${chain.id} ${chain.rpcUrl}`;
  let client = clients.get(key);
  if (!client) {
    client = createClient({
      chain: defineChain({
        id: chain.id,
        name: chain.name ?? `Chain ${chain.id}`,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [chain.rpcUrl] } },
      }),
      // No retries: a wallet reports the node's first answer.
      transport: custom(
        { request: ({ method, params }) => jsonRpcRequest({ url: chain.rpcUrl, method, params }) },
        { retryCount: 0 },
      ),
    });
    clients.set(key, client);
  }
  return client;
}

// viem wraps the node's error; the innermost ProviderRpcError is what the node said.
function toProviderRpcError({ error }: { error: unknown }): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  if (error instanceof BaseError) {
    const inner = error.walk((e) => e instanceof ProviderRpcError);
    if (inner instanceof ProviderRpcError) return inner;
    return ProviderRpcError.internal({ message: error.shortMessage });
  }
  return ProviderRpcError.internal({ message: error instanceof Error ? error.message : String(error) });
}
