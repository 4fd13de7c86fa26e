import type { TokenBalance } from '../protocol/token-balance.js';
import { discoveredAssetToBalance, type DiscoveredAsset } from './discovered-asset-to-balance.js';

interface Requester {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>;
}

/**
 * The account's tokens as its wallet lists them (SPEC §7 "Wallet capabilities query, then
 * wallet_getAssets with account and chainFilter (hex chain id)"): `wallet_getCapabilities` first;
 * only when the chain reports `assetDiscovery.supported` is `wallet_getAssets` asked. Undefined
 * when the wallet does not offer discovery there (the caller falls back to the data API).
 *
 * @example
 * const balances = await discoverWalletAssets({ provider, address, chainId: 31337 });
 */
export async function discoverWalletAssets({
  provider,
  address,
  chainId,
}: {
  provider: Requester;
  address: string;
  chainId: number;
}): Promise<TokenBalance[] | undefined> {
  const hexChainId = `0x${chainId.toString(16)}`;
  const capabilities = (await provider.request({
    method: 'wallet_getCapabilities',
    params: [address, [hexChainId]],
  })) as Record<string, { assetDiscovery?: { supported?: boolean } }> | null;
  if (!capabilities?.[hexChainId]?.assetDiscovery?.supported) return undefined;
  const assets = (await provider.request({
    method: 'wallet_getAssets',
    params: [{ account: address, chainFilter: [hexChainId] }],
  })) as Record<string, DiscoveredAsset[]> | null;
  const caipChainId = `eip155:${chainId}`;
  return (assets?.[hexChainId] ?? [])
    .map((asset) => discoveredAssetToBalance({ asset, chainId: caipChainId }))
    .filter((balance): balance is TokenBalance => balance !== undefined && balance.quantity.decimals !== '0');
}
