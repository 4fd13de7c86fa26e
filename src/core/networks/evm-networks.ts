// EVM network definitions for the embedded-wallet list and the swap list of SPEC §9. Plain data,
// one exported const each, so a dapp's bundle carries only the networks it imports. RPC URLs are
// the chains' public endpoints; they are only called when a dapp configures the network and has
// no RPC proxy or custom RPC URL for it. Block times (ms) are viem's chain definitions' (viem
// 2.57); a network viem gives none has none here, and a receipt wait reads it from the chain.
import { defineEvmNetwork, type Network } from '../types/network.js';

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

export const mainnet: Network = /* @__PURE__ */ Object.assign(
  /* @__PURE__ */ defineEvmNetwork({
    id: 1,
    name: 'Ethereum',
    rpcUrl: 'https://eth.merkle.io',
    blockTime: 12_000,
    blockExplorer: { name: 'Etherscan', url: 'https://etherscan.io' },
  }),
  // viem's mainnet (viem/chains/definitions/mainnet.ts): `.eth` names resolve here (issue 18).
  { contracts: { ensUniversalResolver: { address: '0xeeeeeeee14d718c2b47d9923deab1335e144eeee' as const } } },
);
export const goerli = /* @__PURE__ */ defineEvmNetwork({
  id: 5,
  name: 'Goerli',
  rpcUrl: 'https://rpc.ankr.com/eth_goerli',
  nativeCurrency: { ...ether, name: 'Goerli Ether' },
  blockExplorer: { name: 'Etherscan', url: 'https://goerli.etherscan.io' },
  testnet: true,
});
export const sepolia = /* @__PURE__ */ defineEvmNetwork({
  id: 11155111,
  name: 'Sepolia',
  rpcUrl: 'https://rpc.sepolia.org',
  nativeCurrency: { ...ether, name: 'Sepolia Ether' },
  blockExplorer: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
  testnet: true,
});
export const optimism = /* @__PURE__ */ defineEvmNetwork({
  id: 10,
  name: 'OP Mainnet',
  rpcUrl: 'https://mainnet.optimism.io',
  blockTime: 2_000,
  blockExplorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
});
export const optimismGoerli = /* @__PURE__ */ defineEvmNetwork({
  id: 420,
  name: 'Optimism Goerli',
  rpcUrl: 'https://goerli.optimism.io',
  blockTime: 2_000,
  nativeCurrency: { ...ether, name: 'Goerli Ether' },
  blockExplorer: { name: 'Etherscan', url: 'https://goerli-optimism.etherscan.io' },
  testnet: true,
});
export const arbitrum = /* @__PURE__ */ defineEvmNetwork({
  id: 42161,
  name: 'Arbitrum One',
  rpcUrl: 'https://arb1.arbitrum.io/rpc',
  blockTime: 250,
  blockExplorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
});
export const arbitrumGoerli = /* @__PURE__ */ defineEvmNetwork({
  id: 421613,
  name: 'Arbitrum Goerli',
  rpcUrl: 'https://goerli-rollup.arbitrum.io/rpc',
  nativeCurrency: { ...ether, name: 'Arbitrum Goerli Ether', symbol: 'AGOR' },
  blockExplorer: { name: 'Arbiscan', url: 'https://goerli.arbiscan.io' },
  testnet: true,
});
export const polygon = /* @__PURE__ */ defineEvmNetwork({
  id: 137,
  name: 'Polygon',
  rpcUrl: 'https://polygon-rpc.com',
  blockTime: 2_000,
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  blockExplorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
});
export const polygonMumbai = /* @__PURE__ */ defineEvmNetwork({
  id: 80001,
  name: 'Polygon Mumbai',
  rpcUrl: 'https://rpc-mumbai.maticvigil.com',
  nativeCurrency: { name: 'MATIC', symbol: 'MATIC', decimals: 18 },
  blockExplorer: { name: 'PolygonScan', url: 'https://mumbai.polygonscan.com' },
  testnet: true,
});
export const celo = /* @__PURE__ */ defineEvmNetwork({
  id: 42220,
  name: 'Celo',
  rpcUrl: 'https://forno.celo.org',
  blockTime: 1_000,
  nativeCurrency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
  blockExplorer: { name: 'Celo Explorer', url: 'https://celoscan.io' },
});
export const aurora = /* @__PURE__ */ defineEvmNetwork({
  id: 1313161554,
  name: 'Aurora',
  rpcUrl: 'https://mainnet.aurora.dev',
  blockExplorer: { name: 'Aurorascan', url: 'https://explorer.aurora.dev' },
});
export const auroraTestnet = /* @__PURE__ */ defineEvmNetwork({
  id: 1313161555,
  name: 'Aurora Testnet',
  rpcUrl: 'https://testnet.aurora.dev',
  blockExplorer: { name: 'Aurorascan', url: 'https://explorer.testnet.aurora.dev' },
  testnet: true,
});
export const bsc = /* @__PURE__ */ defineEvmNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  rpcUrl: 'https://bsc-dataseed.bnbchain.org',
  blockTime: 750,
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  blockExplorer: { name: 'BscScan', url: 'https://bscscan.com' },
});
export const bscTestnet = /* @__PURE__ */ defineEvmNetwork({
  id: 97,
  name: 'BNB Smart Chain Testnet',
  rpcUrl: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
  nativeCurrency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  blockExplorer: { name: 'BscScan', url: 'https://testnet.bscscan.com' },
  testnet: true,
});
export const avalanche = /* @__PURE__ */ defineEvmNetwork({
  id: 43114,
  name: 'Avalanche',
  rpcUrl: 'https://api.avax.network/ext/bc/C/rpc',
  blockTime: 1_700,
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  blockExplorer: { name: 'SnowTrace', url: 'https://snowtrace.io' },
});
export const avalancheFuji = /* @__PURE__ */ defineEvmNetwork({
  id: 43113,
  name: 'Avalanche Fuji',
  rpcUrl: 'https://api.avax-test.network/ext/bc/C/rpc',
  nativeCurrency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  blockExplorer: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' },
  testnet: true,
});
export const zksync = /* @__PURE__ */ defineEvmNetwork({
  id: 324,
  name: 'ZKsync Era',
  rpcUrl: 'https://mainnet.era.zksync.io',
  blockTime: 200,
  blockExplorer: { name: 'Etherscan', url: 'https://era.zksync.network' },
});
export const zksyncTestnet = /* @__PURE__ */ defineEvmNetwork({
  id: 280,
  name: 'zkSync Era Testnet',
  rpcUrl: 'https://testnet.era.zksync.dev',
  blockExplorer: { name: 'zkExplorer', url: 'https://goerli.explorer.zksync.io' },
  testnet: true,
});
export const gnosis = /* @__PURE__ */ defineEvmNetwork({
  id: 100,
  name: 'Gnosis',
  rpcUrl: 'https://rpc.gnosischain.com',
  blockTime: 5_000,
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  blockExplorer: { name: 'Gnosisscan', url: 'https://gnosisscan.io' },
});
export const base = /* @__PURE__ */ defineEvmNetwork({
  id: 8453,
  name: 'Base',
  rpcUrl: 'https://mainnet.base.org',
  blockTime: 2_000,
  blockExplorer: { name: 'Basescan', url: 'https://basescan.org' },
});
export const baseGoerli = /* @__PURE__ */ defineEvmNetwork({
  id: 84531,
  name: 'Base Goerli',
  rpcUrl: 'https://goerli.base.org',
  blockTime: 2_000,
  nativeCurrency: { ...ether, name: 'Goerli Ether' },
  blockExplorer: { name: 'Basescan', url: 'https://goerli.basescan.org' },
  testnet: true,
});
export const baseSepolia = /* @__PURE__ */ defineEvmNetwork({
  id: 84532,
  name: 'Base Sepolia',
  rpcUrl: 'https://sepolia.base.org',
  blockTime: 2_000,
  nativeCurrency: { ...ether, name: 'Sepolia Ether' },
  blockExplorer: { name: 'Basescan', url: 'https://sepolia.basescan.org' },
  testnet: true,
});
export const zora = /* @__PURE__ */ defineEvmNetwork({
  id: 7777777,
  name: 'Zora',
  rpcUrl: 'https://rpc.zora.energy',
  blockTime: 2_000,
  blockExplorer: { name: 'Explorer', url: 'https://explorer.zora.energy' },
});
export const zoraTestnet = /* @__PURE__ */ defineEvmNetwork({
  id: 999,
  name: 'Zora Goerli Testnet',
  rpcUrl: 'https://testnet.rpc.zora.energy',
  blockTime: 2_000,
  nativeCurrency: { ...ether, name: 'Zora Goerli' },
  blockExplorer: { name: 'Explorer', url: 'https://testnet.explorer.zora.energy' },
  testnet: true,
});
export const fantom = /* @__PURE__ */ defineEvmNetwork({
  id: 250,
  name: 'Fantom',
  rpcUrl: 'https://rpc.ankr.com/fantom',
  nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
  blockExplorer: { name: 'FTMScan', url: 'https://ftmscan.com' },
});
export const kaia = /* @__PURE__ */ defineEvmNetwork({
  id: 8217,
  name: 'Kaia',
  rpcUrl: 'https://public-en.node.kaia.io',
  nativeCurrency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
  blockExplorer: { name: 'KaiaScan', url: 'https://kaiascan.io' },
});

/** The two chains of the local dev stack at their default ports (`npm start` may move them; the demo builds its own from the printed config). */
export const localchainA = /* @__PURE__ */ defineEvmNetwork({
  id: 31337,
  name: 'Localchain A',
  rpcUrl: 'http://127.0.0.1:8545',
  testnet: true,
});
export const localchainB = /* @__PURE__ */ defineEvmNetwork({
  id: 31338,
  name: 'Localchain B',
  rpcUrl: 'http://127.0.0.1:8546',
  testnet: true,
});
