// `@openmodal/appkit/networks`: network definitions as plain data, one export each, so a dapp's
// bundle carries only the networks it imports (and the main entry none of them).
export {
  mainnet,
  goerli,
  sepolia,
  optimism,
  optimismGoerli,
  arbitrum,
  arbitrumGoerli,
  polygon,
  polygonMumbai,
  celo,
  aurora,
  auroraTestnet,
  bsc,
  bscTestnet,
  avalanche,
  avalancheFuji,
  zksync,
  zksyncTestnet,
  gnosis,
  base,
  baseGoerli,
  baseSepolia,
  zora,
  zoraTestnet,
  fantom,
  kaia,
  localchainA,
  localchainB,
} from './core/networks/evm-networks.js';
export { solana, solanaDevnet, solanaTestnet, defineSolanaNetwork } from './core/networks/solana-networks.js';
export type { DefineSolanaNetworkParameters } from './core/networks/solana-networks.js';
export { defineEvmNetwork } from './core/types/network.js';
export type { Network, DefineEvmNetworkParameters } from './core/types/network.js';
