// React layer: wrappers and hooks over the same stores; no business logic (DESIGN §3).
export { W3mButton, W3mModal, W3mNetworkButton } from './components.js';
export { useAppKit, useAppKitAccount, useAppKitNetwork, useDisconnect } from './hooks.js';
export type { UseAppKitAccountReturnType, UseAppKitNetworkReturnType } from './hooks.js';
export { createAppKit } from '../src/index.js';
