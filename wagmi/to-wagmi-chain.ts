import type { Chain } from 'viem';
import type { Network } from '../src/core/types/network.js';

/**
 * An EVM network of the modal as viem's `Chain`, which wagmi's `chains` take (the modal's EVM
 * networks have the same shape, with a numeric id).
 *
 * @example toWagmiChain(defineEvmNetwork({ id: 31337, name: 'Localchain', rpcUrl: 'http://127.0.0.1:8545' }))
 */
export function toWagmiChain(network: Network): Chain {
  return {
    id: Number(network.id),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    ...(network.blockExplorers ? { blockExplorers: network.blockExplorers } : {}),
    ...(network.testnet === undefined ? {} : { testnet: network.testnet }),
    ...(network.blockTime === undefined ? {} : { blockTime: network.blockTime }),
    ...(network.contracts ? { contracts: network.contracts } : {}),
  };
}
