import { toHex, type Hex, type TypedDataDefinition } from 'viem';
import type { ErrorType } from '../../../../src/core/errors/error-type.js';
import { classifyRpcMethod } from '../../../../src/core/protocol/index.js';
import { UserRejectedRequestError } from '../../../../src/core/errors/provider-rpc-error.js';
import { describeEvmRequest } from '../../approval/describe-evm-request.js';
import { readEvmRequest, type ReadEvmRequestErrorType } from '../../approval/read-evm-request.js';
import { InvalidRequestError } from '../../errors/invalid-request-error.js';
import { NetworkSwitchRequiredError } from '../../errors/network-switch-required-error.js';
import type { FrameContext } from '../../handlers/frame-context.js';
import { sameEvmChain } from '../../handlers/same-evm-chain.js';
import { answerAssets, answerCapabilities } from '../answer-wallet-assets.js';
import { answerCallsStatus, type AnswerCallsStatusErrorType } from './answer-calls-status.js';
import { activeEvmAccount, type FindSmartAccountErrorType, type FrameSmartAccount } from './find-smart-account.js';
import { readUserOperationCalls, type ReadUserOperationCallsErrorType } from './read-user-operation.js';
import { readSendCalls, type ReadSendCallsErrorType, type SendCallsRequest } from './read-send-calls.js';
import { sendUserOperation, waitForUserOperation, type SendUserOperationErrorType } from './send-user-operation.js';
import { bundlerRpc, chainClientFor } from './smart-account-clients.js';
import { rememberCalls } from './smart-account-session.js';
import { toFrameSmartAccount } from './smart-account-signer.js';

/** User-operation reads the bundler answers, not the chain (SPEC §6 "user-operation reads"). */
const BUNDLER_READS = [
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_supportedEntryPoints',
  'eth_estimateUserOperationGas',
];

/**
 * What handleSmartAccountRpc throws: a refused request (-32602, SPEC §5's text for a batch), another
 * account (4100), another network (4901), the visitor's rejection (4001), a full queue, the
 * bundler's or chain's refusal with its code, an unknown batch id (5730), a custody error.
 */
export type HandleSmartAccountRpcErrorType =
  | ReadSendCallsErrorType
  | ReadUserOperationCallsErrorType
  | ReadEvmRequestErrorType
  | FindSmartAccountErrorType
  | NetworkSwitchRequiredError
  | SendUserOperationErrorType
  | AnswerCallsStatusErrorType
  | ErrorType;

export interface HandleSmartAccountRpcParameters {
  context: FrameContext;
  method: string;
  params: unknown;
  /** The network the page named (CAIP-2), if any. */
  chainId: string | undefined;
  hostOrigin: string;
}

/**
 * RPC_REQUEST while the visitor chose the smart account (issue 17), and wallet_getCallsStatus of
 * this session's batches. Answers `{ result }`, or undefined for what the EOA's path handles as
 * before: the reads the chain answers, and every request on a network without smart accounts
 * (the choice is kept; the EOA acts there). A batch is checked (SPEC §5) before anything is read.
 *
 * - eth_accounts, eth_requestAccounts: the smart account's address;
 * - personal_sign, eth_signTypedData_v4: the smart account's signature (ERC-6492 before deployment, ERC-1271 after), after the same approval;
 * - eth_sendTransaction: one user operation; answers the hash of the transaction that included it;
 * - wallet_sendCalls: one user operation through executeBatch, one approval listing each call; answers `{ id: userOpHash }`;
 * - eth_sendUserOperation: the page's calls (execute or executeBatch) as one operation the frame fills, shows and signs; answers the userOpHash;
 * - wallet_getCapabilities: atomic batching on networks with smart accounts, with the asset discovery of the EOA's answer;
 * - wallet_getAssets: the smart account's balances;
 * - user-operation reads: the frame's server's bundler.
 *
 * @example
 * const answered = await handleSmartAccountRpc({ context, method: 'eth_accounts', params: [], chainId, hostOrigin });
 */
