import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  pad,
  type Address,
  type Chain,
  type Hex,
  type PublicClient,
  type Transport,
} from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { entryPoint07Abi, entryPoint07Address, toSoladySmartAccount } from 'viem/account-abstraction';
import {
  deployAccountAbstraction,
  type DevAccountAbstraction,
} from '../../server/chains/deploy-account-abstraction.js';
import { startHardhatNode, type StartHardhatNodeReturnType } from '../../server/chains/start-hardhat-node.js';
import { devAccounts } from '../../server/dev-accounts.js';
import { DEV_BUNDLER_ACCOUNT } from '../../server/dev-bundler-account.js';
import { startServer, type StartServerReturnType } from '../../server/start-server.js';
import { openTempDatabase, type TempDatabase } from './open-temp-database.js';

export const CHAIN_ID = 31337;
/** demo-project allows http://localhost:* (server/data/dev-projects.json). */
export const PROJECT_ID = 'demo-project';

export interface BundlerChain {
  node: StartHardhatNodeReturnType;
  deployed: DevAccountAbstraction;
  server: StartServerReturnType;
  temp: TempDatabase;
  chain: Chain;
  publicClient: PublicClient<Transport, Chain>;
  bundlerUrl: string;
  stop(): Promise<void>;
}

/**
 * One hardhat node with the EntryPoints and LocalAccountFactory (E1's deployAccountAbstraction),
 * and the reference server in front of it with the bundler on: what the bundler tests share.
 */
export async function startBundlerChain(): Promise<BundlerChain> {
  const node = await startHardhatNode({ port: 0, chainId: CHAIN_ID });
  const temp = openTempDatabase();
  try {
    const deployed = await deployAccountAbstraction({ rpcUrl: node.rpcUrl, chainId: CHAIN_ID });
    const server = await startServer({
      port: 0,
      chains: [
        {
          chainId: CHAIN_ID,
          rpcUrl: node.rpcUrl,
          accountAbstraction: {
            entryPoints: [deployed.entryPoint07, deployed.entryPoint08],
            bundlerPrivateKey: DEV_BUNDLER_ACCOUNT.privateKey,
          },
        },
      ],
      database: temp.database,
    });
    const chain = defineChain({
      id: CHAIN_ID,
      name: 'Localchain A',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [node.rpcUrl] } },
    });
    return {
      node,
      deployed,
      server,
      temp,
      chain,
      // Hardhat answers a revert with -32603, which viem would retry with back-off: no retries.
      publicClient: createPublicClient({ chain, transport: http(node.rpcUrl, { retryCount: 0 }), pollingInterval: 50 }),
      bundlerUrl: `${server.url}/v1/bundler?chainId=eip155:${CHAIN_ID}&projectId=${PROJECT_ID}`,
      async stop() {
        await server.stop();
        temp.cleanup();
        await node.stop();
      },
    };
  } catch (error) {
    temp.cleanup();
    await node.stop();
    throw error;
  }
}

/** A LocalAccount of `owner` on EntryPoint 0.7 (the owner in the salt's top 20 bytes, as LocalAccountFactory requires). */
export function smartAccountOf({ setup, owner }: { setup: BundlerChain; owner: PrivateKeyAccount }) {
  return toSoladySmartAccount({
    client: setup.publicClient,
    owner,
    factoryAddress: setup.deployed.accountFactory,
    salt: pad(owner.address, { dir: 'right', size: 32 }),
    entryPoint: { abi: entryPoint07Abi, address: entryPoint07Address, version: '0.7' },
  });
}

/** Sends ETH from dev account #1 and waits for it. */
export async function fund({ setup, to, value }: { setup: BundlerChain; to: Address; value: bigint }): Promise<Hex> {
  const wallet = createWalletClient({
    chain: setup.chain,
    transport: http(setup.node.rpcUrl, { retryCount: 0 }),
    account: privateKeyToAccount(devAccounts[1]!.privateKey),
  });
  const hash = await wallet.sendTransaction({ to, value });
  await setup.publicClient.waitForTransactionReceipt({ hash });
  return hash;
}

/** A JSON-RPC answer of the bundler. */
export interface JsonRpcAnswer {
  jsonrpc: '2.0';
  id: string | number | null;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

/** One JSON-RPC call to the bundler as a plain POST: status and body, for refusals viem would wrap. */
export async function postBundler({
  url,
  body,
  origin,
}: {
  url: string;
  body: unknown;
  origin?: string;
}): Promise<{ status: number; headers: Headers; json: JsonRpcAnswer }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(origin ? { origin } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, json: (await response.json()) as JsonRpcAnswer };
}
