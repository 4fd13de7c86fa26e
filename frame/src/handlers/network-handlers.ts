import { rpcUrlFor, type AppRequestPayload, type FrameSuccessPayload } from '../../../src/core/protocol/index.js';
import { InvalidRequestError } from '../errors/invalid-request-error.js';
import { UnsupportedNetworkError } from '../errors/unsupported-network-error.js';
import { WalletNotSignedInError } from '../errors/wallet-not-signed-in-error.js';
import { forwardRpc } from '../wallet/forward-rpc.js';
import type { FrameContext } from './frame-context.js';

const notAvailable = (what: string) =>
  new InvalidRequestError({ message: `${what} is not available in this embedded wallet`, code: 4200 });

/** What the network handlers throw: 4902 for a network the frame cannot sign on, 4200 for a smart account, 4100 before a sign-in. */
export type NetworkHandlersErrorType = UnsupportedNetworkError | InvalidRequestError | WalletNotSignedInError;

/**
 * Network and account-type requests. A switch to an EVM network is accepted only when the
 * frame's server can reach that chain and it answers with the same chain id.
 *
 * @example
 * await networkHandlers.SWITCH_NETWORK(context, { chainId: 'eip155:31338' });
 */
export const networkHandlers = {
  async GET_CHAIN_ID(context: FrameContext): Promise<FrameSuccessPayload<'GET_CHAIN_ID'>> {
    return { chainId: context.networks.eip155 };
  },

  async SWITCH_NETWORK(
    context: FrameContext,
    { chainId }: AppRequestPayload<'SWITCH_NETWORK'>,
  ): Promise<FrameSuccessPayload<'SWITCH_NETWORK'>> {
    const [namespace, reference] = chainId.split(':');
    if (namespace === 'solana') {
      context.networks.solana = chainId;
      return { chainId };
    }
    if (namespace !== 'eip155') throw new UnsupportedNetworkError();
    const answered = await forwardRpc({
      rpcUrl: rpcUrlFor({ baseUrl: context.serverOrigin ?? location.origin, chainId, projectId: context.projectId }),
      method: 'eth_chainId',
      params: [],
    }).catch(() => undefined);
    if (typeof answered !== 'string' || Number(answered) !== Number(reference)) throw new UnsupportedNetworkError();
    context.networks.eip155 = chainId;
    return { chainId };
  },

  async GET_SMART_ACCOUNT_ENABLED_NETWORKS(): Promise<FrameSuccessPayload<'GET_SMART_ACCOUNT_ENABLED_NETWORKS'>> {
    return { smartAccountEnabledNetworks: [] };
  },

  async INIT_SMART_ACCOUNT(): Promise<FrameSuccessPayload<'INIT_SMART_ACCOUNT'>> {
    throw notAvailable('A smart account');
  },

  async SET_PREFERRED_ACCOUNT(
    context: FrameContext,
    { type }: AppRequestPayload<'SET_PREFERRED_ACCOUNT'>,
  ): Promise<FrameSuccessPayload<'SET_PREFERRED_ACCOUNT'>> {
    const address = context.vault.addresses?.evmAddress;
    if (type !== 'eoa') throw notAvailable('A smart account');
    if (!address) throw new WalletNotSignedInError();
    return { type, address };
  },
};
