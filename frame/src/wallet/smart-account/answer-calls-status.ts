import { numberToHex, type Hex } from 'viem';
import { InvalidRequestError } from '../../errors/invalid-request-error.js';
import type { FrameContext } from '../../handlers/frame-context.js';
import { bundlerRpc } from './smart-account-clients.js';

/** EIP-5792: the id names no batch this wallet knows. */
export const UNKNOWN_BUNDLE_CODE = 5730;

/** EIP-5792 v2 status codes this wallet answers. */
export const CALLS_STATUS = { pending: 100, confirmed: 200, reverted: 500 } as const;

type RpcLog = { address: Hex; data: Hex; topics: Hex[] };
interface BundlerReceipt {
  success: boolean;
  logs: RpcLog[];
  receipt: { blockHash: Hex; blockNumber: Hex; gasUsed: Hex; transactionHash: Hex };
}

/** What answerCallsStatus throws: an invalid id (-32602), an unknown one (5730), the bundler's refusal. */
export type AnswerCallsStatusErrorType = InvalidRequestError;

/**
 * `wallet_getCallsStatus` (EIP-5792 v2) for a batch this wallet sent as one user operation (its id
 * is the userOpHash), from the bundler's `eth_getUserOperationReceipt` on the network the batch
 * was sent on (remembered for the session; else the active one): 100 while the operation has no
 * receipt, 200 when its calls succeeded, 500 when they reverted (the operation was included, its
 * execution failed; atomic, so nothing of it stayed). 400 is never answered: the bundler submits
 * an operation at once or refuses it before an id exists. The call is answered once; waiting and
 * retrying is the page's (SPEC §9 "call-status wait 60 s, 4 retries" is viem's waitForCallsStatus).
 *
 * @example
 * await answerCallsStatus({ context, params: [userOpHash] }); // { version: '2.0.0', id, chainId: '0x7a69', status: 200, atomic: true, receipts }
 */
export async function answerCallsStatus({ context, params }: { context: FrameContext; params: unknown }) {
  const id = Array.isArray(params) ? params[0] : undefined;
  if (typeof id !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(id))
    throw new InvalidRequestError({ message: 'wallet_getCallsStatus needs a batch id' });
  const known = context.smartAccount.calls.get(id.toLowerCase());
  const chainId = known ?? context.networks.eip155;
  const ask = (method: string) => bundlerRpc({ context, chainId, method, params: [id] });
  const found = (await ask('eth_getUserOperationReceipt')) as BundlerReceipt | null;
  const common = { version: '2.0.0', id, chainId: numberToHex(Number(chainId.split(':')[1])), atomic: true };
  if (!found) {
    if (!known && !(await ask('eth_getUserOperationByHash')))
      throw new InvalidRequestError({ message: 'Unknown bundle id', code: UNKNOWN_BUNDLE_CODE });
    return { ...common, status: CALLS_STATUS.pending, receipts: [] };
  }
  const { receipt } = found;
  return {
    ...common,
    status: found.success ? CALLS_STATUS.confirmed : CALLS_STATUS.reverted,
    receipts: [
      {
        logs: found.logs.map(({ address, data, topics }) => ({ address, data, topics })),
        status: found.success ? '0x1' : '0x0',
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        transactionHash: receipt.transactionHash,
      },
    ],
  };
}
