import { AUTH_CONNECTOR_IDS, AUTH_CONNECTOR_NAME } from '../../core/constants.js';
import { AccountNotFoundError } from '../../core/errors/connector-errors.js';
import type { EmbeddedAccountType, EmbeddedWalletUser } from '../../core/types/auth-client.js';
import type { Connector, ConnectorEvent } from '../../core/types/connector.js';
import type { EmbeddedSmartAccount } from '../../core/types/embedded-smart-account.js';
import { createAuthEip1193Provider } from './auth-eip1193-provider.js';
import { createAuthSolanaWallet } from './auth-solana-wallet.js';
import type { FrameAuthClient } from './create-frame-auth-client.js';
import { handSiwxOver, prepareSiwx } from './embedded-siwx.js';

export { AUTH_CONNECTOR_NAME };

export interface CreateAuthConnectorsParameters {
  client: FrameAuthClient;
  /** The network each namespace starts on (CAIP-2), e.g. the dapp's active one. */
  initialChainIds: Partial<Record<'eip155' | 'solana', string>>;
  /**
   * The EVM account kind the visitor chose before (stored), passed with GET_USER so the frame
   * makes it active; undefined when they never chose (the frame's default applies).
   */
  getPreferredAccountType?: () => EmbeddedAccountType | undefined;
  /** The dapp's `defaultAccountTypes.eip155` (any other kind, e.g. 'payment', is not the embedded wallet's and is ignored). */
  defaultAccountType?: string | undefined;
}

export interface AuthConnectors {
  eip155: Connector;
  solana: Connector;
  /** The EVM connector's smart account (issue 17 part 4). */
  smartAccount: EmbeddedSmartAccount;
}

/**
 * The embedded wallet as one AUTH connector per namespace it serves (SPEC §9 "Auth connector
 * chains: eip155, solana"), both over the same frame. `connect` does not prompt: the visitor
 * signed in by email or socials before, so it reads the user (GET_USER), with the dapp's sign-in
 * message when SIWX runs (embedded-siwx.ts: one Approve in the frame). Signing out of one
 * namespace signs out of the wallet, so the other namespace hears 'disconnect' too. The EVM
 * connector's address is the frame's active account: switching the kind (SET_PREFERRED_ACCOUNT)
 * or the network may change it, and the change is reported as accountsChanged.
 *
 * @example
 * const { eip155, solana, smartAccount } = createAuthConnectors({ client, initialChainIds: { eip155: 'eip155:1' } });
 */
