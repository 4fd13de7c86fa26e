import { Hono } from 'hono';
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  erc20Abi,
  getAddress,
  http,
  type Address,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { deployDevToken } from '../../server/chains/deploy-dev-token.js';
import { deployExchange, type DevExchange } from '../../server/chains/deploy-exchange.js';
import { readContractArtifact } from '../../server/chains/read-contract-artifact.js';
import { startHardhatNode, type StartHardhatNodeReturnType } from '../../server/chains/start-hardhat-node.js';
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from '../../server/chains/uniswap-v2-abi.js';
import { devExchangeSwap } from '../../server/convert/dev-exchange-swap.js';
import { devAccounts } from '../../server/dev-accounts.js';
import { DEV_TOKEN } from '../../server/dev-config.js';
import { projectServicesRoutes } from '../../server/routes/project-services.js';
import type { RpcProxyNetwork } from '../../server/routes/rpc-proxy.js';
import type { ServerChain } from '../../server/server-chain.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

export const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';
export const SDK = 'projectId=demo-project&st=appkit&sv=0.1.0';

/** One hardhat chain with DEV and the dev stack's exchange, behind the server's project routes. */
export interface ConvertTestChain {
  node: StartHardhatNodeReturnType;
  chainId: number;
  exchange: DevExchange;
  /** Token addresses by symbol: ETH is WETH (the router's path address), DEV, USDL, GLDL. */
  tokens: Record<'WETH' | 'DEV' | 'USDL' | 'GLDL', Address>;
  /** CAIP-10 ids by symbol, ETH being the native coin. */
  ids: Record<'ETH' | 'DEV' | 'USDL' | 'GLDL', string>;
  serverChain: ServerChain;
  /** A token configured on the chain without any pool (NPL), deployed by dev account #9. */
  unpooled: Address;
  temp: TempDatabase;
  /** `app.request` of the project routes (the swap API, balances, prices). */
  request: (path: string, init?: RequestInit) => Promise<{ status: number; json: Record<string, unknown> }>;
  publicClient: ReturnType<typeof createPublicClient>;
  testClient: ReturnType<typeof createTestClient>;
  walletOf: (privateKey: `0x${string}`) => ReturnType<typeof createWalletClient>;
  balanceOf: (token: Address, owner: Address) => Promise<bigint>;
  /** The pool's reserves as [reserve of a, reserve of b]. */
  reservesOf: (a: Address, b: Address) => Promise<[bigint, bigint]>;
  stop: () => Promise<void>;
}

/** A chain the server serves without an exchange (same node: only its missing `swap` matters). */
export const PLAIN_CHAIN_ID = 777;

/**
 * Starts a hardhat chain, deploys DEV and the Uniswap V2 exchange as the dev stack does, plus a
 * token without a pool, and serves the project routes for it with `swap` configured (and a chain
 * {@link PLAIN_CHAIN_ID} without, and `rpcNetworks` when given). Throws with a clear message when
 * any step fails.
 */
export async function startConvertTestChain({
  chainId = 31337,
  rpcNetworks = [],
}: { chainId?: number; rpcNetworks?: RpcProxyNetwork[] } = {}): Promise<ConvertTestChain> {
  const node = await startHardhatNode({ port: 0, chainId });
  try {
    const devToken = getAddress(await deployDevToken({ rpcUrl: node.rpcUrl, chainId }));
    const exchange = await deployExchange({ rpcUrl: node.rpcUrl, chainId, devToken });
    const symbolAddress = (symbol: string) => {
      const token = exchange.tokens.find((candidate) => candidate.symbol === symbol);
      if (!token) throw new Error(`the exchange deployed no ${symbol}`);
      return token.address;
    };
    const tokens = { WETH: exchange.weth, DEV: devToken, USDL: symbolAddress('USDL'), GLDL: symbolAddress('GLDL') };
    const ids = {
      ETH: `eip155:${chainId}:${NATIVE}`,
      DEV: `eip155:${chainId}:${tokens.DEV}`,
      USDL: `eip155:${chainId}:${tokens.USDL}`,
      GLDL: `eip155:${chainId}:${tokens.GLDL}`,
    };
    const chain = defineChain({
      id: chainId,
      name: `Local ${chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node.rpcUrl] } },
    });
    // Hardhat answers a revert with -32603, which viem would retry for about a second.
    const transport = http(node.rpcUrl, { retryCount: 0 });
    const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 });
    const walletOf = (privateKey: `0x${string}`) =>
      createWalletClient({ chain, transport, account: privateKeyToAccount(privateKey) });
    const erc20 = readContractArtifact({
      url: new URL('../../server/chains/artifacts/DevErc20.json', import.meta.url),
    });
    const deployHash = await walletOf(devAccounts[9]!.privateKey).deployContract({
      abi: erc20.abi,
      bytecode: erc20.bytecode,
      args: ['No Pool', 'NPL', 18, 10n ** 24n],
    });
    const unpooled = (await publicClient.waitForTransactionReceipt({ hash: deployHash })).contractAddress;
    if (!unpooled) throw new Error('the NPL token was not deployed');
    const serverChain: ServerChain = {
      chainId,
      rpcUrl: node.rpcUrl,
      name: 'Localchain A',
      tokens: [
        { address: devToken, name: 'Dev Token', ...DEV_TOKEN },
        ...exchange.tokens,
        { address: getAddress(unpooled), name: 'No Pool', symbol: 'NPL', decimals: 18 },
      ],
      swap: devExchangeSwap({ exchange }),
    };
    const temp = openTempDatabase();
    const chains = [serverChain, { chainId: PLAIN_CHAIN_ID, rpcUrl: node.rpcUrl }];
    const app = new Hono().route('/', projectServicesRoutes({ database: temp.database, chains, rpcNetworks }));
    const reservesOf = async (a: Address, b: Address): Promise<[bigint, bigint]> => {
      const pair = await publicClient.readContract({
        address: exchange.factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [a, b],
      });
      const [reserve0, reserve1] = await publicClient.readContract({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: 'getReserves',
      });
      return BigInt(a) < BigInt(b) ? [reserve0, reserve1] : [reserve1, reserve0];
    };
    return {
      node,
      chainId,
      exchange,
      tokens,
      ids,
      serverChain,
      unpooled: getAddress(unpooled),
      temp,
      request: async (path, init) => {
        const response = await app.request(path, init);
        return { status: response.status, json: (await response.json()) as Record<string, unknown> };
      },
      publicClient,
      testClient: createTestClient({ chain, transport, mode: 'hardhat' }),
      walletOf,
      balanceOf: (token, owner) =>
        publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
      reservesOf,
      stop: async () => {
        temp.cleanup();
        await node.stop();
      },
    };
  } catch (error) {
    await node.stop();
    throw new Error(`The swap test chain did not start: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/** Uniswap V2's `getAmountOut`: the constant product with the 0.3 % fee, computed by the test itself. */
export function constantProductOut({
  amountIn,
  reserveIn,
  reserveOut,
}: {
  amountIn: bigint;
  reserveIn: bigint;
  reserveOut: bigint;
}): bigint {
  const withFee = amountIn * 997n;
  return (withFee * reserveOut) / (reserveIn * 1000n + withFee);
}
