import type { AdapterControllers } from '../src/core/types/adapter.js';
import { ChainNotConfiguredError, ProviderNotFoundError, createConnector } from '@wagmi/core';
import { SwitchChainError, UserRejectedRequestError, getAddress, type Address } from 'viem';
import type { ConnectorType } from '../src/core/types/connector.js';
import type { ModalLink } from './modal-link.js';

/** What wagmi shows of a modal connector (`useConnection().connector`). */
export interface ModalConnectorIdentity {
  /** The modal connector's id: the rdns of an announced wallet, `ID_AUTH`, `walletConnect`, … */
  id: string;
  name: string;
  type: ConnectorType;
  icon?: string;
  rdns?: string;
}

/** The EIP-1193 surface a modal connector's provider offers (wagmi's `getProvider()`). */
export interface ModalEip1193Provider {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>;
}

/** wagmi's connector `type` for each kind of modal connector. */
const WAGMI_TYPES: Record<ConnectorType, string> = {
  ANNOUNCED: 'injected',
  INJECTED: 'injected',
  EXTERNAL: 'external',
  AUTH: 'embeddedWallet',
  WALLET_CONNECT: 'walletConnect',
  MULTI_CHAIN: 'injected',
};

/**
 * A wagmi connector that is one of the modal's EVM connectors, by id: connecting, switching and
 * disconnecting go through the modal's controllers (so the modal shows them and its state
 * changes first), requests go to that connector's own EIP-1193 provider. It never prompts for a
 * connection the modal already has: wagmi's `connect` and `reconnect` of a wallet the visitor
 * connected in the modal only read it.
 *
 * @example
 * const connector = config._internal.connectors.setup(createModalConnector({ identity, link }));
 */
export function createModalConnector({ identity, link }: { identity: ModalConnectorIdentity; link: ModalLink }) {
  const { id } = identity;
  const account = (controllers: AdapterControllers) => controllers.chains.getAccount('eip155');
  /** The modal's EVM address when this connector is the one connected. */
  const connectedAddress = (controllers: AdapterControllers): Address | undefined => {
    const { status, connectorId, address } = account(controllers);
    return status === 'connected' && connectorId === id && address ? getAddress(address) : undefined;
  };

  return createConnector<ModalEip1193Provider>((config) => {
    const chainIdOf = (controllers: AdapterControllers | undefined) =>
      Number(controllers?.chains.getChain('eip155')?.activeChainId ?? config.chains[0].id);

    async function switchChain({ chainId }: { chainId: number }) {
      const controllers = await link.settled();
      const chain = config.chains.find((candidate) => candidate.id === chainId);
      const network = controllers.chains
        .getChain('eip155')
        ?.networks.find((candidate) => Number(candidate.id) === chainId);
      if (!chain || !network) throw new SwitchChainError(new ChainNotConfiguredError());
      // The modal asks the wallet (and shows it when open), then its network is the new one.
      await controllers.network.switchNetwork({ network }).catch((error: unknown) => {
        throw toWagmiError(error, (cause) => new SwitchChainError(cause));
      });
      config.emitter.emit('change', { chainId });
      return chain;
    }

    return {
      id,
      name: identity.name,
      type: WAGMI_TYPES[identity.type],
      ...(identity.icon ? { icon: identity.icon } : {}),
      ...(identity.rdns ? { rdns: identity.rdns } : {}),
      async connect({ chainId, isReconnecting } = {}) {
        const controllers = await link.settled();
        if (!connectedAddress(controllers)) {
          // A reconnect restores what the modal restored, silently; it never prompts.
          if (isReconnecting) throw new ProviderNotFoundError();
          await controllers.connection.connect({ connectorId: id }).catch((error: unknown) => {
            throw toWagmiError(error);
          });
        }
        if (chainId !== undefined && chainId !== chainIdOf(controllers)) await switchChain({ chainId });
        const address = connectedAddress(controllers);
        if (!address) throw new ProviderNotFoundError();
        // wagmi's connect() turns plain addresses into `{ address, capabilities }` when asked for them.
        return { accounts: [address], chainId: chainIdOf(controllers) } as never;
      },
      async disconnect() {
        const controllers = link.controllers;
        // Called after the modal disconnected too (it is then wagmi following it): nothing to do.
        if (controllers && connectedAddress(controllers))
          await controllers.connection.disconnect({ namespace: 'eip155' });
      },
      async getAccounts() {
        const address = connectedAddress(await link.settled());
        return address ? [address] : [];
      },
      async getChainId() {
        return chainIdOf(link.controllers);
      },
      async getProvider() {
        const controllers = await link.settled();
        const provider = controllers.connectors.get(id)?.provider as Partial<ModalEip1193Provider> | undefined;
        // A lazy connector (the embedded wallet, WalletConnect) has its provider once it was used.
        if (typeof provider?.request !== 'function') throw new ProviderNotFoundError();
        return provider as ModalEip1193Provider;
      },
      async isAuthorized() {
        return Boolean(connectedAddress(await link.settled()));
      },
      switchChain,
      // The modal's state, not the provider, tells wagmi about changes (sync-wagmi-with-modal.ts);
      // these are wagmi's entry points for the same events.
      onAccountsChanged(accounts) {
        if (accounts.length === 0) config.emitter.emit('disconnect');
        else config.emitter.emit('change', { accounts: accounts.map((address) => getAddress(address)) });
      },
      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) });
      },
      onDisconnect() {
        config.emitter.emit('disconnect');
      },
    };
  });
}

/** A modal error as wagmi users expect it: a declined request is viem's UserRejectedRequestError. */
function toWagmiError(error: unknown, wrap?: (cause: Error) => Error): Error {
  const cause = error instanceof Error ? error : new Error(String(error));
  if ((error as { code?: unknown } | undefined)?.code === UserRejectedRequestError.code)
    return new UserRejectedRequestError(cause);
  return wrap ? wrap(cause) : cause;
}
