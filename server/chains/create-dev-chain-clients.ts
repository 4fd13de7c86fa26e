import { createPublicClient, createTestClient, createWalletClient, defineChain, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { devAccounts } from '../dev-accounts.js';

/**
 * viem clients for deploying to a local chain from dev account #0 (the deploy scripts share it,
 * one transaction after another: hardhat mines each on arrival).
 *
 * @example
 * const { publicClient, walletClient, testClient } = createDevChainClients({ rpcUrl, chainId: 31337 });
 */
export function createDevChainClients({ rpcUrl, chainId }: { rpcUrl: string; chainId: number }) {
  const deployer = devAccounts[0];
  if (!deployer) throw new Error('No dev accounts');
  const chain = defineChain({
    id: chainId,
    name: `Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl);
  return {
    publicClient: createPublicClient({ chain, transport, pollingInterval: 50 }),
    walletClient: createWalletClient({ chain, transport, account: privateKeyToAccount(deployer.privateKey) }),
    testClient: createTestClient({ chain, transport, mode: 'hardhat' }),
  };
}
