import { rpcUrlFor, type AppRequestPayload, type FrameSuccessPayload } from '../../../src/core/protocol/index.js';
import { InvalidRequestError } from '../errors/invalid-request-error.js';
import { UnsupportedNetworkError } from '../errors/unsupported-network-error.js';
import { WalletNotSignedInError } from '../errors/wallet-not-signed-in-error.js';
import { forwardRpc } from '../wallet/forward-rpc.js';
import {
  findSmartAccount,
  isSmartAccountDeployed,
  type FindSmartAccountErrorType,
} from '../wallet/smart-account/find-smart-account.js';
import { loadSmartAccountNetworks } from '../wallet/smart-account/load-smart-account-networks.js';
import type { FrameContext } from './frame-context.js';

/** The refusal of a smart account on a network without them (SPEC §6: only where enabled). */
export const smartAccountUnavailable = (chainId: string) =>
  new InvalidRequestError({ message: `Smart accounts are not enabled on ${chainId}`, code: 4200 });

/**
 * What the network handlers throw: 4902 for a network the frame cannot sign on, 4200 for a smart
 * account where none is enabled, 4100 before a sign-in, -32603 when the factory cannot be read.
 */
export type NetworkHandlersErrorType =
  UnsupportedNetworkError | InvalidRequestError | WalletNotSignedInError | FindSmartAccountErrorType;

/**
 * Network and account-type requests. A switch to an EVM network is accepted only when the
 * frame's server can reach that chain and it answers with the same chain id. A switch keeps the
 * visitor's account choice: on a network without smart accounts the EOA acts and GET_USER says so
 * (its address and preferredAccountType are the EOA's), and back on one with them the smart
 * account is active again (find-smart-account.ts activeEvmAccount).
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

  /** The EVM chain ids with smart accounts, as the frame's own server lists them (none when it cannot be asked). */
  async GET_SMART_ACCOUNT_ENABLED_NETWORKS(
    context: FrameContext,
  ): Promise<FrameSuccessPayload<'GET_SMART_ACCOUNT_ENABLED_NETWORKS'>> {
    const networks = await loadSmartAccountNetworks(context);
    return { smartAccountEnabledNetworks: networks.map(({ chainId }) => Number(chainId.split(':')[1])) };
  },

  /** The smart account on the active network (its counterfactual address until deployed). */
  async INIT_SMART_ACCOUNT(context: FrameContext): Promise<FrameSuccessPayload<'INIT_SMART_ACCOUNT'>> {
    const account = await findSmartAccount({ context, chainId: context.networks.eip155 });
    if (!account) throw smartAccountUnavailable(context.networks.eip155);
    return { address: account.address, isDeployed: await isSmartAccountDeployed({ context, account }) };
  },

  /**
   * The visitor's choice of EVM account (SPEC §6): the smart account only on a network that has
   * them; the answer is the address requests now use.
   */
  async SET_PREFERRED_ACCOUNT(
    context: FrameContext,
    { type }: AppRequestPayload<'SET_PREFERRED_ACCOUNT'>,
  ): Promise<FrameSuccessPayload<'SET_PREFERRED_ACCOUNT'>> {
    const address = context.vault.addresses?.evmAddress;
    if (!address) throw new WalletNotSignedInError();
    if (type === 'eoa') {
      context.accountType = 'eoa';
      context.accountTypeChosen = true;
      return { type, address };
    }
    const account = await findSmartAccount({ context, chainId: context.networks.eip155 });
    if (!account) throw smartAccountUnavailable(context.networks.eip155);
    context.accountType = 'smartAccount';
    context.accountTypeChosen = true;
    return { type, address: account.address };
  },
};
