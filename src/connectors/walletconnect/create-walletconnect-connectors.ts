import { WALLETCONNECT_CONNECTOR_IDS } from '../../core/walletconnect-constants.js';
import { AccountNotFoundError } from '../../core/errors/connector-errors.js';
import { UnrecognizedChainError } from '../../core/errors/provider-rpc-error.js';
import type { Connector } from '../../core/types/connector.js';
import { createNamespaceState, type WalletConnectNamespace } from './create-namespace-state.js';
import { readPeerWalletInfo } from './peer-wallet-info.js';
import { createWalletConnectEip1193Provider } from './walletconnect-eip1193-provider.js';
import { createWalletConnectSolanaWallet } from './walletconnect-solana-wallet.js';
import { createWalletConnectStorage, type KeyValueStorage } from './walletconnect-storage.js';
import type { WalletConnectClient } from './walletconnect-types.js';

export const WALLETCONNECT_CONNECTOR_NAME = 'WalletConnect';

export interface CreateWalletConnectConnectorsParameters {
  client: WalletConnectClient;
  /** The read RPC URL of a network (CAIP-2), for the EIP-1193 provider's reads. */
  rpcUrl: (caipNetworkId: string) => string | undefined;
  /** Where each namespace's chain of the session is remembered across reloads (defaults to localStorage, like the client). */
  storage?: KeyValueStorage;
}

/**
 * The WalletConnect session as one connector per namespace (type WALLET_CONNECT, ids
 * `walletConnect` and `walletConnect:solana`). `connect` never prompts: the wallet approved the
 * session in the ConnectingWalletConnect view, so it returns the session's account for the
 * namespace (AccountNotFoundError when the session has none), on the requested chain when the
 * session grants it, else on the session's first. After a reload, `getChainId` is the chain the
 * session was on (the wallet's last chainChanged), remembered in `storage`. `disconnect` ends the
 * session once and both namespaces hear 'disconnect'. `getWalletInfo` names the wallet behind the
 * session (its own name and a safe icon), which Account shows instead of "WalletConnect".
 *
 * @example
 * const { eip155, solana } = createWalletConnectConnectors({ client, rpcUrl: (id) => rpcUrls[id] });
 * const { address } = await eip155.connect({ chainId: 1 });
 */
export function createWalletConnectConnectors({
  client,
  rpcUrl,
  storage = globalThis.localStorage,
}: CreateWalletConnectConnectorsParameters): Record<WalletConnectNamespace, Connector> {
  const store = createWalletConnectStorage({ storage });
  function create(namespace: WalletConnectNamespace): Connector {
    const state = createNamespaceState({ client, namespace, store });
    const evmProvider =
      namespace === 'eip155' ? createWalletConnectEip1193Provider({ client, rpcUrl, state }) : undefined;
    const provider = evmProvider ?? createWalletConnectSolanaWallet({ client, state });
    const chainValue = () => {
      const reference = (state.chainId() ?? '').split(':')[1] ?? '';
      return namespace === 'eip155' ? Number(reference) : reference;
    };
    return {
      id: WALLETCONNECT_CONNECTOR_IDS[namespace],
      name: WALLETCONNECT_CONNECTOR_NAME,
      type: 'WALLET_CONNECT',
      chain: namespace,
      provider,
      getWalletInfo: () => readPeerWalletInfo({ session: client.getSession() }),
      async connect({ chainId }) {
        const requested = `${namespace}:${chainId ?? ''}`;
        const chains = state.chains();
        const target = chains.includes(requested) ? requested : chains[0];
        if (target) state.setChainId(target);
        const [address] = state.addresses();
        if (!address) throw new AccountNotFoundError({ details: namespace });
        return { address, chainId: chainValue() };
      },
      async getAccounts() {
        return state.addresses();
      },
      async getChainId() {
        return chainValue();
      },
      async switchNetwork({ network }) {
        if (evmProvider) {
          await evmProvider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${Number(network.id).toString(16)}` }],
          });
          return;
        }
        // A Solana request names its cluster, so there is nothing to ask the wallet.
        if (!state.chains().includes(network.caipNetworkId))
          throw new UnrecognizedChainError({ details: network.caipNetworkId });
        state.setChainId(network.caipNetworkId);
      },
      async disconnect() {
        await client.disconnect();
      },
      subscribe: (listener) => state.subscribe(listener),
    };
  }
  return { eip155: create('eip155'), solana: create('solana') };
}
