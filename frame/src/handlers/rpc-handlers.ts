import { RPC_NOT_ALLOWED_MESSAGE, classifyRpcMethod, type AppRequestPayload, type FrameSuccessPayload } from '../../../src/core/protocol/index.js';
import { describeEvmRequest, InvalidRequestError } from '../approval/describe-evm-request.js';
import { answerAssets, answerCapabilities } from '../wallet/answer-wallet-assets.js';
import { forwardRpc, frameRpcUrl } from '../wallet/forward-rpc.js';
import { signEvmRequest } from '../wallet/sign-evm-request.js';
import type { FrameContext } from './frame-context.js';

const EVM_SIGNING_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'] as const;
type EvmSigningMethod = (typeof EVM_SIGNING_METHODS)[number];
const isEvmSigningMethod = (method: string): method is EvmSigningMethod => (EVM_SIGNING_METHODS as readonly string[]).includes(method);

/**
 * RPC_REQUEST and RPC_ABORT (SPEC §6): reads go straight to the chain through the frame's own
 * server; signing methods show the decoded request and wait for the visitor; anything else is
 * refused with 'Requested RPC call is not allowed' (4200). The frame decides this itself: the
 * dapp side's own check is a convenience, not a guard.
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
      return { result: await handleSolanaRpc({ context, method, params, chainId: chainId ?? context.networks.solana, hostOrigin }) };
    }
    const network = chainId ?? context.networks.eip155;
    const evmChainId = Number(network.split(':')[1]);
    const rpcUrl = frameRpcUrl({ chainId: network, projectId: context.projectId });
    // Answered by the wallet itself, not the chain (EIP-5792 capabilities, EIP-7811 assets).
    if (method === 'wallet_getCapabilities') return { result: answerCapabilities({ context, params }) };
    if (method === 'wallet_getAssets') return { result: await answerAssets({ context, params }) };
    if (kind === 'safe') return { result: await forwardRpc({ rpcUrl, method, params }) };
    if (!isEvmSigningMethod(method)) throw new InvalidRequestError(`${method} is not supported by the embedded wallet yet`, 4200);
    const list = Array.isArray(params) ? params : [];
    const details = describeEvmRequest({ method, params: list, origin: hostOrigin, chainId: evmChainId });
    const approved = await context.approvals.request(details);
    if (!approved) throw new InvalidRequestError('User rejected the request.', 4001);
    const result = await context.vault.withKeys(({ evm }) => signEvmRequest({ method, params: list, privateKey: evm.privateKey, chainId: evmChainId, rpcUrl }));
    return { result };
  },

  /** Rejects the approval on screen and those waiting (the modal was closed). */
  async RPC_ABORT(context: FrameContext): Promise<FrameSuccessPayload<'RPC_ABORT'>> {
    context.approvals.rejectAll();
    return {};
  },
};
