import { AUTH_CONNECTOR_IDS } from '../../core/constants.js';
import { AccountNotFoundError } from '../../core/errors/connector-errors.js';
import type { Connector, ConnectorEvent } from '../../core/types/connector.js';
import { createAuthEip1193Provider } from './auth-eip1193-provider.js';
import { createAuthSolanaWallet } from './auth-solana-wallet.js';
import type { FrameAuthClient } from './create-frame-auth-client.js';
import { handSiwxOver, prepareSiwx } from './embedded-siwx.js';

export const AUTH_CONNECTOR_NAME = 'Embedded wallet';

export interface CreateAuthConnectorsParameters {
  client: FrameAuthClient;
  /** The network each namespace starts on (CAIP-2), e.g. the dapp's active one. */
  initialChainIds: Partial<Record<'eip155' | 'solana', string>>;
}

/**
 * The embedded wallet as one AUTH connector per namespace it serves (SPEC §9 "Auth connector
 * chains: eip155, solana"), both over the same frame. `connect` does not prompt: the visitor
 * signed in by email or socials before, so it reads the user (GET_USER), with the dapp's sign-in
 * message when SIWX runs (embedded-siwx.ts: one Approve in the frame). Signing out of one
 * namespace signs out of the wallet, so the other namespace hears 'disconnect' too.
 *
 * @example
 * const { eip155, solana } = createAuthConnectors({ client, initialChainIds: { eip155: 'eip155:1' } });
 */
export function createAuthConnectors({
  client,
  initialChainIds,
}: CreateAuthConnectorsParameters): Record<'eip155' | 'solana', Connector> {
  const listeners = new Set<(event: ConnectorEvent) => void>();
  const broadcast = (event: ConnectorEvent) => listeners.forEach((listener) => listener(event));

  function create(namespace: 'eip155' | 'solana'): Connector {
    let address: string | undefined;
    let chainId = initialChainIds[namespace];
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

    async function readUser({ signIn = false }: { signIn?: boolean } = {}) {
      const prepared = signIn ? await prepareSiwx({ namespace, chainId }) : undefined;
      const read = (siwxMessage?: string) =>
        client.getUser({ namespace, ...(chainId ? { chainId } : {}), ...(siwxMessage ? { siwxMessage } : {}) });
      // A sign-in message rejected or refused in the frame does not undo the wallet's sign-in:
      // the connection goes on, and SIWX asks (or, when required, disconnects) as for any wallet.
      const user = prepared ? await read(prepared.serializedMessage).catch(() => read()) : await read();
      address = user.address;
      chainId = user.chainId;
      if (prepared) await handSiwxOver({ prepared, user });
      return user;
    }
    const chainIdValue = () => (namespace === 'eip155' ? evmChainId() : ((chainId ?? '').split(':')[1] ?? ''));

    return {
      id: AUTH_CONNECTOR_IDS[namespace],
      name: AUTH_CONNECTOR_NAME,
      type: 'AUTH',
      chain: namespace,
      provider,
      async connect({ chainId: requested }) {
        if (requested !== undefined && requested !== '') chainId = `${namespace}:${requested}`;
        const user = await readUser({ signIn: true });
        if (!user.address) throw new AccountNotFoundError();
        return { address: user.address, chainId: chainIdValue() };
      },
      async getAccounts() {
        if (!(await client.isConnected())) return [];
        return [(await readUser()).address];
      },
      async getChainId() {
        return chainIdValue();
      },
      async switchNetwork({ network }) {
        chainId = await client.switchNetwork({ chainId: network.caipNetworkId });
        if ('emit' in provider) provider.emit('chainChanged', `0x${evmChainId().toString(16)}`);
      },
      async disconnect() {
        address = undefined;
        await client.signOut();
        broadcast({ type: 'disconnect' });
      },
      subscribe(listener) {
        // A sign-out through either namespace reaches both (the network controller reads the chain back itself).
        const own = (event: ConnectorEvent) => {
          address = undefined;
          listener(event);
        };
        listeners.add(own);
        return () => listeners.delete(own);
      },
    };
  }

  return { eip155: create('eip155'), solana: create('solana') };
}
