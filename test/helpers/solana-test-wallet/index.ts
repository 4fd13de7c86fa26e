export { createSolanaTestWallet } from './create-solana-test-wallet.js';
export { installSolanaTestWallet } from './install-solana-test-wallet.js';
export { renderSolanaTestWalletPanel } from './render-solana-test-wallet-panel.js';
export { ed25519Verify } from './ed25519-sign.js';
export type {
  CreateSolanaTestWalletOptions,
  SolanaRequestLogEntry,
  SolanaTestWallet,
  SolanaWalletMode,
} from './types.js';
