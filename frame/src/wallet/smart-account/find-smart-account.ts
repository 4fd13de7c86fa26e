import { pad, parseAbi, type Address } from 'viem';
import type { SmartAccountNetwork } from '../../../../src/core/protocol/smart-account-api.js';
import { InvalidRequestError } from '../../errors/invalid-request-error.js';
import { WalletNotSignedInError } from '../../errors/wallet-not-signed-in-error.js';
import type { FrameContext } from '../../handlers/frame-context.js';
import { findSmartAccountNetwork } from './load-smart-account-networks.js';
import { chainClientFor } from './smart-account-clients.js';

const FACTORY_ABI = parseAbi(['function getAddress(bytes32 salt) view returns (address)']);

type AccountContext = Pick<FrameContext, 'projectId' | 'serverOrigin' | 'smartAccount' | 'log' | 'vault'>;

/** The smart account of the signed-in wallet on one network. */
export interface FrameSmartAccount {
  /** CAIP-2 network id. */
  chainId: string;
  network: SmartAccountNetwork;
  /** The EVM key's address: the account's only owner. */
  owner: Address;
  address: Address;
}

/** What findSmartAccount throws: not signed in (4100), or the factory could not be read (-32603). */
export type FindSmartAccountErrorType = WalletNotSignedInError | InvalidRequestError;

/**
 * The salt the factory takes for an owner: the owner's address in the top 20 bytes (the factory
 * refuses any other, so nobody can claim an address that belongs to another owner).
 *
 * @example
 * smartAccountSalt('0x00000000000000000000000000000000000000aA'); // '0x00…aa000000000000000000000000'
 */
export const smartAccountSalt = (owner: Address) => pad(owner, { dir: 'right', size: 32 });

/**
 * The wallet's smart account on `chainId`, or undefined where smart accounts are not enabled (the
 * server's networks). The address is the factory's `getAddress(salt)` read through the frame's
 * RPC proxy, counterfactual until the first user operation deploys it, and kept for the session.
 * No key is involved: the owner is the wallet's public EVM address.
 *
 * @example
 * const account = await findSmartAccount({ context, chainId: 'eip155:31337' });
 */
export async function findSmartAccount({
  context,
  chainId,
}: {
  context: AccountContext;
  chainId: string;
}): Promise<FrameSmartAccount | undefined> {
  const owner = context.vault.addresses?.evmAddress as Address | undefined;
  if (!owner) throw new WalletNotSignedInError();
  const network = await findSmartAccountNetwork({ context, chainId });
  if (!network) return undefined;
  const key = `${network.chainId}|${network.accountFactory}|${owner}`.toLowerCase();
  let address = context.smartAccount.addresses.get(key);
  if (!address) {
    try {
      address = await chainClientFor({ context, chainId: network.chainId }).readContract({
        address: network.accountFactory as Address,
        abi: FACTORY_ABI,
        functionName: 'getAddress',
        args: [smartAccountSalt(owner)],
      });
    } catch (error) {
      throw new InvalidRequestError({
        message: 'The smart account’s address could not be read from the network',
        code: -32603,
        cause: error,
      });
    }
    context.smartAccount.addresses.set(key, address);
  }
  return { chainId: network.chainId, network, owner, address };
}

/**
 * Whether the smart account has code on its chain (deployed by its first user operation).
 *
 * @example
 * const deployed = await isSmartAccountDeployed({ context, account });
 */
export async function isSmartAccountDeployed({
  context,
  account,
}: {
  context: AccountContext;
  account: FrameSmartAccount;
}): Promise<boolean> {
  try {
    const code = await chainClientFor({ context, chainId: account.chainId }).getCode({ address: account.address });
    return Boolean(code && code !== '0x');
  } catch (error) {
    throw new InvalidRequestError({ message: 'The network could not be read', code: -32603, cause: error });
  }
}

/**
 * The EVM account requests use on the frame's active network: the smart account when the visitor
 * chose it and the network has smart accounts, else the key's own account (EOA). A smart-account
 * choice is kept across a switch to a network without them: back on one that has them, the smart
 * account is active again.
 *
 * @example
 * const active = await activeEvmAccount(context); // { type: 'smartAccount', account } or { type: 'eoa', address }
 */
export async function activeEvmAccount(
  context: AccountContext & Pick<FrameContext, 'accountType' | 'networks'>,
): Promise<{ type: 'eoa'; address: Address } | { type: 'smartAccount'; account: FrameSmartAccount }> {
  const owner = context.vault.addresses?.evmAddress as Address | undefined;
  if (!owner) throw new WalletNotSignedInError();
  if (context.accountType !== 'smartAccount') return { type: 'eoa', address: owner };
  const account = await findSmartAccount({ context, chainId: context.networks.eip155 });
  return account ? { type: 'smartAccount', account } : { type: 'eoa', address: owner };
}
