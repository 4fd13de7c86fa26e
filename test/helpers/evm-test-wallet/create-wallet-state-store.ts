import type { EvmTestWalletChain } from './types.js';

/** What survives a page reload, as in a browser extension's own storage. */
export interface WalletState {
  granted: boolean;
  chainId?: number;
  /** Chains added with wallet_addEthereumChain. */
  addedChains: EvmTestWalletChain[];
}

/**
 * Reads and writes the wallet's persisted state in localStorage under `storageKey`.
 * Missing or corrupt values read as "nothing granted, nothing added".
 */
export function createWalletStateStore({ storageKey }: { storageKey: string }) {
  return {
    read(): WalletState {
      const empty: WalletState = { granted: false, addedChains: [] };
      let raw: string | null;
      try {
        raw = localStorage.getItem(storageKey);
      } catch {
        return empty; // storage disabled (e.g. sandboxed frame)
      }
      if (!raw) return empty;
      try {
        const parsed: unknown = JSON.parse(raw);
        if (typeof parsed !== 'object' || parsed === null) return empty;
        const value = parsed as Record<string, unknown>;
        return {
          granted: value.granted === true,
          ...(isChainId(value.chainId) ? { chainId: value.chainId } : {}),
          addedChains: Array.isArray(value.addedChains) ? value.addedChains.filter(isChain) : [],
        };
      } catch {
        return empty;
      }
    },
    write(state: WalletState): void {
      try {
        localStorage.setItem(storageKey, JSON.stringify(state));
      } catch {
        // Not persisting is acceptable for a test wallet; the in-memory state stays right.
      }
    },
  };
}

function isChainId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isChain(value: unknown): value is EvmTestWalletChain {
  if (typeof value !== 'object' || value === null) return false;
  const chain = value as Record<string, unknown>;
  return (
    isChainId(chain.id) &&
    typeof chain.rpcUrl === 'string' &&
    (chain.name === undefined || typeof chain.name === 'string')
  );
}
