import {
  ProviderDisconnectedError,
  ProviderRpcError,
  UnauthorizedProviderError,
  UnrecognizedChainError,
  UnsupportedProviderMethodError,
} from '../../core/errors/provider-rpc-error.js';
import { createNamespaceState, type NamespaceState } from './create-namespace-state.js';
import { fetchJsonRpc } from './fetch-json-rpc.js';
import { isRequestApproved } from './session-namespaces.js';
import type { WalletConnectClient } from './walletconnect-types.js';

type Listener = (...arguments_: unknown[]) => void;

export interface WalletConnectEip1193Provider {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: Listener): WalletConnectEip1193Provider;
  removeListener(event: string, listener: Listener): WalletConnectEip1193Provider;
}

export interface CreateWalletConnectEip1193ProviderParameters {
  client: WalletConnectClient;
  /** The read RPC URL of a chain (CAIP-2), e.g. the RPC proxy's; undefined when the dapp has none. */
  rpcUrl: (caipNetworkId: string) => string | undefined;
  /** The eip155 view of the session; a provider of its own makes one. */
  state?: NamespaceState;
}

/** Methods only the wallet can answer: they sign, send or change the wallet. */
const isWalletMethod = (method: string) =>
  method.startsWith('wallet_') ||
  method.startsWith('eth_sign') ||
  ['personal_sign', 'eth_sendTransaction', 'eth_signTransaction'].includes(method);

const toHex = (value: number) => `0x${value.toString(16)}`;

/**
 * The WalletConnect session as an EIP-1193 provider (usable by viem's `custom` transport).
 * Accounts and the chain id are answered from the session; `wallet_switchEthereumChain` to a
 * chain the session grants asks the wallet, then emits `chainChanged`; signing and sending go to
 * the wallet as `wc_sessionRequest`; reads (`eth_call`, `eth_getBalance`, `eth_blockNumber`, …) go
 * to the chain's RPC URL. `accountsChanged`, `chainChanged` and `disconnect` follow the session's
 * events.
 *
 * @example
 * const provider = createWalletConnectEip1193Provider({ client, rpcUrl: (id) => rpcUrls[id] });
 * const walletClient = createWalletClient({ transport: custom(provider) });
 */
export function createWalletConnectEip1193Provider({
  client,
  rpcUrl,
  state = createNamespaceState({ client, namespace: 'eip155' }),
}: CreateWalletConnectEip1193ProviderParameters): WalletConnectEip1193Provider {
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, value: unknown) => listeners.get(event)?.forEach((listener) => listener(value));
  state.subscribe((event) => {
    if (event.type === 'accountsChanged') emit('accountsChanged', event.accounts);
    else if (event.type === 'chainChanged') emit('chainChanged', toHex(Number(event.chainId)));
    else emit('disconnect', new ProviderDisconnectedError());
  });

  function currentChain(): { caip: string; id: number } {
    const caip = state.chainId();
    if (!caip || !client.getSession()) throw new ProviderDisconnectedError();
    return { caip, id: Number(caip.split(':')[1]) };
  }

  async function switchChain(params: unknown) {
    const [target] = (Array.isArray(params) ? params : []) as Array<{ chainId?: unknown }>;
    const id = Number(target?.chainId);
    if (!Number.isSafeInteger(id) || id <= 0)
      throw new ProviderRpcError({ code: -32602, shortMessage: 'Invalid chainId' });
    const from = currentChain();
    const caip = `eip155:${id}`;
    if (!state.chains().includes(caip)) throw new UnrecognizedChainError({ details: caip });
    if (id === from.id) return null;
    const namespaces = client.getSession()?.namespaces ?? {};
    if (isRequestApproved({ namespaces, chainId: from.caip, method: 'wallet_switchEthereumChain' }))
      await client.request({
        chainId: from.caip,
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: toHex(id) }],
      });
    state.setChainId(caip);
    return null;
  }

  const provider: WalletConnectEip1193Provider = {
    async request({ method, params }) {
      switch (method) {
        case 'eth_chainId':
          return toHex(currentChain().id);
        case 'net_version':
          return String(currentChain().id);
        case 'eth_accounts':
          return state.addresses();
        case 'eth_requestAccounts': {
          // Never a prompt: the accounts are the ones the wallet granted when it approved the session.
          const addresses = state.addresses();
          if (!addresses.length)
            throw new UnauthorizedProviderError({ details: 'Connect a wallet with WalletConnect first' });
          return addresses;
        }
        case 'wallet_switchEthereumChain':
          return switchChain(params);
      }
      const { caip } = currentChain();
      const url = isWalletMethod(method) ? undefined : rpcUrl(caip);
      if (url) return fetchJsonRpc({ url, method, params });
      const namespaces = client.getSession()?.namespaces ?? {};
      if (!isWalletMethod(method) && !isRequestApproved({ namespaces, chainId: caip, method }))
        throw new UnsupportedProviderMethodError({ details: method });
      return client.request({ chainId: caip, method, params });
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  return provider;
}
