import { getAddress, isAddress, type Address, type PublicClient } from 'viem';
import { ConvertErrorCode, NATIVE_TOKEN_ADDRESS } from '../../src/core/protocol/convert-api.js';
import { createChainClients } from '../data-api/create-chain-clients.js';
import { DEFAULT_NATIVE_CURRENCY, type ServerChain, type ServerSwap } from '../server-chain.js';
import { ConvertRefusal, invalidParameter, networkNotSupported } from './convert-refusal.js';
import { createPoolReader, type PoolReader } from './create-pool-reader.js';

/** A chain with an exchange, ready for the swap API. */
export interface SwapChain {
  chain: ServerChain;
  swap: ServerSwap;
  client: PublicClient;
  pools: PoolReader;
}

/** The native coin or a configured token of a swap chain. */
export interface SwapAsset {
  /** CAIP-10 id as the API writes it: `eip155:{id}:{checksummed address}`, the native coin with `0xeeee…eeee`. */
  caip10: string;
  /** Its address in a router path: WETH for the native coin. */
  pathAddress: Address;
  isNative: boolean;
  name: string;
  symbol: string;
  decimals: number;
}

/**
 * The chains with `swap`, by chain id, each with a client and a pool reader (made once per app).
 *
 * @example
 * const swapChains = createSwapChains({ chains });
 */
export function createSwapChains({ chains }: { chains: readonly ServerChain[] }): ReadonlyMap<number, SwapChain> {
  const clients = createChainClients({ chains: chains.filter((chain) => chain.swap) });
  return new Map(
    [...clients.values()].map(({ chain, client }) => [
      chain.chainId,
      { chain, swap: chain.swap!, client, pools: createPoolReader({ client, factory: chain.swap!.factory }) },
    ]),
  );
}

/**
 * The swap chain for a chain id, or SPEC §8's refusal (no exchange, or a chain not served).
 *
 * @example
 * const swapChain = requireSwapChain({ swapChains, chainId: 31337 });
 */
export function requireSwapChain({
  swapChains,
  chainId,
}: {
  swapChains: ReadonlyMap<number, SwapChain>;
  chainId: number;
}): SwapChain {
  const swapChain = swapChains.get(chainId);
  if (!swapChain) throw networkNotSupported();
  return swapChain;
}

/**
 * The assets a swap chain offers: its native coin first, then its configured tokens.
 *
 * @example
 * listSwapAssets({ swapChain }).map((asset) => asset.symbol); // ['ETH', 'DEV', 'USDL', 'GLDL']
 */
export function listSwapAssets({ swapChain }: { swapChain: SwapChain }): SwapAsset[] {
  const { chain, swap } = swapChain;
  const native = chain.nativeCurrency ?? DEFAULT_NATIVE_CURRENCY;
  return [
    {
      caip10: `eip155:${chain.chainId}:${NATIVE_TOKEN_ADDRESS}`,
      pathAddress: swap.weth,
      isNative: true,
      name: native.name,
      symbol: native.symbol,
      decimals: native.decimals,
    },
    ...(chain.tokens ?? []).map((token) => ({
      caip10: `eip155:${chain.chainId}:${getAddress(token.address)}`,
      pathAddress: getAddress(token.address),
      isNative: false,
      name: token.name,
      symbol: token.symbol,
      decimals: token.decimals,
    })),
  ];
}

/** A CAIP-10 token id, read: the chain id and the address, lower-case. */
export interface TokenId {
  chainId: number;
  address: string;
}

/**
 * Reads a CAIP-10 token id of a query or body field: `eip155:{id}:{0x address}` (the native coin
 * `0xeeee…eeee`). Another namespace (Solana) has no exchange: SPEC §8's refusal.
 *
 * @example
 * parseTokenId({ value: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', field: 'from' });
 */
export function parseTokenId({ value, field }: { value: unknown; field: string }): TokenId {
  if (typeof value !== 'string' || value === '') throw invalidParameter(`${field} is missing: a CAIP-10 token id`);
  const [namespace, reference, address, ...rest] = value.split(':');
  if (namespace !== 'eip155' && rest.length === 0 && address !== undefined && /^[-a-z0-9]{3,8}$/.test(namespace ?? ''))
    throw networkNotSupported();
  const chainId = /^[1-9]\d{0,15}$/.test(reference ?? '') ? Number(reference) : undefined;
  if (
    namespace !== 'eip155' ||
    chainId === undefined ||
    rest.length ||
    !address ||
    !isAddress(address, { strict: false })
  )
    throw invalidParameter(`${field} must be a CAIP-10 token id such as eip155:1:0x… (the native coin 0xeeee…eeee)`);
  return { chainId, address: address.toLowerCase() };
}

/**
 * The asset of a swap chain a token id names, or a refusal naming the field.
 *
 * @example
 * const from = findSwapAsset({ swapChain, tokenId, field: 'from' });
 */
export function findSwapAsset({
  swapChain,
  tokenId,
  field,
}: {
  swapChain: SwapChain;
  tokenId: TokenId;
  field: string;
}): SwapAsset {
  const asset = listSwapAssets({ swapChain }).find((candidate) =>
    candidate.isNative
      ? tokenId.address === NATIVE_TOKEN_ADDRESS
      : candidate.pathAddress.toLowerCase() === tokenId.address,
  );
  if (!asset) {
    const message = `${field} is not a token this server swaps on eip155:${swapChain.chain.chainId}`;
    throw new ConvertRefusal({ status: 400, code: ConvertErrorCode.invalidPair, message });
  }
  return asset;
}

/**
 * Reads a user address: CAIP-10 (`eip155:{id}:0x…`, on `chainId` when given) or a plain 0x address.
 *
 * @example
 * parseUserAddress({ value: 'eip155:31337:0xf39F…', chainId: 31337 }); // '0xf39F…'
 */
export function parseUserAddress({ value, chainId }: { value: unknown; chainId: number }): Address {
  if (typeof value !== 'string' || value === '') throw invalidParameter('userAddress is missing');
  const parts = value.split(':');
  const address = parts.length === 3 ? parts[2] : parts.length === 1 ? parts[0] : undefined;
  const onChain = parts.length === 1 || (parts[0] === 'eip155' && parts[1] === String(chainId));
  if (!address || !onChain || !isAddress(address, { strict: false }))
    throw invalidParameter(`userAddress must be an EVM address, plain or CAIP-10 on eip155:${chainId}`);
  return getAddress(address);
}
