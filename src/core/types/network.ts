import type { ChainNamespace } from './caip.js';

/** A network the dapp supports (SPEC §3 "Network"); the EVM ones are shaped like viem's `Chain`. */
export interface Network {
  id: number | string;
  caipNetworkId: `${ChainNamespace}:${string}`;
  name: string;
  chainNamespace: ChainNamespace;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  /** `webSocket` is for namespaces whose clients subscribe over a socket (Solana). */
  rpcUrls: { default: { http: readonly string[]; webSocket?: readonly string[] } };
  blockExplorers?: { default: { name: string; url: string } };
  assets?: { imageId?: string; imageUrl?: string };
  testnet?: boolean;
  /** Milliseconds between blocks (viem's `Chain.blockTime`): receipt polling derives from it (SPEC §9). */
  blockTime?: number;
  /**
   * Contracts of the chain, shaped like viem's `Chain.contracts`. `ensUniversalResolver`: `.eth`
   * names resolve on this network only when it is set (issue 18; the local chains have none).
   */
  contracts?: { ensUniversalResolver?: { address: `0x${string}` } };
}

export interface DefineEvmNetworkParameters {
  id: number;
  name: string;
  rpcUrl: string;
  nativeCurrency?: Network['nativeCurrency'];
  blockExplorer?: { name: string; url: string };
  imageUrl?: string;
  testnet?: boolean;
  /** Milliseconds between blocks; without it, a receipt wait reads two blocks to learn it. */
  blockTime?: number;
}

/**
 * Builds an EVM {@link Network} with its CAIP-2 id filled in.
 * @example defineEvmNetwork({ id: 31337, name: 'Localchain', rpcUrl: 'http://127.0.0.1:8545' })
 */
export function defineEvmNetwork(parameters: DefineEvmNetworkParameters): Network {
  const { id, name, rpcUrl, blockExplorer, imageUrl, testnet, blockTime } = parameters;
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    name,
    chainNamespace: 'eip155',
    nativeCurrency: parameters.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    ...(blockExplorer ? { blockExplorers: { default: blockExplorer } } : {}),
    ...(imageUrl ? { assets: { imageUrl } } : {}),
    ...(testnet === undefined ? {} : { testnet }),
    ...(blockTime === undefined ? {} : { blockTime }),
  };
}
