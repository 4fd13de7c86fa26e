import { custom, type Hex } from 'viem';
import { estimateFeesPerGas } from 'viem/actions';
import { createBundlerClient, formatUserOperationRequest, type BundlerClient } from 'viem/account-abstraction';
import type { ErrorType } from '../../../../src/core/errors/error-type.js';
import { UserRejectedRequestError } from '../../../../src/core/errors/provider-rpc-error.js';
import type { RequestApprovalErrorType } from '../../approval/create-approval-queue.js';
import { InvalidRequestError } from '../../errors/invalid-request-error.js';
import { toNetworkError } from '../to-network-error.js';
import type { FrameContext } from '../../handlers/frame-context.js';
import { describeUserOperation } from './describe-user-operation.js';
import type { FrameSmartAccount } from './find-smart-account.js';
import type { SmartAccountCall } from './read-send-calls.js';
import { bundlerRpc, chainClientFor } from './smart-account-clients.js';
import { toFrameSmartAccount } from './smart-account-signer.js';

/** SPEC §9 "Receipt wait timeout 180000 ms": how long eth_sendTransaction waits for the operation's inclusion. */
export const USER_OPERATION_RECEIPT_TIMEOUT_MS = 180_000;
const RECEIPT_POLLING_MS = 1000;

/** What sendUserOperation throws: the visitor's rejection (4001), a full queue, the bundler's or chain's refusal with its code, a custody error. */
export type SendUserOperationErrorType =
  InvalidRequestError | UserRejectedRequestError | RequestApprovalErrorType | ErrorType;

export interface SendUserOperationParameters {
  context: FrameContext;
  account: FrameSmartAccount;
  calls: readonly SmartAccountCall[];
  hostOrigin: string;
  kind: 'batch' | 'transaction';
}

/**
 * Sends calls from the wallet's smart account as ONE user operation (execute for one call,
 * executeBatch for several) through the frame's own server's bundler. Everything the approval
 * shows is filled first (F5): the deployment (factory data while the account has no code), the
 * bundler's gas estimate, the chain's fees (base fee × 1.2 + priority fee) and the nonce; the
 * owner's key then signs exactly that operation's hash, and the bundler gets it unchanged.
 * Answers the userOpHash, with the bundler client that can wait for it.
 *
 * @example
 * const { hash } = await sendUserOperation({ context, account, calls: [{ to, value }], hostOrigin, kind: 'transaction' });
 */
export async function sendUserOperation({
  context,
  account,
  calls,
  hostOrigin,
  kind,
}: SendUserOperationParameters): Promise<{ hash: Hex; bundler: BundlerClient }> {
  const client = chainClientFor({ context, chainId: account.chainId });
  const bundler = createBundlerClient({
    client,
    pollingInterval: RECEIPT_POLLING_MS,
    transport: custom(
      { request: ({ method, params }) => bundlerRpc({ context, chainId: account.chainId, method, params }) },
      { retryCount: 0 },
    ),
  });
  const smart = await toFrameSmartAccount({ vault: context.vault, account, client });
  const [deployed, fees] = await Promise.all([
    networkCall('read the account', () => smart.isDeployed()),
    networkCall('estimate the network fee', () => estimateFeesPerGas(client, { chain: client.chain, type: 'eip1559' })),
  ]);
  const operation = await networkCall('estimate this operation', () =>
    bundler.prepareUserOperation({
      account: smart,
      calls: calls.map(({ to, value, data }) => ({ to, value, ...(data ? { data } : {}) })),
      maxFeePerGas: fees.maxFeePerGas,
      maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
    }),
  );
  const details = describeUserOperation({
    calls,
    sender: account.address,
    deploys: !deployed,
    gas: operation,
    origin: hostOrigin,
    chainId: client.chain!.id,
    kind,
  });
  if (!(await context.approvals.request(details))) throw new UserRejectedRequestError();
  const signature = await smart.signUserOperation(operation);
  const hash = (await networkCall('send this operation', () =>
    bundler.request({
      method: 'eth_sendUserOperation',
      params: [formatUserOperationRequest({ ...operation, signature }), account.network.entryPoint as Hex],
    }),
  )) as Hex;
  return { hash, bundler };
}

/**
 * Waits for the operation's inclusion (SPEC §9 receipt timeout) and answers the hash of the
 * transaction that included it, as a wallet answers eth_sendTransaction. An operation whose call
 * reverted is refused (-32603, with that transaction's hash): the including transaction itself
 * succeeds, so its hash alone would read as a success to the page.
 *
 * @example
 * const transactionHash = await waitForUserOperation({ bundler, hash });
 */
export async function waitForUserOperation({ bundler, hash }: { bundler: BundlerClient; hash: Hex }): Promise<Hex> {
  let found;
  try {
    found = await bundler.waitForUserOperationReceipt({
      hash,
      timeout: USER_OPERATION_RECEIPT_TIMEOUT_MS,
      pollingInterval: RECEIPT_POLLING_MS,
    });
  } catch (error) {
    throw new InvalidRequestError({
      message: `The user operation ${hash} was not included in time`,
      code: -32603,
      cause: error,
    });
  }
  const { transactionHash } = found.receipt;
  if (!found.success)
    throw new InvalidRequestError({
      message: `The smart account’s call reverted (transaction ${transactionHash})`,
      code: -32603,
    });
  return transactionHash;
}

/** Runs one read or send; a refusal keeps the bundler's or node's JSON-RPC code and message (viem wraps what forwardRpc threw). */
async function networkCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toNetworkError({ what, error });
  }
}
