import { erc20Abi, type Address } from 'viem';
import { waitForSuccess, type DevPublicClient, type DevWalletClient } from './wait-for-success.js';

export interface TopUpParameters {
  publicClient: DevPublicClient;
  /** Pays the difference (dev account #0, which also holds DEV's supply). */
  funder: DevWalletClient;
  address: Address;
  /** Base units. */
  minimum: bigint;
}

/**
 * Sends `address` the ether it lacks to hold `minimum` wei; nothing when it has enough (hardhat
 * funds its 20 accounts with 10000 ETH, so this matters only on a chain that spent them).
 *
 * @example
 * await topUpEther({ publicClient, funder, address: deployer, minimum: parseEther('310') });
 */
export async function topUpEther({ publicClient, funder, address, minimum }: TopUpParameters): Promise<void> {
  const balance = await publicClient.getBalance({ address });
  if (balance >= minimum) return;
  const hash = await funder.sendTransaction({ to: address, value: minimum - balance });
  await waitForSuccess({ publicClient, hash, label: `Funding ${address} with ether` });
}

/**
 * Sends `address` the tokens it lacks to hold `minimum` of `token`; nothing when it has enough.
 *
 * @example
 * await topUpToken({ publicClient, funder, token: devToken, address: deployer, minimum: parseEther('1200000') });
 */
export async function topUpToken({
  publicClient,
  funder,
  token,
  address,
  minimum,
}: TopUpParameters & { token: Address }): Promise<void> {
  const balance = await publicClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
  if (balance >= minimum) return;
  const hash = await funder.writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [address, minimum - balance],
  });
  await waitForSuccess({ publicClient, hash, label: `Funding ${address} with token ${token}` });
}
