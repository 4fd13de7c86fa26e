import type { Connector, ConnectorEvent, ConnectorType, ConnectResult } from '../../core/types/connector.js';
import { AccountNotFoundError } from '../../core/errors/connector-errors.js';
import type { Eip1193Provider } from './eip1193.js';

export interface CreateEip1193ConnectorParameters {
  id: string;
  name: string;
  type: Extract<ConnectorType, 'ANNOUNCED' | 'INJECTED' | 'EXTERNAL'>;
  provider: Eip1193Provider;
  imageUrl?: string;
  rdns?: string;
}

const loadWalletActions = () => import('./evm-wallet-actions.js');

/**
 * A connector over any EIP-1193 provider: announced (EIP-6963), legacy injected, or one the dapp
 * supplies. Wallet errors pass through with their EIP-1193 codes.
 * @example createEip1193Connector({ id: 'injected', name: 'Browser Wallet', type: 'INJECTED', provider: window.ethereum })
 */
export function createEip1193Connector(parameters: CreateEip1193ConnectorParameters): Connector {
  const { id, name, type, provider, imageUrl, rdns } = parameters;
  return {
    id,
    name,
    type,
    chain: 'eip155',
    ...(imageUrl ? { imageUrl } : {}),
    ...(rdns ? { info: { rdns } } : {}),
    provider,
    async connect(): Promise<ConnectResult> {
      const actions = await loadWalletActions();
      const [address] = await actions.requestWalletAccounts({ provider });
      if (!address) throw new AccountNotFoundError();
      return { address, chainId: await actions.readWalletChainId({ provider }) };
    },
    async getAccounts() {
      return (await loadWalletActions()).readWalletAccounts({ provider });
    },
    async getChainId() {
      return (await loadWalletActions()).readWalletChainId({ provider });
    },
    async switchNetwork({ network }) {
      await (await loadWalletActions()).switchWalletChain({ provider, network });
    },
    async disconnect() {
      await (await loadWalletActions()).revokeWalletPermissions({ provider }).catch(() => undefined);
    },
    subscribe(listener) {
      return subscribeToProvider({ provider, listener });
    },
  };
}

function subscribeToProvider({
  provider,
  listener,
}: {
  provider: Eip1193Provider;
  listener: (event: ConnectorEvent) => void;
}): () => void {
  const onAccounts = (accounts: readonly string[]) =>
    listener({ type: 'accountsChanged', accounts: Array.isArray(accounts) ? accounts : [] });
  const onChain = (chainId: string | number) => listener({ type: 'chainChanged', chainId: Number(chainId) });
  const onDisconnect = () => listener({ type: 'disconnect' });
  provider.on?.('accountsChanged', onAccounts);
  provider.on?.('chainChanged', onChain);
  provider.on?.('disconnect', onDisconnect);
  return () => {
    provider.removeListener?.('accountsChanged', onAccounts);
    provider.removeListener?.('chainChanged', onChain);
    provider.removeListener?.('disconnect', onDisconnect);
  };
}
