import { createWalletClient, encodeDeployData, getAddress, getContractAddress, http, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { readTokenPrices, type TokenPrices } from '../data-api/read-token-prices.js';
import { DEV_TOKEN } from '../dev-config.js';
import { DEV_EXCHANGE_ACCOUNT } from '../dev-exchange-account.js';
import type { ServerToken } from '../server-chain.js';
import { createDevChainClients } from './create-dev-chain-clients.js';
import type { DevExchange } from './dev-exchange.js';
import { DEPLOYER_GAS_RESERVE_WEI, EXCHANGE_TOKENS } from './exchange-spec.js';
import { readContractArtifact, type ContractArtifact } from './read-contract-artifact.js';
import { readUniswapArtifact } from './read-uniswap-artifact.js';
import { seedExchangePools } from './seed-exchange-pools.js';
import { topUpEther } from './top-up-dev-account.js';
import { waitForSuccess, type DevPublicClient, type DevWalletClient } from './wait-for-success.js';

export type { DevExchange };

export interface DeployExchangeParameters {
  rpcUrl: string;
  chainId: number;
  /** The DEV token (deploy-dev-token.ts); dev account #0, which holds its supply, funds the DEV pools. */
  devToken: Address;
  /** USD per whole token, by symbol; the pools are seeded at these ratios. Defaults to server/data/token-prices.json. */
  prices?: TokenPrices;
}

/**
 * Puts a Uniswap V2 exchange on a local chain from the npm builds: WETH9, UniswapV2Factory and
 * UniswapV2Router02, plus the USDL and GLDL tokens (DevErc20), created by dev account #18 with its
 * nonces 0..4, then seeds the pools ETH/DEV, ETH/USDL, DEV/USDL and ETH/GLDL at the price table's
 * ratios. Idempotent: a contract whose address already has code is skipped, and so is a pool that
 * already has liquidity. Run it after deployDevToken, one after another on a chain (both send from
 * dev account #0).
 *
 * @example
 * const devToken = await deployDevToken({ rpcUrl, chainId: 31337 });
 * const { router, weth, tokens } = await deployExchange({ rpcUrl, chainId: 31337, devToken });
 */
export async function deployExchange({
  rpcUrl,
  chainId,
  devToken,
  prices = readTokenPrices(),
}: DeployExchangeParameters): Promise<DevExchange> {
  const { publicClient, walletClient: funder } = createDevChainClients({ rpcUrl, chainId });
  const deployer = createWalletClient({
    chain: publicClient.chain,
    transport: http(rpcUrl),
    account: privateKeyToAccount(DEV_EXCHANGE_ACCOUNT.privateKey),
  });
  const owner = deployer.account.address;
  const addressAt = (nonce: number) => getContractAddress({ from: owner, nonce: BigInt(nonce) });
  const [weth, factory, router] = [addressAt(0), addressAt(1), addressAt(2)];
  const devErc20 = readContractArtifact({ url: new URL('./artifacts/DevErc20.json', import.meta.url) });
  // In nonce order: the router's constructor takes the factory's and WETH's precomputed addresses.
  const contracts: Array<{ label: string; artifact: ContractArtifact; args: readonly unknown[] }> = [
    { label: 'WETH9', artifact: readUniswapArtifact({ name: 'v2-periphery/build/WETH9' }), args: [] },
    {
      label: 'UniswapV2Factory',
      artifact: readUniswapArtifact({ name: 'v2-core/build/UniswapV2Factory' }),
      args: [owner],
    },
    {
      label: 'UniswapV2Router02',
      artifact: readUniswapArtifact({ name: 'v2-periphery/build/UniswapV2Router02' }),
      args: [factory, weth],
    },
    ...EXCHANGE_TOKENS.map(({ symbol, name, decimals, supply }) => ({
      label: symbol,
      artifact: devErc20,
      args: [name, symbol, decimals, supply * 10n ** BigInt(decimals)],
    })),
  ];

  await topUpEther({ publicClient, funder, address: owner, minimum: DEPLOYER_GAS_RESERVE_WEI });
  for (const [nonce, contract] of contracts.entries()) {
    await deployAtNonce({ publicClient, deployer, nonce, expected: addressAt(nonce), ...contract });
  }
  const tokens = EXCHANGE_TOKENS.map(({ symbol, name, decimals }, index) => ({
    address: addressAt(3 + index),
    symbol,
    name,
    decimals,
  }));
  const dev: ServerToken = { address: getAddress(devToken), name: 'Dev Token', ...DEV_TOKEN };
  await seedExchangePools({ publicClient, deployer, funder, factory, router, weth, tokens: [dev, ...tokens], prices });
  return { weth, factory, router, tokens };
}

interface DeployAtNonceParameters {
  publicClient: DevPublicClient;
  deployer: DevWalletClient;
  nonce: number;
  /** getContractAddress(deployer, nonce), checksummed. */
  expected: Address;
  label: string;
  artifact: ContractArtifact;
  args: readonly unknown[];
}

/**
 * Deploys with the deployer's nonce `nonce`, unless `expected` already has code. Another nonce
 * would put the contract elsewhere, so a deployer whose nonce has moved on is an error.
 */
async function deployAtNonce({
  publicClient,
  deployer,
  nonce,
  expected,
  label,
  artifact,
  args,
}: DeployAtNonceParameters) {
  if (await publicClient.getCode({ address: expected })) return;
  const owner = deployer.account.address;
  const current = await publicClient.getTransactionCount({ address: owner, blockTag: 'pending' });
  if (current !== nonce) {
    throw new Error(
      `${label} is not at ${expected} on chain ${publicClient.chain.id}, and the exchange's deployer ${owner} is at nonce ${current}, not ${nonce}: its first nonces belong to the exchange's contracts (start from a fresh chain)`,
    );
  }
  const data = encodeDeployData({ abi: artifact.abi, bytecode: artifact.bytecode, args });
  const hash = await deployer.sendTransaction({ data, nonce });
  const receipt = await waitForSuccess({ publicClient, hash, label: `Deploying ${label}` });
  if (!receipt.contractAddress || getAddress(receipt.contractAddress) !== expected) {
    throw new Error(`${label} landed at ${receipt.contractAddress}, expected ${expected} (tx ${hash})`);
  }
}
