// The public surface: one explicit export list (STYLE #13). Importing it registers <w3m-button>,
// <w3m-connect-button>, <w3m-account-button> and <w3m-network-button>, and nothing more: the
// controllers and <w3m-modal> are chunks that createAppKit loads after the first paint (issue 14
// part 1). An architecture test keeps this module's static imports free of them
// (test/architecture/initial-chunk.node.test.ts).
import './modal/w3m-button.js';
import './modal/w3m-connect-button.js';
import './modal/w3m-account-button.js';
import './modal/w3m-network-button.js';

export { createAppKit, getAppKit } from './client/create-app-kit.js';
export type { AppKit, OpenOptions, PublicState, PublicView, WalletInfo, WalletProviders } from './client/public-api.js';
export type { AppKitAccount, EmbeddedWalletInfo } from './client/public-account.js';
export type { AppKitOptions, AppMetadata, CustomConnectorInput, WalletConnectOptions } from './core/types/options.js';
export { defineEvmNetwork } from './core/types/network.js';
export type { Network, DefineEvmNetworkParameters } from './core/types/network.js';
// Network definitions are data: they live in the `./networks` entry, so this one stays small.
export { defineSolanaNetwork, type DefineSolanaNetworkParameters } from './core/networks/define-solana-network.js';
export type { ViewName } from './core/types/views.js';
export type { ThemeMode, ThemeVariables } from './core/types/theme.js';
export type { Connector, ConnectorType } from './core/types/connector.js';
export {
  $account,
  $chains,
  $network,
  $activeNamespace,
  $isUnsupportedNetwork,
  $requestedNetworks,
  type AccountState,
  type ConnectionStatus,
} from './core/stores/chain-store.js';
export { $modal, type ModalState } from './core/stores/modal-store.js';
export { $theme, type ThemeState } from './core/stores/theme-store.js';
export { $lastEvent, type AppKitEvent, type AppKitEventName } from './core/stores/events-store.js';
export { $connectors } from './core/stores/connectors-store.js';
export { $embeddedWallet } from './core/stores/embedded-wallet-store.js';
export type { Features, ResolvedFeatures } from './core/types/features.js';
export type { WalletListEntry } from './core/types/wallet.js';
export { $features } from './core/stores/features-store.js';
export { $directory, type DirectoryState } from './core/stores/directory-store.js';
export { W3mButton } from './modal/w3m-button.js';
export { W3mConnectButton } from './modal/w3m-connect-button.js';
export { W3mAccountButton } from './modal/w3m-account-button.js';
export { W3mNetworkButton } from './modal/w3m-network-button.js';
// A type only: the element is defined by the modal's chunk, which a value export would pull into this one.
export type { W3mModal } from './modal/w3m-modal.js';
// The English table itself is the `./messages` entry (src/messages.ts): it is not needed to paint a button.
export type { Messages } from './core/messages/en.js';
// The languages `locale` and `setLocale` take (issue 20 part 3). What `setLocale` throws for any other,
// UnsupportedLocaleError, is the `./messages` entry's: a class here would be in the first chunk.
export type { LocaleCode } from './core/messages/locale-codes.js';
export type { UnsupportedLocaleError } from './core/errors/unsupported-locale-error.js';
