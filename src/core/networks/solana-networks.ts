// Solana network definitions: the three public clusters of SPEC §9 and `defineSolanaNetwork` for
// any other cluster (the local dev endpoint). The id of a Solana network is its CAIP-2 reference,
// the first 32 characters of the cluster's genesis hash. RPC URLs are the public endpoints, data
// only: they are called only when a dapp configures the network without a custom RPC URL.
import {
  SOLANA_DECIMALS,
  SOLANA_DEVNET_REFERENCE,
  SOLANA_MAINNET_REFERENCE,
  SOLANA_TESTNET_REFERENCE,
} from '../constants.js';
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

const solscan = { name: 'Solscan', url: 'https://solscan.io' };

/** Solana mainnet-beta. */
export const solana = /* @__PURE__ */ defineSolanaNetwork({
  caipReference: SOLANA_MAINNET_REFERENCE,
  name: 'Solana',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  blockExplorer: solscan,
});
/** Solana devnet (free airdrops, reset from time to time). */
export const solanaDevnet = /* @__PURE__ */ defineSolanaNetwork({
  caipReference: SOLANA_DEVNET_REFERENCE,
  name: 'Solana Devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  blockExplorer: solscan,
  testnet: true,
});
/** Solana testnet (validator testing). */
export const solanaTestnet = /* @__PURE__ */ defineSolanaNetwork({
  caipReference: SOLANA_TESTNET_REFERENCE,
  name: 'Solana Testnet',
  rpcUrl: 'https://api.testnet.solana.com',
  blockExplorer: solscan,
  testnet: true,
});
