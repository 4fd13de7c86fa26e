import type { AppRequestPayload, FrameSuccessPayload } from '../../../src/core/protocol/index.js';
import { InvalidRequestError } from '../approval/describe-evm-request.js';
import { forwardRpc, frameRpcUrl } from '../wallet/forward-rpc.js';
import type { FrameContext } from './frame-context.js';

const notAvailable = (what: string) => new InvalidRequestError(`${what} is not available in this embedded wallet`, 4200);

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

  async SWITCH_NETWORK(context: FrameContext, { chainId }: AppRequestPayload<'SWITCH_NETWORK'>): Promise<FrameSuccessPayload<'SWITCH_NETWORK'>> {
    const [namespace, reference] = chainId.split(':');
    if (namespace === 'solana') {
      context.networks.solana = chainId;
      return { chainId };
    }
    if (namespace !== 'eip155') throw new InvalidRequestError('Network not supported by the embedded wallet', 4902);
    const answered = await forwardRpc({ rpcUrl: frameRpcUrl({ chainId, projectId: context.projectId, origin: context.serverOrigin }), method: 'eth_chainId', params: [] }).catch(() => undefined);
    if (typeof answered !== 'string' || Number(answered) !== Number(reference)) throw new InvalidRequestError('Network not supported by the embedded wallet', 4902);
    context.networks.eip155 = chainId;
    return { chainId };
  },

  async GET_SMART_ACCOUNT_ENABLED_NETWORKS(): Promise<FrameSuccessPayload<'GET_SMART_ACCOUNT_ENABLED_NETWORKS'>> {
    return { smartAccountEnabledNetworks: [] };
  },

  async INIT_SMART_ACCOUNT(): Promise<FrameSuccessPayload<'INIT_SMART_ACCOUNT'>> {
    throw notAvailable('A smart account');
  },

  async SET_PREFERRED_ACCOUNT(context: FrameContext, { type }: AppRequestPayload<'SET_PREFERRED_ACCOUNT'>): Promise<FrameSuccessPayload<'SET_PREFERRED_ACCOUNT'>> {
    const address = context.vault.addresses?.evmAddress;
    if (type !== 'eoa') throw notAvailable('A smart account');
    if (!address) throw new InvalidRequestError('The embedded wallet is not signed in', 4100);
    return { type, address };
  },
};
