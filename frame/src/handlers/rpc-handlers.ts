import { RPC_NOT_ALLOWED_MESSAGE, classifyRpcMethod, type AppRequestPayload, type FrameSuccessPayload } from '../../../src/core/protocol/index.js';
import { describeEvmRequest, InvalidRequestError } from '../approval/describe-evm-request.js';
import { readEvmRequest } from '../approval/read-evm-request.js';
import { answerAssets, answerCapabilities } from '../wallet/answer-wallet-assets.js';
import { fillEvmTransaction } from '../wallet/fill-evm-transaction.js';
import { forwardRpc, frameRpcUrl } from '../wallet/forward-rpc.js';
import { signEvmRequest } from '../wallet/sign-evm-request.js';
import type { FrameContext } from './frame-context.js';

const EVM_SIGNING_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'] as const;
const isEvmSigningMethod = (method: string) => (EVM_SIGNING_METHODS as readonly string[]).includes(method);

/** Whether two CAIP-2 ids name the same EVM chain ('eip155:1' and 'eip155:01' do). */
const sameEvmChain = (left: string, right: string) => {
  const [leftNamespace, leftReference] = left.split(':');
  const [rightNamespace, rightReference] = right.split(':');
  return leftNamespace === 'eip155' && rightNamespace === 'eip155' && /^\d+$/.test(leftReference ?? '') && Number(leftReference) === Number(rightReference);
};

/**
 * RPC_REQUEST and RPC_ABORT (SPEC §6): reads go straight to the chain through the frame's own
 * server, on the network the page names; signing methods show the decoded request and wait for
 * the visitor; anything else is refused with 'Requested RPC call is not allowed' (4200). The
 * frame decides this itself: the dapp side's own check is a convenience, not a guard.
 *
 * Signing happens only on the frame's active network, the one the visitor sees (F4, T9): a
 * signing request whose payload names another network is refused with 4901, and the page must
 * SWITCH_NETWORK first (the modal does). Gas and fees are filled before the approval, which
 * shows them, and the signature covers exactly what was shown (F5).
 *
 * @example
 * const { result } = await rpcHandlers.RPC_REQUEST(context, { method: 'eth_blockNumber' }, { hostOrigin });
 */
export const rpcHandlers = {
  async RPC_REQUEST(context: FrameContext, { method, params, chainNamespace, chainId }: AppRequestPayload<'RPC_REQUEST'>, { hostOrigin }: { hostOrigin: string }): Promise<FrameSuccessPayload<'RPC_REQUEST'>> {
    const kind = classifyRpcMethod(method);
    if (kind === 'not-allowed') throw new InvalidRequestError(RPC_NOT_ALLOWED_MESSAGE, 4200);
    if (!context.vault.isOpen) throw new InvalidRequestError('The embedded wallet is not signed in', 4100);
    const namespace = chainNamespace ?? (chainId?.startsWith('solana:') ? 'solana' : 'eip155');
    if (namespace === 'solana') {
      const { handleSolanaRpc } = await import('../wallet/solana/handle-solana-rpc.js');
      return { result: await handleSolanaRpc({ context, method, params, chainId, hostOrigin }) };
    }
    // Answered by the wallet itself, not the chain (EIP-5792 capabilities, EIP-7811 assets).
    if (method === 'wallet_getCapabilities') return { result: answerCapabilities({ context, params }) };
    if (method === 'wallet_getAssets') return { result: await answerAssets({ context, params }) };
    if (kind === 'safe') return { result: await forwardRpc({ rpcUrl: frameRpcUrl({ chainId: chainId ?? context.networks.eip155, projectId: context.projectId, origin: context.serverOrigin }), method, params }) };
    if (!isEvmSigningMethod(method)) throw new InvalidRequestError(`${method} is not supported by the embedded wallet yet`, 4200);
    const network = context.networks.eip155;
    if (chainId !== undefined && !sameEvmChain(chainId, network)) throw new InvalidRequestError(`The wallet is on ${network}, not ${chainId}: switch the network first`, 4901);
    const evmChainId = Number(network.split(':')[1]);
    const rpcUrl = frameRpcUrl({ chainId: network, projectId: context.projectId, origin: context.serverOrigin });
    const address = context.vault.addresses!.evmAddress;
    const checked = readEvmRequest({ method, params, chainId: evmChainId, address });
    const request = checked.method === 'eth_sendTransaction' ? { ...checked, transaction: await fillEvmTransaction({ transaction: checked.transaction, chainId: evmChainId, rpcUrl, from: address }) } : checked;
    if (!(await context.approvals.request(describeEvmRequest({ request, origin: hostOrigin, chainId: evmChainId })))) throw new InvalidRequestError('User rejected the request.', 4001);
    const result = await context.vault.withKeys(({ evm }) => signEvmRequest({ request, privateKey: evm.privateKey, chainId: evmChainId, rpcUrl }));
    return { result };
  },

  /** Rejects the approval on screen and those waiting (the modal was closed). */
  async RPC_ABORT(context: FrameContext): Promise<FrameSuccessPayload<'RPC_ABORT'>> {
    context.approvals.rejectAll();
    // The modal closed or left the view under the frame: its own screen (recovery key) ends too.
    context.screens.cancel();
    return {};
  },
};
