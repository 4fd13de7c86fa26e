import { useCallback } from 'react';
import {
  $account,
  $network,
  getAppKit,
  type AccountState,
  type AppKit,
  type Network,
  type OpenOptions,
} from '../src/index.js';
import { useStore } from './use-store.js';

function requireAppKit(hook: string): AppKit {
  const appKit = getAppKit();
  if (!appKit) throw new Error(`${hook}: call createAppKit() before using the AppKit hooks.`);
  return appKit;
}

/**
 * Opens and closes the modal.
 * @example const { open } = useAppKit(); <button onClick={() => open()}>Connect</button>
 */
export function useAppKit(): { open: (options?: OpenOptions) => Promise<void>; close: () => Promise<void> } {
  const open = useCallback((options?: OpenOptions) => requireAppKit('useAppKit').open(options), []);
  const close = useCallback(() => requireAppKit('useAppKit').close(), []);
  return { open, close };
}

export interface UseAppKitAccountReturnType {
  address: string | undefined;
  caipAddress: string | undefined;
  isConnected: boolean;
  status: AccountState['status'];
  balance: string | undefined;
  balanceSymbol: string | undefined;
}

/**
 * The active account.
 * @example const { address, isConnected } = useAppKitAccount()
 */
export function useAppKitAccount(): UseAppKitAccountReturnType {
  const account = useStore($account);
  return {
    address: account.address,
    caipAddress: account.caipAddress,
    isConnected: account.status === 'connected',
    status: account.status,
    balance: account.balance,
    balanceSymbol: account.balanceSymbol,
  };
}

export interface UseAppKitNetworkReturnType {
  caipNetwork: Network | undefined;
  caipNetworkId: string | undefined;
  chainId: number | string | undefined;
  switchNetwork: (network: Network) => Promise<void>;
}

/**
 * The active network and a way to switch.
 * @example const { chainId, switchNetwork } = useAppKitNetwork()
 */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const network = useStore($network);
  const switchNetwork = useCallback((target: Network) => requireAppKit('useAppKitNetwork').switchNetwork(target), []);
  return { caipNetwork: network, caipNetworkId: network?.caipNetworkId, chainId: network?.id, switchNetwork };
}

/**
 * Disconnects the active wallet.
 * @example const { disconnect } = useDisconnect()
 */
export function useDisconnect(): { disconnect: () => Promise<void> } {
  const disconnect = useCallback(() => requireAppKit('useDisconnect').disconnect(), []);
  return { disconnect };
}
