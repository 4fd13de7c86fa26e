// Solana network definitions: the three public clusters of SPEC §9 and `defineSolanaNetwork` for
// any other cluster (the local dev endpoint). The id of a Solana network is its CAIP-2 reference,
// the first 32 characters of the cluster's genesis hash. RPC URLs are the public endpoints, data
// only: they are called only when a dapp configures the network without a custom RPC URL.
import { SOLANA_DEVNET_REFERENCE, SOLANA_MAINNET_REFERENCE, SOLANA_TESTNET_REFERENCE } from './solana-references.js';
import { defineSolanaNetwork } from './define-solana-network.js';

export { defineSolanaNetwork, type DefineSolanaNetworkParameters } from './define-solana-network.js';

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
