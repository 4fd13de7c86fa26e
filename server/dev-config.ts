import { devAccounts } from './dev-accounts.js';

// The shape handed to the demo page and the chain tests as window.__APPKIT_DEV__. Other code
// (test wallet, demo dapp) reads it, so change it only together with them.

export interface DevChain {
  id: number;
  name: string;
  rpcUrl: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  token: { address: `0x${string}`; symbol: string; decimals: number };
}
export interface DevAccount {
  address: `0x${string}`;
  privateKey: `0x${string}`;
}
export interface DevConfig {
  projectId: string;
  serverUrl: string;
  demoUrl: string;
  chains: DevChain[];
  devAccounts: DevAccount[];
}

export const DEV_PROJECT_ID = 'demo-project';

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
  chains: Array<{ id: number; name: string; rpcUrl: string; tokenAddress: `0x${string}` }>;
}

/**
 * @example
 * buildDevConfig({ serverUrl, demoUrl, chains: [{ id: 31337, name: 'Localchain A', rpcUrl, tokenAddress }] });
 */
export function buildDevConfig({ serverUrl, demoUrl, chains }: BuildDevConfigParameters): DevConfig {
  return {
    projectId: DEV_PROJECT_ID,
    serverUrl,
    demoUrl,
    chains: chains.map(({ id, name, rpcUrl, tokenAddress }) => ({
      id,
      name,
      rpcUrl,
      nativeCurrency: { ...NATIVE_ETHER },
      token: { address: tokenAddress, ...DEV_TOKEN },
    })),
    devAccounts: devAccounts.map((account) => ({ ...account })),
  };
}
