// The Solana chunk: Wallet Standard discovery, the connector and the balance reader. Loaded only
// through `import()` from src/client when the dapp configures a Solana network, so neither
// @wallet-standard/app nor @solana/web3.js is in the initial chunk.
export { watchSolanaWallets, type WatchSolanaWalletsParameters } from './watch-solana-wallets.js';
export {
  createWalletStandardConnector,
  toWalletStandardConnectorId,
  type CreateWalletStandardConnectorParameters,
} from './create-wallet-standard-connector.js';
export { isSolanaWallet } from './is-solana-wallet.js';
export { readSolanaBalance } from './read-solana-balance.js';
export { toWalletStandardChain, type WalletStandardSolanaChain } from './to-wallet-standard-chain.js';
