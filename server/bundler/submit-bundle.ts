import { encodeFunctionData, type Address, type Hex, type PrivateKeyAccount } from 'viem';
import { toPackedUserOperation } from 'viem/account-abstraction';
import { BundlerErrorCode, BundlerRpcError } from './bundler-error.js';
import { BUNDLE_GAS_OVERHEAD, BUNDLER_NODE_TIMEOUT_MS } from './bundler-limits.js';
import { decodeEntryPointRevert } from './decode-entry-point-revert.js';
import type { EntryPointContracts } from './entry-point-contracts.js';
import { NodeRpcError, type NodeRpc } from './node-rpc.js';
import type { BundlerUserOperation } from './parse-user-operation.js';

export interface SubmitBundleParameters {
  node: NodeRpc;
  chainId: number;
  entryPoint: Address;
  contracts: EntryPointContracts;
  /** The bundler's key: it signs handleOps and receives the operation's fees (the beneficiary). */
  account: PrivateKeyAccount;
  userOperation: BundlerUserOperation;
}

/** The node's receipt as JSON-RPC gives it (hex quantities). */
export interface RpcTransactionReceipt {
  transactionHash: Hex;
  blockHash: Hex;
  blockNumber: Hex;
  status: Hex;
  logs: RpcLog[];
  [field: string]: unknown;
}

export interface RpcLog {
  address: Address;
  topics: Hex[];
  data: Hex;
  logIndex: Hex;
  transactionHash: Hex;
  blockHash: Hex;
  blockNumber: Hex;
  [field: string]: unknown;
}

const RECEIPT_POLL_MS = 50;

/**
 * Sends `handleOps([op], beneficiary)` from the bundler's key and waits for its receipt. Call it
 * through the chain's queue (create-chain-bundler.ts): the nonce is read as "pending", so two
 * bundles in flight at once would take the same one. The transaction pays the operation's own
 * fees (so the EntryPoint's refund covers it) and has gas for all of its limits (65/64 for the
 * calls' 63/64 rule) plus the bundle's overhead. A revert (hardhat refuses a failing transaction
 * in automine) becomes the EntryPoint's reason.
 *
 * @example
 * const receipt = await queue.run(() => submitBundle({ node, chainId, entryPoint, contracts, account, userOperation }));
 */
export async function submitBundle({
  node,
  chainId,
  entryPoint,
  contracts,
  account,
  userOperation,
}: SubmitBundleParameters): Promise<RpcTransactionReceipt> {
  const limits =
    userOperation.verificationGasLimit +
    userOperation.callGasLimit +
    (userOperation.paymasterVerificationGasLimit ?? 0n) +
    (userOperation.paymasterPostOpGasLimit ?? 0n);
  const nonce = await node.request<Hex>({ method: 'eth_getTransactionCount', params: [account.address, 'pending'] });
  const serialized = await account.signTransaction({
    type: 'eip1559',
    chainId,
    nonce: Number(nonce),
    to: entryPoint,
    data: encodeFunctionData({
      abi: contracts.abi,
      functionName: 'handleOps',
      args: [[toPackedUserOperation(userOperation)], account.address],
    }),
    gas: userOperation.preVerificationGas + (limits * 65n) / 64n + BUNDLE_GAS_OVERHEAD,
    maxFeePerGas: userOperation.maxFeePerGas,
    maxPriorityFeePerGas: userOperation.maxPriorityFeePerGas,
  });
  let hash: Hex;
  try {
    hash = await node.request<Hex>({ method: 'eth_sendRawTransaction', params: [serialized] });
  } catch (error) {
    if (!(error instanceof NodeRpcError)) throw error;
    throw decodeEntryPointRevert({
      abi: contracts.abi,
      data: error.revertData,
      fallbackMessage: `handleOps refused: ${error.message}`,
    });
  }
  const receipt = await waitForReceipt({ node, hash });
  if (receipt.status !== '0x1')
    throw new BundlerRpcError({
      code: BundlerErrorCode.rejectedByEntryPoint,
      message: `handleOps reverted (transaction ${hash})`,
    });
  return receipt;
}

async function waitForReceipt({ node, hash }: { node: NodeRpc; hash: Hex }): Promise<RpcTransactionReceipt> {
  const deadline = Date.now() + BUNDLER_NODE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const receipt = await node.request<RpcTransactionReceipt | null>({
      method: 'eth_getTransactionReceipt',
      params: [hash],
    });
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS));
  }
  throw new BundlerRpcError({
    code: BundlerErrorCode.internalError,
    message: `handleOps ${hash} was not mined in time`,
  });
}
