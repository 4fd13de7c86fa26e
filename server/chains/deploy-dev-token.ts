import { erc20Abi, getAddress, parseUnits, type Address } from 'viem';
import { devAccounts } from '../dev-accounts.js';
import { createDevChainClients } from './create-dev-chain-clients.js';
import { DEV_TOKEN } from '../dev-config.js';
import { readDevTokenArtifact } from './dev-token-artifact.js';

export interface DeployDevTokenParameters {
  rpcUrl: string;
  chainId: number;
  /** DEV sent to each of dev accounts #1..#9. Defaults to 1000. */
  fundAmount?: string;
}

/**
 * Deploys DevToken from dev account #0 (which receives the whole supply) and sends 1000 DEV to
 * accounts #1..#9. Returns the address from the deployment receipt.
 *
 * @example
 * const token = await deployDevToken({ rpcUrl: chain.rpcUrl, chainId: 31337 });
 */
export async function deployDevToken({
  rpcUrl,
  chainId,
  fundAmount = '1000',
}: DeployDevTokenParameters): Promise<Address> {
  const recipients = devAccounts.slice(1);
  const { publicClient, walletClient } = createDevChainClients({ rpcUrl, chainId });
  const { abi, bytecode } = readDevTokenArtifact();

  const deployHash = await walletClient.deployContract({ abi, bytecode });
  const deployReceipt = await publicClient.waitForTransactionReceipt({ hash: deployHash });
  if (deployReceipt.status !== 'success' || !deployReceipt.contractAddress) {
    throw new Error(`DevToken deployment on chain ${chainId} failed (tx ${deployHash})`);
  }
  const address = getAddress(deployReceipt.contractAddress); // checksummed for display

  // Hardhat mines each transaction on arrival, so sending one after another keeps nonces simple.
  const amount = parseUnits(fundAmount, DEV_TOKEN.decimals);
  for (const recipient of recipients) {
    const hash = await walletClient.writeContract({
      address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient.address, amount],
    });
    const receipt = await publicClient.waitForTransactionReceipt({ hash });
    if (receipt.status !== 'success') throw new Error(`Funding ${recipient.address} with DEV failed (tx ${hash})`);
  }
  return address;
}
