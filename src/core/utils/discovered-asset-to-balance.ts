import type { TokenBalance } from '../protocol/token-balance.js';
import { formatUnits } from './format-units.js';

/** One asset of `wallet_getAssets` (EIP-7811; SPEC §3 "Discovered asset"). */
export interface DiscoveredAsset {
  /** A token contract, or 'native' for the chain's coin. */
  address: string;
  /** Base units as a hex quantity. */
  balance: string;
  type: string;
  metadata?: { name?: string; symbol?: string; decimals?: number; price?: number; iconUrl?: string };
}

/**
 * A discovered asset as the token list shows it (SPEC §3 "Token balance"): the native coin has no
 * address, a token a CAIP-10 id; the value is quantity × price. Undefined for an asset that is not
 * a readable fungible balance (no decimals, a malformed balance), so a wallet's junk is dropped.
 *
 * @example
 * discoveredAssetToBalance({ asset: { address: 'native', balance: '0xde0b6b3a7640000', type: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000 } }, chainId: 'eip155:1' });
 * // { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', quantity: { decimals: '18', numeric: '1' }, price: 3000, value: 3000 }
 */
export function discoveredAssetToBalance({
  asset,
  chainId,
}: {
  asset: DiscoveredAsset;
  chainId: string;
}): TokenBalance | undefined {
  const { metadata } = asset;
  const decimals = metadata?.decimals;
  if (!Number.isSafeInteger(decimals) || decimals! < 0 || decimals! > 36 || !/^0x[0-9a-fA-F]+$/.test(asset.balance))
    return undefined;
  const numeric = formatUnits({ value: BigInt(asset.balance), decimals: decimals! });
  const native = asset.type.toLowerCase() === 'native';
  const price = typeof metadata?.price === 'number' && Number.isFinite(metadata.price) ? metadata.price : undefined;
  return {
    name: String(metadata?.name ?? metadata?.symbol ?? ''),
    symbol: String(metadata?.symbol ?? ''),
    chainId,
    ...(native ? {} : { address: `${chainId}:${asset.address}` }),
    quantity: { decimals: String(decimals), numeric },
    ...(price === undefined ? {} : { price, value: Number(numeric) * price }),
    ...(metadata?.iconUrl ? { iconUrl: metadata.iconUrl } : {}),
  };
}
