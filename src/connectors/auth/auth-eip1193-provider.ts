import { ProviderRpcError, UnauthorizedProviderError } from '../../core/errors/provider-rpc-error.js';
import type { FrameAuthClient } from './create-frame-auth-client.js';

type Listener = (...arguments_: unknown[]) => void;

export interface AuthEip1193Provider {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>;
  on(event: string, listener: Listener): AuthEip1193Provider;
  removeListener(event: string, listener: Listener): AuthEip1193Provider;
  /** Called by the connector when the frame's account or network changes. */
  emit(event: 'accountsChanged' | 'chainChanged' | 'disconnect', value?: unknown): void;
}

export interface CreateAuthEip1193ProviderParameters {
  client: FrameAuthClient;
  /** The embedded wallet's EVM address, undefined while signed out. */
  getAddress(): string | undefined;
  /** The EVM chain id the frame is on. */
  getChainId(): number;
  setChainId(chainId: number): void;
}

/**
 * The embedded wallet as an EIP-1193 provider, usable as it is by viem's `custom` transport and
 * wagmi's `injected` connector. Accounts and the chain id are answered here; a chain switch goes
 * to the frame (SWITCH_NETWORK); every other call goes to the frame, which forwards reads and
 * asks the visitor before signing.
 *
 * @example
 * const walletClient = createWalletClient({ transport: custom(appKit.getWalletProvider()) });
 */
export function createAuthEip1193Provider({
  client,
  getAddress,
  getChainId,
  setChainId,
}: CreateAuthEip1193ProviderParameters): AuthEip1193Provider {
  const listeners = new Map<string, Set<Listener>>();
  const provider: AuthEip1193Provider = {
    async request({ method, params }) {
      const address = getAddress();
      switch (method) {
        case 'eth_chainId':
          return `0x${getChainId().toString(16)}`;
        case 'eth_accounts':
          return address ? [address] : [];
        case 'eth_requestAccounts':
          if (!address)
            throw new UnauthorizedProviderError({ details: 'Sign in with email or a social account first' });
          return [address];
        case 'wallet_switchEthereumChain': {
          const [target] = (Array.isArray(params) ? params : []) as Array<{ chainId?: string }>;
          const chainId = Number(target?.chainId);
          if (!Number.isSafeInteger(chainId) || chainId <= 0)
            throw new ProviderRpcError({ code: -32602, shortMessage: 'Invalid chainId' });
          await client.switchNetwork({ chainId: `eip155:${chainId}` });
          if (chainId !== getChainId()) {
            setChainId(chainId);
            provider.emit('chainChanged', `0x${chainId.toString(16)}`);
          }
          return null;
        }
        default:
          if (!address) throw new UnauthorizedProviderError();
          return client.rpc({ namespace: 'eip155', chainId: `eip155:${getChainId()}`, method, params });
      }
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener));
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
    emit(event, value) {
      for (const listener of listeners.get(event) ?? []) listener(value);
    },
  };
  return provider;
}
