// The WalletConnect chunk (issue 15): loaded with import() when the visitor opens a WalletConnect
// wallet or the QR view, or at start when a session is stored. Nothing of it is in the initial chunk.
export { createWalletConnectClient } from './create-walletconnect-client.js';
export { createWalletConnectConnectors } from './create-walletconnect-connectors.js';
export { buildProposalNamespaces } from './build-proposal-namespaces.js';
