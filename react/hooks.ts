import { useCallback, useMemo } from 'react';
import {
  $account,
  $activeNamespace,
  $chains,
  $connectors,
  $embeddedWallet,
  $lastEvent,
  $modal,
  $network,
  $theme,
  getAppKit,
  type AccountState,
  type AppKit,
  type AppKitAccount,
  type AppKitEvent,
  type ConnectorType,
  type Network,
  type OpenOptions,
  type PublicState,
  type ThemeMode,
  type ThemeVariables,
  type WalletInfo,
} from '../src/index.js';
import { useStore } from './use-store.js';

type ChainNamespace = NonNullable<OpenOptions['namespace']>;

function requireAppKit(hook: string): AppKit {
  const appKit = getAppKit();
  if (!appKit) throw new Error(`${hook}: call createAppKit() before using the AppKit hooks.`);
  return appKit;
}

/** The account of `namespace`, or of the active namespace; re-renders when either changes. */
function useAccountState(namespace: ChainNamespace | undefined): AccountState {
  const chains = useStore($chains);
  const active = useStore($account);
  return namespace ? (chains[namespace]?.account ?? DISCONNECTED) : active;
}

const DISCONNECTED: AccountState = { status: 'disconnected', currentTab: 0 };

/**
 * Opens and closes the modal.
 * @example const { open } = useAppKit(); <button onClick={() => open({ view: 'Networks' })}>Networks</button>
 */
export function useAppKit(): { open: (options?: OpenOptions) => Promise<void>; close: () => Promise<void> } {
  const open = useCallback((options?: OpenOptions) => requireAppKit('useAppKit').open(options), []);
  const close = useCallback(() => requireAppKit('useAppKit').close(), []);
  return { open, close };
}

/** Reown AppKit's account shape (`isConnected`, `embeddedWalletInfo`, …) with our fields (`balance`, `profileName`, …). */
export type UseAppKitAccountReturnType = AppKitAccount;

/**
 * The active account, or `namespace`'s.
 * @example const { address, isConnected, embeddedWalletInfo } = useAppKitAccount({ namespace: 'eip155' })
 */
export function useAppKitAccount({ namespace }: { namespace?: ChainNamespace } = {}): UseAppKitAccountReturnType {
  const account = useAccountState(namespace);
  const embeddedWallet = useStore($embeddedWallet);
  // The stores above re-render; the instance gives AppKit's shape (its code is in the core's chunk).
  return useMemo(() => requireAppKit('useAppKitAccount').getAccount(namespace), [namespace, account, embeddedWallet]);
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

export interface UseAppKitProviderReturnType<Provider> {
  /** The connected wallet's provider (EIP-1193 for `eip155`); undefined while disconnected. */
  walletProvider: Provider | undefined;
  walletProviderType: ConnectorType | undefined;
}

/**
 * The wallet provider of a namespace, to send requests to the connected wallet.
 * @example const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
 */
export function useAppKitProvider<Provider = unknown>(
  namespace: ChainNamespace,
): UseAppKitProviderReturnType<Provider> {
  const account = useAccountState(namespace);
  const connectors = useStore($connectors);
  const connector =
    account.status === 'connected' ? connectors.find((candidate) => candidate.id === account.connectorId) : undefined;
  return { walletProvider: connector?.provider as Provider | undefined, walletProviderType: connector?.type };
}

/**
 * The modal's public state (Reown AppKit's `useAppKitState`).
 * @example const { open, initialized, selectedNetworkId } = useAppKitState()
 */
export function useAppKitState(): PublicState {
  const modal = useStore($modal);
  const activeChain = useStore($activeNamespace);
  const network = useStore($network);
  return useMemo(
    () => ({
      open: modal.open,
      loading: modal.loading,
      initialized: modal.initialized,
      activeChain,
      selectedNetworkId: network?.caipNetworkId,
    }),
    [modal, activeChain, network],
  );
}

/**
 * The last event the modal tracked (`MODAL_OPEN`, `CONNECT_SUCCESS`, …); undefined before the first.
 * @example const event = useAppKitEvents(); useEffect(() => log(event?.data.event), [event])
 */
export function useAppKitEvents(): AppKitEvent | undefined {
  return useStore($lastEvent);
}

export interface UseAppKitThemeReturnType {
  themeMode: ThemeMode;
  themeVariables: ThemeVariables;
  setThemeMode: (themeMode: ThemeMode) => void;
  setThemeVariables: (themeVariables: ThemeVariables) => void;
}

/**
 * The theme, and setters that change it everywhere (modal and buttons).
 * @example const { themeMode, setThemeMode } = useAppKitTheme(); setThemeMode(themeMode === 'dark' ? 'light' : 'dark')
 */
export function useAppKitTheme(): UseAppKitThemeReturnType {
  const { themeMode, themeVariables } = useStore($theme);
  const setThemeMode = useCallback((mode: ThemeMode) => requireAppKit('useAppKitTheme').setThemeMode(mode), []);
  const setThemeVariables = useCallback(
    (variables: ThemeVariables) => requireAppKit('useAppKitTheme').setThemeVariables(variables),
    [],
  );
  return { themeMode, themeVariables, setThemeMode, setThemeVariables };
}

/**
 * The connected wallet's name and icon; undefined while disconnected.
 * @example const { walletInfo } = useWalletInfo(); walletInfo?.name // 'MetaMask'
 */
export function useWalletInfo({ namespace }: { namespace?: ChainNamespace } = {}): {
  walletInfo: WalletInfo | undefined;
} {
  const account = useAccountState(namespace);
  return { walletInfo: account.status === 'connected' ? account.connectedWalletInfo : undefined };
}

/**
 * Disconnects a namespace's wallet, or every connected one.
 * @example const { disconnect } = useDisconnect(); disconnect({ namespace: 'solana' })
 */
export function useDisconnect(): { disconnect: (options?: { namespace?: ChainNamespace }) => Promise<void> } {
  const disconnect = useCallback(
    (options: { namespace?: ChainNamespace } = {}) => requireAppKit('useDisconnect').disconnect(options.namespace),
    [],
  );
  return { disconnect };
}
