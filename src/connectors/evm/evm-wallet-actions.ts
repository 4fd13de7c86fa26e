// Loaded with import() when the visitor picks a wallet, so viem stays out of the initial chunk.
import { createClient, custom, numberToHex } from 'viem';
import { getAddresses, getChainId, requestAddresses, switchChain } from 'viem/actions';
import type { Eip1193Provider } from './eip1193.js';

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

/** Asks the wallet to switch (`wallet_switchEthereumChain`). */
export async function switchWalletChain({ provider, chainId }: { provider: Eip1193Provider; chainId: number }): Promise<void> {
  await switchChain(walletClient(provider), { id: chainId });
}

/** Best effort: wallets that support EIP-2255 forget the grant, so the next connect prompts again. */
export async function revokeWalletPermissions({ provider }: { provider: Eip1193Provider }): Promise<void> {
  await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
}

export { numberToHex };
