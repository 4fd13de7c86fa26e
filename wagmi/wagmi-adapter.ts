import { createConfig, http, type Config, type CreateConfigParameters, type Transport } from '@wagmi/core';
import type { Chain } from 'viem';
import { AUTH_CONNECTOR_IDS } from '../src/core/constants.js';
import { WALLETCONNECT_CONNECTOR_IDS } from '../src/core/walletconnect-constants.js';
import type { AdapterHost, AppKitAdapter } from '../src/core/types/adapter.js';
import type { Network } from '../src/core/types/network.js';
import { resolveRpcUrl } from '../src/core/utils/resolve-rpc-url.js';
import { createModalConnector } from './create-modal-connector.js';
import { createModalLink } from './modal-link.js';
import { readStoredEvmConnector } from './read-stored-evm-connector.js';
import { syncWagmiWithModal } from './sync-wagmi-with-modal.js';
import { toWagmiChain } from './to-wagmi-chain.js';

export interface WagmiAdapterParameters {
  /** The dapp's networks, as given to `createAppKit`; the EVM ones become wagmi's `chains`. */
  networks: readonly Network[];
  /** The project id, as given to `createAppKit` (the RPC proxy's reads carry it). */
  projectId: string;
  /**
   * wagmi transports by chain id. Without one, a chain reads from `customRpcUrls`, else the RPC
   * proxy (`rpcProxyUrl`), else the network's own URL: as the modal does.
   */
  transports?: Record<number, Transport>;
  /** As `createAppKit`'s `customRpcUrls`: RPC URLs per CAIP-2 id, used as they are. */
  customRpcUrls?: Readonly<Record<string, readonly string[]>>;
  /** As `createAppKit`'s `rpcProxyUrl`. */
  rpcProxyUrl?: string;
  ssr?: CreateConfigParameters['ssr'];
  storage?: CreateConfigParameters['storage'];
  syncConnectedChain?: CreateConfigParameters['syncConnectedChain'];
  pollingInterval?: number;
  cacheTime?: number;
}

/**
 * wagmi for the modal, with Reown AppKit's shape (issue 20 part 2): pass it to `createAppKit` as
 * `adapters: [wagmiAdapter]` and `wagmiAdapter.wagmiConfig` to `<WagmiProvider>`. The config's
 * connectors are the modal's own EVM connectors (announced and injected wallets, the embedded
 * wallet, WalletConnect), each over its EIP-1193 provider; wagmi's state follows the modal's
 * connection and wagmi's connect, switchChain and disconnect go through the modal.
 *
 * @example
 * const wagmiAdapter = new WagmiAdapter({ networks, projectId });
 * createAppKit({ adapters: [wagmiAdapter], networks, projectId, metadata });
 * // <WagmiProvider config={wagmiAdapter.wagmiConfig}>…</WagmiProvider>
 */
export class WagmiAdapter implements AppKitAdapter {
  readonly namespace = 'eip155' as const;
  /** The EVM networks of `networks`. */
  readonly networks: readonly Network[];
  readonly projectId: string;
  /** A @wagmi/core 3 config (`createConfig`), for `<WagmiProvider config>` and wagmi's actions. */
  readonly wagmiConfig: Config;
  private readonly link = createModalLink();

  constructor(parameters: WagmiAdapterParameters) {
    const { networks, projectId, transports = {}, customRpcUrls, rpcProxyUrl, ...configOptions } = parameters;
    const evmNetworks = networks.filter((network) => network.chainNamespace === 'eip155');
    const [first, ...rest] = evmNetworks.map(toWagmiChain);
    if (!first) throw new Error('WagmiAdapter needs at least one EVM network in `networks`.');
    this.networks = evmNetworks;
    this.projectId = projectId;
    const chains: readonly [Chain, ...Chain[]] = [first, ...rest];
    const stored = readStoredEvmConnector();
    this.wagmiConfig = createConfig({
      ...configOptions,
      chains,
      transports: Object.fromEntries(
        evmNetworks.map((network) => [
          Number(network.id),
          transports[Number(network.id)] ?? http(resolveRpcUrl({ network, projectId, rpcProxyUrl, customRpcUrls })),
        ]),
      ),
      // wagmi's own EIP-6963 discovery would add its `injected` connectors: the modal's are the ones.
      multiInjectedProviderDiscovery: false,
      // The wallet the modal will restore, so wagmi's reconnect on mount waits for it; the others
      // arrive as the modal discovers them.
      connectors: stored
        ? [createModalConnector({ identity: { ...stored, type: typeOfStored(stored.id) }, link: this.link })]
        : [],
    });
  }

  /** Called by `createAppKit`: follows that app's modal from its core's start until its `destroy`. */
  attach(host: AdapterHost): () => void {
    this.link.attach(host);
    let stopped = false;
    let stopSync: (() => void) | undefined;
    void host.controllers.then((controllers) => {
      if (!stopped) stopSync = syncWagmiWithModal({ config: this.wagmiConfig, host, controllers, link: this.link });
    });
    return () => {
      stopped = true;
      stopSync?.();
      this.link.detach();
    };
  }
}

function typeOfStored(id: string) {
  if (id === AUTH_CONNECTOR_IDS.eip155) return 'AUTH' as const;
  if (id === WALLETCONNECT_CONNECTOR_IDS.eip155) return 'WALLET_CONNECT' as const;
  return 'ANNOUNCED' as const;
}
