import { encodeFunctionData, getAddress, isAddress, numberToHex, type Address, type Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import type { BuiltInBundlerSetup } from '../server-chain.js';
import { BundlerErrorCode, BundlerRpcError, invalidParams } from './bundler-error.js';
import { parseUserOperationHash, readServedEntryPoint } from './bundler-params.js';
import { checkUserOperation } from './check-user-operation.js';
import { createSerialQueue } from './create-serial-queue.js';
import { readEntryPointContracts, type EntryPointContracts } from './entry-point-contracts.js';
import { estimateUserOperationGas } from './estimate-user-operation-gas.js';
import { CHAIN_READ_METHODS, forwardChainRead } from './forward-chain-read.js';
import { createNodeRpc, NodeRpcError, type NodeRpc } from './node-rpc.js';
import { parseUserOperation } from './parse-user-operation.js';
import type { RpcStateOverride } from './simulate-entry-point.js';
import { submitBundle } from './submit-bundle.js';
import { getUserOperationByHash, getUserOperationReceipt } from './user-operation-lookup.js';
import { createUserOperationStore } from './user-operation-store.js';

export interface CreateChainBundlerParameters {
  chainId: number;
  rpcUrl: string;
  accountAbstraction: BuiltInBundlerSetup;
}

/**
 * The bundler of one chain: its methods (ERC-4337 / ERC-7769) over the chain's node, one
 * handleOps in flight at a time, and the operations it sent. "Unsafe mode": the EntryPoint's
 * simulation is the only check, no ERC-7562 opcode or storage rules, no mempool (each operation is
 * its own bundle, sent at once).
 *
 * @example
 * const bundler = createChainBundler({ chainId: 31337, rpcUrl, accountAbstraction });
 * const entryPoints = await bundler.request({ method: 'eth_supportedEntryPoints', params: [] });
 */
export function createChainBundler({ chainId, rpcUrl, accountAbstraction }: CreateChainBundlerParameters) {
  const node = createNodeRpc({ rpcUrl });
  const entryPoints = accountAbstraction.entryPoints.map((address) => getAddress(address));
  const account = privateKeyToAccount(accountAbstraction.bundlerPrivateKey);
  const queue = createSerialQueue();
  const store = createUserOperationStore();
  const contractsByEntryPoint = new Map<Address, Promise<EntryPointContracts>>();

  const entryPointContracts = (value: unknown): Promise<{ entryPoint: Address; contracts: EntryPointContracts }> => {
    const entryPoint = readServedEntryPoint({ value, entryPoints });
    let contracts = contractsByEntryPoint.get(entryPoint);
    if (!contracts) {
      contracts = detectEntryPointContracts({ node, entryPoint });
      contractsByEntryPoint.set(entryPoint, contracts);
      // A failed probe (node down, not deployed yet) is tried again next time.
      contracts.catch(() => contractsByEntryPoint.delete(entryPoint));
    }
    return contracts.then((found) => ({ entryPoint, contracts: found }));
  };

  const methods: Record<string, (params: unknown[]) => Promise<unknown>> = {
    eth_chainId: async () => numberToHex(chainId),
    eth_supportedEntryPoints: async () => entryPoints,
    eth_estimateUserOperationGas: async ([value, entryPointParam, stateOverride]) => {
      const userOperation = parseUserOperation({ value, forEstimate: true });
      const { entryPoint, contracts } = await entryPointContracts(entryPointParam);
      return estimateUserOperationGas({
        node,
        entryPoint,
        contracts,
        userOperation,
        ...(stateOverride === undefined ? {} : { stateOverride: parseStateOverride(stateOverride) }),
      });
    },
    eth_sendUserOperation: async ([value, entryPointParam]) => {
      const userOperation = parseUserOperation({ value });
      const { entryPoint, contracts } = await entryPointContracts(entryPointParam);
      return queue.run(async () => {
        // Checked inside the queue: an operation ahead of this one may have used its nonce.
        const userOpHash = await checkUserOperation({ node, entryPoint, contracts, userOperation });
        const receipt = await submitBundle({ node, chainId, entryPoint, contracts, account, userOperation });
        const { transactionHash, blockHash, blockNumber } = receipt;
        store.remember({ userOpHash, sent: { userOperation, entryPoint, transactionHash, blockHash, blockNumber } });
        return userOpHash;
      });
    },
    eth_getUserOperationReceipt: async ([hash]) =>
      getUserOperationReceipt({ node, entryPoints, store, userOpHash: parseUserOperationHash(hash) }),
    eth_getUserOperationByHash: async ([hash]) =>
      getUserOperationByHash({ node, entryPoints, store, userOpHash: parseUserOperationHash(hash) }),
  };

  return {
    /** Answers one method call; throws a {@link BundlerRpcError} for a refusal. */
    async request({ method, params }: { method: string; params: unknown[] }): Promise<unknown> {
      if (CHAIN_READ_METHODS.has(method)) return forwardChainRead({ node, method, params });
      const handler = Object.hasOwn(methods, method) ? methods[method] : undefined;
      if (!handler)
        throw new BundlerRpcError({
          code: BundlerErrorCode.methodNotFound,
          message: `Method not found: ${method.slice(0, 64)}`,
        });
      return handler(params);
    },
  };
}

export type ChainBundler = ReturnType<typeof createChainBundler>;

/**
 * Which EntryPoint version is deployed at an address, so the simulation code matches it: v0.8
 * answers `getDomainSeparatorV4()` (EIP-712 user operation hashes), v0.7 has no such function.
 */
async function detectEntryPointContracts({
  node,
  entryPoint,
}: {
  node: NodeRpc;
  entryPoint: Address;
}): Promise<EntryPointContracts> {
  const code = await node.request<Hex>({ method: 'eth_getCode', params: [entryPoint, 'latest'] });
  if (!code || code === '0x')
    throw new BundlerRpcError({
      code: BundlerErrorCode.internalError,
      message: `No EntryPoint deployed at ${entryPoint}`,
    });
  const v08 = readEntryPointContracts({ version: '0.8' });
  try {
    const data = encodeFunctionData({ abi: v08.abi, functionName: 'getDomainSeparatorV4' });
    await node.request({ method: 'eth_call', params: [{ to: entryPoint, data }, 'latest'] });
    return v08;
  } catch (error) {
    if (!(error instanceof NodeRpcError)) throw error;
    return readEntryPointContracts({ version: '0.7' });
  }
}

function parseStateOverride(value: unknown): RpcStateOverride {
  const isObject = (entry: unknown) => !!entry && typeof entry === 'object' && !Array.isArray(entry);
  if (!isObject(value)) throw invalidParams('Invalid state override: expected an object by address');
  for (const [address, entry] of Object.entries(value as object))
    if (!isAddress(address, { strict: false }) || !isObject(entry))
      throw invalidParams(`Invalid state override for ${address.slice(0, 42)}`);
  return value as RpcStateOverride;
}
