export { createEvmTestWallet } from './create-evm-test-wallet.js';
export { installEvmTestWallet } from './install-evm-test-wallet.js';
export { renderTestWalletPanel } from './render-test-wallet-panel.js';
export { ProviderRpcError } from './provider-rpc-error.js';
export type {
  CreateEvmTestWalletOptions,
  DevAccount,
  DevChain,
  DevConfig,
  DevSolana,
  EIP6963ProviderInfo,
  EvmTestWallet,
  EvmTestWalletChain,
  EvmTestWalletProvider,
  InstallEvmTestWalletOptions,
  InstalledEvmTestWallet,
  ProviderEventMap,
  RequestArguments,
  RequestLogEntry,
  WalletMode,
} from './types.js';
