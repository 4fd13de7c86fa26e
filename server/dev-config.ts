import { devAccounts, type DevAccount } from './dev-accounts.js';
import { solanaDevKeypairs, type SolanaDevKeypair } from './chains/solana/dev-keypairs.js';
import { LOCAL_SOLANA_CAIP_NETWORK_ID, LOCAL_SOLANA_GENESIS_HASH } from './chains/solana/local-solana-cluster.js';
import { DEV_SPL_TOKEN } from './chains/solana/dev-spl-token.js';
import type { SplTokenInfo } from '../src/core/protocol/spl-token.js';
import { relayUrlOf, wcWalletUrl } from './wc-wallet/wc-test-wallet.js';
import type { DevExchange } from './chains/dev-exchange.js';
import { DEFAULT_NAME_ZONE, NAME_SUFFIXES } from '../src/core/protocol/names-api.js';

// The shape handed to the demo page and the chain tests as window.__APPKIT_DEV__. Other code
// (test wallet, demo dapp) reads it, so change it only together with them.

export interface DevChain {
  id: number;
  name: string;
  rpcUrl: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  token: { address: `0x${string}`; symbol: string; decimals: number };
  /** ERC-4337 on this chain (issue 17) and the server's bundler for it. */
  accountAbstraction: DevAccountAbstraction & { bundlerUrl: string };
  /** The local Uniswap V2 exchange and its tokens (issue 19), server/chains/deploy-exchange.ts. */
  exchange: DevExchange;
}
/** What server/chains/deploy-account-abstraction.ts puts on a local chain, at the same addresses every run. */
export interface DevAccountAbstraction {
  /** 0x0000000071727De22E5E9d8BAf0edAc6f37da032, viem's `entryPoint07Address` (LocalAccount's entry point). */
  entryPoint07: `0x${string}`;
  /** 0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108, viem's `entryPoint08Address`. */
  entryPoint08: `0x${string}`;
  /** LocalAccountFactory, for viem's `toSoladySmartAccount({ factoryAddress })`; the salt must start with the owner. */
  accountFactory: `0x${string}`;
}
/** The local Solana endpoint: a SHIM (LiteSVM behind JSON-RPC), see server/chains/solana/. */
export interface DevSolana {
  name: string;
  rpcUrl: string;
  /** The shim's WebSocket (RPC port + 1, where web3.js looks by default). */
  wsUrl: string;
  /** `solana:` + the first 32 characters of the genesis hash. */
  caipNetworkId: `solana:${string}`;
  genesisHash: string;
  /** Funded with 100 SOL each; public test keys. */
  devKeypairs: SolanaDevKeypair[];
  /**
   * The cluster's SPL tokens (issue 20 part 6): USDL, "Local USD", 6 decimals, at a fixed mint; each
   * dev keypair holds 1000 in its associated token account from genesis; #0 is the mint authority.
   */
  tokens: SplTokenInfo[];
}
/** WalletConnect on the dev stack (issue 15): the server's relay and the test wallet page. */
export interface DevWalletConnect {
  /** `ws://<server host>/relay` (server/relay/). */
  relayUrl: string;
  /** The dev-only test wallet page on the server, `{server}/dev/wc-wallet/` (server/wc-wallet/). */
  testWalletUrl: string;
}
/** The name service on the dev stack (issue 18, server/names/). */
export interface DevNames {
  /** The zone names are registered in: `{label}.{zone}`. */
  zone: string;
  /** Suffixes the modal treats as the service's: `.{zone}` and the legacy `.wcn.id`. */
  suffixes: string[];
  /** Where `/v1/profile/*` and `/v1/identity/*` are served: the reference server. */
  apiBase: string;
}
export interface DevConfig {
  projectId: string;
  serverUrl: string;
  demoUrl: string;
  chains: DevChain[];
  devAccounts: DevAccount[];
  solana: DevSolana;
  walletConnect: DevWalletConnect;
  names: DevNames;
}

export const DEV_PROJECT_ID = 'demo-project';
/** A seeded dev project whose only allowed origin is https://dapp.example (server/data/dev-projects.json): the demo page's origin is refused (APKT002). */
export const DEV_RESTRICTED_PROJECT_ID = 'demo-restricted';

/** The two local chains: A is the default, B exists for network switching. */
export const devChainSpecs = [
  { key: 'chainA', id: 31337, name: 'Localchain A' },
  { key: 'chainB', id: 31338, name: 'Localchain B' },
] as const;

export const DEV_TOKEN = { symbol: 'DEV', decimals: 18 } as const;
const NATIVE_ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const;

export interface BuildDevConfigParameters {
  serverUrl: string;
  demoUrl: string;
  chains: Array<{
    id: number;
    name: string;
    rpcUrl: string;
    tokenAddress: `0x${string}`;
    accountAbstraction: DevAccountAbstraction;
    exchange: DevExchange;
  }>;
  solana: { rpcUrl: string; wsUrl: string };
  /** The server's name zone; defaults to reown.id. */
  nameZone?: string;
}

/** Name of the local Solana cluster in the demo and the printed URLs. */
export const DEV_SOLANA_NAME = 'Solana Localnet';

/**
 * @example
 * buildDevConfig({ serverUrl, demoUrl, chains: [{ id: 31337, name: 'Localchain A', rpcUrl, tokenAddress, accountAbstraction }], solana: { rpcUrl, wsUrl } });
 */
export function buildDevConfig({
  serverUrl,
  demoUrl,
  chains,
  solana,
  nameZone = DEFAULT_NAME_ZONE,
}: BuildDevConfigParameters): DevConfig {
  return {
    projectId: DEV_PROJECT_ID,
    serverUrl,
    demoUrl,
    chains: chains.map(({ id, name, rpcUrl, tokenAddress, accountAbstraction, exchange }) => ({
      id,
      name,
      rpcUrl,
      nativeCurrency: { ...NATIVE_ETHER },
      token: { address: tokenAddress, ...DEV_TOKEN },
      accountAbstraction: {
        ...accountAbstraction,
        bundlerUrl: `${serverUrl}/v1/bundler?chainId=eip155:${id}&projectId=${DEV_PROJECT_ID}`,
      },
      exchange: { ...exchange, tokens: exchange.tokens.map((token) => ({ ...token })) },
    })),
    devAccounts: devAccounts.map((account) => ({ ...account })),
    solana: {
      name: DEV_SOLANA_NAME,
      rpcUrl: solana.rpcUrl,
      wsUrl: solana.wsUrl,
      caipNetworkId: LOCAL_SOLANA_CAIP_NETWORK_ID,
      genesisHash: LOCAL_SOLANA_GENESIS_HASH,
      devKeypairs: solanaDevKeypairs.map(({ publicKey, secretKey }) => ({ publicKey, secretKey: [...secretKey] })),
      tokens: [{ ...DEV_SPL_TOKEN }],
    },
    walletConnect: { relayUrl: relayUrlOf({ serverUrl }), testWalletUrl: wcWalletUrl({ serverUrl }) },
    names: {
      zone: nameZone,
      // The legacy suffix always names the same labels (SPEC §9).
      suffixes: [...new Set([`.${nameZone}`, ...NAME_SUFFIXES.filter((suffix) => suffix !== `.${DEFAULT_NAME_ZONE}`)])],
      apiBase: serverUrl,
    },
  };
}
