// Loaded with import() when the visitor picks a wallet, so viem stays out of the initial chunk.
import { createClient, custom, numberToHex, type Chain } from 'viem';
import { addChain, getAddresses, getChainId, requestAddresses, switchChain } from 'viem/actions';
import type { Network } from '../../core/types/network.js';
import { toProviderRpcError } from '../../core/errors/provider-rpc-error.js';
import type { Eip1193Provider } from './eip1193.js';

/** EIP-1193 / EIP-3085: the wallet does not know the chain yet. */
const UNRECOGNIZED_CHAIN_CODE = 4902;

function walletClient(provider: Eip1193Provider) {
  return createClient({ transport: custom(provider, { retryCount: 0 }) });
}

/** Prompts the wallet for its accounts (`eth_requestAccounts`). */
export async function requestWalletAccounts({ provider }: { provider: Eip1193Provider }): Promise<readonly string[]> {
  return requestAddresses(walletClient(provider));
}

/** Accounts the wallet grants without a prompt (`eth_accounts`). */
export async function readWalletAccounts({ provider }: { provider: Eip1193Provider }): Promise<readonly string[]> {
  return getAddresses(walletClient(provider));
}

export async function readWalletChainId({ provider }: { provider: Eip1193Provider }): Promise<number> {
  return getChainId(walletClient(provider));
}

/**
 * Asks the wallet to switch (`wallet_switchEthereumChain`). A wallet that does not know the chain
 * (4902) is asked to add it (`wallet_addEthereumChain`, with the RPC URL the dapp reads through),
 * then to switch again. Other errors keep their EIP-1193 code.
 */
export async function switchWalletChain({
  provider,
  network,
}: {
  provider: Eip1193Provider;
  network: Network;
}): Promise<void> {
  const client = walletClient(provider);
  const id = Number(network.id);
  try {
    await switchChain(client, { id });
  } catch (error) {
    if (toProviderRpcError(error).code !== UNRECOGNIZED_CHAIN_CODE) throw error;
    await addChain(client, { chain: toViemChain(network) });
    await switchChain(client, { id });
  }
}

function toViemChain(network: Network): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
  };
}

/** Best effort: wallets that support EIP-2255 forget the grant, so the next connect prompts again. */
export async function revokeWalletPermissions({ provider }: { provider: Eip1193Provider }): Promise<void> {
  await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
}

export { numberToHex };