export function createAuthConnectors({
  client,
  initialChainIds,
  getPreferredAccountType = () => undefined,
  defaultAccountType,
}: CreateAuthConnectorsParameters): AuthConnectors {
  const evmDefault =
    defaultAccountType === 'eoa' || defaultAccountType === 'smartAccount' ? defaultAccountType : undefined;
  const disconnectListeners = new Set<() => void>();
  const evmUserListeners = new Set<(user: EmbeddedWalletUser) => void>();
  /** The EVM account kind the frame last answered. */
  let evmAccountType: EmbeddedAccountType | undefined;

  function create(namespace: 'eip155' | 'solana') {
    let address: string | undefined;
    let chainId = initialChainIds[namespace];
    const listeners = new Set<(event: ConnectorEvent) => void>();
    const evmChainId = () => Number((chainId ?? 'eip155:1').split(':')[1]);
    const provider =
      namespace === 'eip155'
        ? createAuthEip1193Provider({
            client,
            getAddress: () => address,
            getChainId: evmChainId,
            setChainId: (id) => (chainId = `eip155:${id}`),
          })
        : createAuthSolanaWallet({ client, getAddress: () => address, getChainId: () => chainId ?? '' });

    /** A new active address while connected: the provider's listeners and the connection controller hear it. */
    function useAddress(next: string) {
      if (address === undefined || next === address) {
        address = next;
        return;
      }
      address = next;
      if ('emit' in provider) provider.emit('accountsChanged', [next]);
      listeners.forEach((listener) => listener({ type: 'accountsChanged', accounts: [next] }));
    }

    async function readUser({ signIn = false }: { signIn?: boolean } = {}) {
      const prepared = signIn ? await prepareSiwx({ namespace, chainId }) : undefined;
      const preferredAccountType = namespace === 'eip155' ? getPreferredAccountType() : undefined;
      const read = (siwxMessage?: string) =>
        client.getUser({
          namespace,
          ...(chainId ? { chainId } : {}),
          ...(preferredAccountType ? { preferredAccountType } : {}),
          ...(namespace === 'eip155' && evmDefault ? { defaultAccountType: evmDefault } : {}),
          ...(siwxMessage ? { siwxMessage } : {}),
        });
      // A sign-in message rejected or refused in the frame does not undo the wallet's sign-in:
      // the connection goes on, and SIWX asks (or, when required, disconnects) as for any wallet.
      const user = prepared ? await read(prepared.serializedMessage).catch(() => read()) : await read();
      chainId = user.chainId;
      useAddress(user.address);
      if (namespace === 'eip155') {
        evmAccountType = user.preferredAccountType;
        evmUserListeners.forEach((listener) => listener(user));
      }
      if (prepared) await handSiwxOver({ prepared, user });
      return user;
    }
    const chainIdValue = () => (namespace === 'eip155' ? evmChainId() : ((chainId ?? '').split(':')[1] ?? ''));

    const connector: Connector = {
      id: AUTH_CONNECTOR_IDS[namespace],
      name: AUTH_CONNECTOR_NAME,
      type: 'AUTH',
      chain: namespace,
      provider,
      async connect({ chainId: requested }) {
        if (requested !== undefined && requested !== '') chainId = `${namespace}:${requested}`;
        address = undefined; // a fresh connection: the answer is the address, not a change of it
        const user = await readUser({ signIn: true });
        if (!user.address) throw new AccountNotFoundError();
        return { address: user.address, chainId: chainIdValue() };
      },
      async getAccounts() {
        if (!(await client.isConnected())) return [];
        address = undefined;
        return [(await readUser()).address];
      },
      async getChainId() {
        return chainIdValue();
      },
      async switchNetwork({ network }) {
        chainId = await client.switchNetwork({ chainId: network.caipNetworkId });
        if ('emit' in provider) provider.emit('chainChanged', `0x${evmChainId().toString(16)}`);
        // The smart account exists on some networks only: on another, the frame answers the EOA
        // (and on the way back the smart account again), so the user is read anew.
        const smart = evmAccountType === 'smartAccount' || getPreferredAccountType() === 'smartAccount';
        if (namespace === 'eip155' && address && smart) await readUser();
      },
      async disconnect() {
        address = undefined;
        await client.signOut();
        disconnectListeners.forEach((listener) => listener());
      },
      subscribe(listener) {
        // A sign-out through either namespace reaches both (the network controller reads the chain back itself).
        const onDisconnect = () => {
          address = undefined;
          listener({ type: 'disconnect' });
        };
        disconnectListeners.add(onDisconnect);
        listeners.add(listener);
        return () => {
          disconnectListeners.delete(onDisconnect);
          listeners.delete(listener);
        };
      },
    };
    return { connector, useAddress };
  }

  const evm = create('eip155');
  return {
    eip155: evm.connector,
    solana: create('solana').connector,
    smartAccount: {
      getEnabledNetworks: () => client.getSmartAccountEnabledNetworks(),
      init: () => client.initSmartAccount(),
      async setPreferredAccount({ type }) {
        const answer = await client.setPreferredAccount({ type });
        evmAccountType = answer.type;
        evm.useAddress(answer.address);
        return answer;
      },
      onApproved: (listener) =>
        client.onApproval((event) => {
          if (event.type === 'end' && event.outcome === 'approved') listener();
        }),
      subscribe(listener) {
        evmUserListeners.add(listener);
        return () => evmUserListeners.delete(listener);
      },
    },
  };
}
