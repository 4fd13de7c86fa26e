import type { ChainController } from '../core/controllers/chain-controller.js';
import type { ConnectorController } from '../core/controllers/connector-controller.js';
import type { AppKitOptions } from '../core/types/options.js';

/**
 * The Solana chunk (Wallet Standard discovery, connector, web3.js balance reader). Only ever
 * reached through this `import()`, so a dapp without Solana never downloads it.
 */
export const loadSolanaChunk = () => import('../connectors/solana/index.js');

export interface DiscoverSolanaConnectorsParameters {
  options: AppKitOptions;
  connectors: ConnectorController;
  chains: ChainController;
}

/**
 * When the dapp configures a Solana network, loads the Solana chunk and adds a connector for every
 * Wallet Standard Solana wallet, now and as wallets register; a wallet that unregisters is
 * removed. Returns the stop function (safe to call before the chunk has arrived).
 *
 * @example
 * const stop = discoverSolanaConnectors({ options, connectors, chains });
 */
export function discoverSolanaConnectors({
  options,
  connectors,
  chains,
}: DiscoverSolanaConnectorsParameters): () => void {
  const firstSolana = options.networks.find((network) => network.chainNamespace === 'solana');
  if (!firstSolana) return () => {};
  const getChainId = () => chains.getChain('solana')?.activeChainId ?? firstSolana.id;
  let stopped = false;
  let stopWatching: (() => void) | undefined;
  loadSolanaChunk()
    .then(({ watchSolanaWallets, createWalletStandardConnector, toWalletStandardConnectorId }) => {
      if (stopped) return;
      stopWatching = watchSolanaWallets({
        onWallet: (wallet) => connectors.add(createWalletStandardConnector({ wallet, getChainId })),
        onWalletGone: (wallet) => connectors.remove(toWalletStandardConnectorId({ name: wallet.name })),
      });
    })
    .catch((error: unknown) =>
      console.warn('[appkit] Solana wallets are unavailable: the Solana chunk did not load.', error),
    );
  return () => {
    stopped = true;
    stopWatching?.();
  };
}
