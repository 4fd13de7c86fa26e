// `defineSolanaNetwork` alone: the main entry exports it, and a module of its own keeps the three
// public clusters' data (solana-networks.ts, the `./networks` entry) out of the first chunk.
import { SOLANA_DECIMALS } from '../shell-defaults.js';
import { InvalidCaipNetworkIdError } from '../errors/caip-errors.js';
import type { Network } from '../types/network.js';

const CAIP_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32}$/;
const SOL = { name: 'Solana', symbol: 'SOL', decimals: SOLANA_DECIMALS } as const;

export interface DefineSolanaNetworkParameters {
  /** The cluster's genesis hash (base58, as `getGenesisHash` returns it). */
  genesisHash?: string;
  /** Or the CAIP-2 reference directly: the first 32 characters of the genesis hash. */
  caipReference?: string;
  name: string;
  rpcUrl: string;
  /** Subscriptions endpoint; web3.js derives it from the RPC URL (port + 1) when absent. */
  wsUrl?: string;
  blockExplorer?: { name: string; url: string };
  imageUrl?: string;
  testnet?: boolean;
}

/**
 * Builds a Solana {@link Network}: id and CAIP-2 id from the genesis hash, SOL with 9 decimals.
 * Throws `Invalid CAIP-2 network id: …` when neither a valid genesis hash nor reference is given.
 *
 * @example
 * const localnet = defineSolanaNetwork({ genesisHash: dev.solana.genesisHash, name: 'Solana Localnet', rpcUrl: dev.solana.rpcUrl, wsUrl: dev.solana.wsUrl, testnet: true });
 * localnet.caipNetworkId; // 'solana:Djuc74DS1Z2SpxnBWVy82ymUB9oWuBfG'
 */
export function defineSolanaNetwork(parameters: DefineSolanaNetworkParameters): Network {
  const { genesisHash, caipReference, name, rpcUrl, wsUrl, blockExplorer, imageUrl, testnet } = parameters;
  const reference = caipReference ?? genesisHash?.slice(0, 32) ?? '';
  if (!CAIP_REFERENCE.test(reference)) throw new InvalidCaipNetworkIdError({ value: `solana:${reference}` });
  return {
    id: reference,
    caipNetworkId: `solana:${reference}`,
    name,
    chainNamespace: 'solana',
    nativeCurrency: { ...SOL },
    rpcUrls: { default: { http: [rpcUrl], ...(wsUrl ? { webSocket: [wsUrl] } : {}) } },
    ...(blockExplorer ? { blockExplorers: { default: blockExplorer } } : {}),
    ...(imageUrl ? { assets: { imageUrl } } : {}),
    ...(testnet === undefined ? {} : { testnet }),
  };
}
