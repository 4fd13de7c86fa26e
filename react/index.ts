// React layer: wrappers and hooks over the same stores; no business logic (DESIGN §3).
export { W3mAccountButton, W3mButton, W3mConnectButton, W3mModal, W3mNetworkButton } from './components.js';
export {
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from './hooks.js';
export type {
  UseAppKitAccountReturnType,
  UseAppKitNetworkReturnType,
  UseAppKitProviderReturnType,
  UseAppKitThemeReturnType,
} from './hooks.js';
export { createAppKit } from '../src/index.js';