export async function handleSmartAccountRpc({
  context,
  method,
  params,
  chainId,
  hostOrigin,
}: HandleSmartAccountRpcParameters): Promise<{ result: unknown } | undefined> {
  if (method === 'wallet_getCallsStatus') return { result: await answerCallsStatus({ context, params }) };
  // Checked before any read: a malformed batch is refused with SPEC's text on any network.
  const batch = method === 'wallet_sendCalls' ? readSendCalls({ params }) : undefined;
  const active = await activeEvmAccount(context);
  if (active.type === 'eoa') return undefined;
  const { account } = active;
  if (method === 'eth_accounts' || method === 'eth_requestAccounts') return { result: [account.address] };
  if (method === 'wallet_getCapabilities') return { result: smartCapabilities({ context, params, account }) };
  if (method === 'wallet_getAssets')
    return { result: await answerAssets({ context, params, account: account.address }) };
  if (BUNDLER_READS.includes(method))
    return { result: await bundlerRpc({ context, chainId: account.chainId, method, params: params ?? [] }) };
  if (classifyRpcMethod(method) !== 'approval') return undefined;
  // Signing happens on the active network only, as for the EOA (F4).
  if (chainId !== undefined && !sameEvmChain(chainId, account.chainId))
    throw new NetworkSwitchRequiredError({ active: account.chainId, requested: chainId });
  if (batch) return { result: await sendCalls({ context, account, batch, hostOrigin }) };
  if (method === 'personal_sign' || method === 'eth_signTypedData_v4' || method === 'eth_sendTransaction')
    return { result: await signOrSend({ context, account, method, params, hostOrigin }) };
  if (method === 'eth_sendUserOperation') {
    const calls = readUserOperationCalls({ params, account });
    const kind = calls.length > 1 ? 'batch' : 'transaction';
    return { result: (await sendUserOperation({ context, account, calls, hostOrigin, kind })).hash };
  }
  throw new InvalidRequestError({ message: `${method} is not supported by the smart account yet`, code: 4200 });
}

function smartCapabilities({
  context,
  params,
  account,
}: {
  context: FrameContext;
  params: unknown;
  account: FrameSmartAccount;
}): Record<string, unknown> {
  const answer = answerCapabilities({ context, params });
  const own = Number(account.chainId.split(':')[1]);
  for (const [chain, capabilities] of Object.entries(answer))
    if (Number(chain) === own) answer[chain] = { ...(capabilities as object), atomic: { status: 'supported' } };
  return answer;
}

async function sendCalls({
  context,
  account,
  batch,
  hostOrigin,
}: {
  context: FrameContext;
  account: FrameSmartAccount;
  batch: SendCallsRequest;
  hostOrigin: string;
}): Promise<{ id: Hex }> {
  const active = Number(account.chainId.split(':')[1]);
  if (batch.chainId !== BigInt(active))
    throw new InvalidRequestError({
      message: `The calls are for chain ${batch.chainId}, not the active chain ${active}`,
    });
  if (batch.from !== undefined && batch.from.toLowerCase() !== account.address.toLowerCase())
    throw new InvalidRequestError({ message: 'The sender is not this wallet’s smart account', code: 4100 });
  const { hash } = await sendUserOperation({ context, account, calls: batch.calls, hostOrigin, kind: 'batch' });
  rememberCalls({ session: context.smartAccount, id: hash, chainId: account.chainId });
  return { id: hash };
}

async function signOrSend({
  context,
  account,
  method,
  params,
  hostOrigin,
}: {
  context: FrameContext;
  account: FrameSmartAccount;
  method: string;
  params: unknown;
  hostOrigin: string;
}): Promise<Hex> {
  const chainId = Number(account.chainId.split(':')[1]);
  // The page names the smart account as the signer or sender: the EOA's address is refused (4100).
  const request = readEvmRequest({ method, params, chainId, address: account.address });
  if (request.method === 'eth_sendTransaction') {
    const { to, value, data } = request.transaction;
    if (!to) throw new InvalidRequestError({ message: 'A smart account cannot deploy a contract this way' });
    const calls = [{ to, value, ...(data ? { data } : {}) }];
    const sent = await sendUserOperation({ context, account, calls, hostOrigin, kind: 'transaction' });
    return waitForUserOperation(sent);
  }
  const details = describeEvmRequest({ request: request as never, origin: hostOrigin, chainId });
  const shown = {
    ...details,
    rows: [{ label: 'Smart account', value: account.address, monospace: true }, ...details.rows],
  };
  if (!(await context.approvals.request(shown))) throw new UserRejectedRequestError();
  const client = chainClientFor({ context, chainId: account.chainId });
  const smart = await toFrameSmartAccount({ vault: context.vault, account, client });
  if (request.method === 'personal_sign') return smart.signMessage({ message: { raw: request.message } });
  return smart.signTypedData(request.typedData as unknown as TypedDataDefinition);
}

/**
 * The smart account's ERC-6492 / ERC-1271 signature of a text message (SIWX with the smart account).
 *
 * @example
 * const signature = await signMessageWithSmartAccount({ context, account, message });
 */
export async function signMessageWithSmartAccount({
  context,
  account,
  message,
}: {
  context: FrameContext;
  account: FrameSmartAccount;
  message: string;
}): Promise<Hex> {
  const client = chainClientFor({ context, chainId: account.chainId });
  const smart = await toFrameSmartAccount({ vault: context.vault, account, client });
  return smart.signMessage({ message: { raw: toHex(message) } });
}
