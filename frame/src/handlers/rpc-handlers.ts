import {
  RPC_NOT_ALLOWED_MESSAGE,
  classifyRpcMethod,
  rpcUrlFor,
  type AppRequestPayload,
  type FrameSuccessPayload,
} from '../../../src/core/protocol/index.js';
import { UserRejectedRequestError } from '../../../src/core/errors/provider-rpc-error.js';
import type { RequestApprovalErrorType } from '../approval/create-approval-queue.js';
import { describeEvmRequest } from '../approval/describe-evm-request.js';
import { readEvmRequest, type ReadEvmRequestErrorType } from '../approval/read-evm-request.js';
import { InvalidRequestError } from '../errors/invalid-request-error.js';
import { NetworkSwitchRequiredError } from '../errors/network-switch-required-error.js';
import { WalletNotSignedInError } from '../errors/wallet-not-signed-in-error.js';
import { answerAssets, answerCapabilities, type AnswerAssetsErrorType } from '../wallet/answer-wallet-assets.js';
import type { WalletVaultWithKeysErrorType } from '../wallet/create-wallet-vault.js';
import { fillEvmTransaction, type FillEvmTransactionErrorType } from '../wallet/fill-evm-transaction.js';
import { forwardRpc } from '../wallet/forward-rpc.js';
import { signEvmRequest, type SignEvmRequestErrorType } from '../wallet/sign-evm-request.js';
import type { HandleSmartAccountRpcErrorType } from '../wallet/smart-account/handle-smart-account-rpc.js';
import type { HandleSolanaRpcErrorType } from '../wallet/solana/handle-solana-rpc.js';
import type { FrameContext } from './frame-context.js';
import { sameEvmChain } from './same-evm-chain.js';

const EVM_SIGNING_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'] as const;
const isEvmSigningMethod = (method: string) => (EVM_SIGNING_METHODS as readonly string[]).includes(method);

/** wallet_getCallsStatus of a batch the smart account sent in this session (answered after a switch to the EOA too). */
const isBatchOfThisSession = ({
  context,
  method,
  params,
}: {
  context: FrameContext;
  method: string;
  params: unknown;
}) =>
  method === 'wallet_getCallsStatus' &&
  Array.isArray(params) &&
  typeof params[0] === 'string' &&
  context.smartAccount.calls.has(params[0].toLowerCase());

/**
 * What RPC_REQUEST throws, each with its EIP-1193 / EIP-1474 code for toErrorReply: not allowed or
 * not supported (4200), not signed in (4100), another network (4901), a refused request (-32602),
 * the chain's refusal (its code), the visitor's rejection (4001), a full queue (-32005).
 */
export type RpcRequestErrorType =
  | InvalidRequestError
  | WalletNotSignedInError
  | NetworkSwitchRequiredError
  | UserRejectedRequestError
  | ReadEvmRequestErrorType
  | FillEvmTransactionErrorType
  | RequestApprovalErrorType
  | SignEvmRequestErrorType
  | AnswerAssetsErrorType
  | HandleSolanaRpcErrorType
  | HandleSmartAccountRpcErrorType
  | WalletVaultWithKeysErrorType;

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
 * With the smart account chosen (issue 17) the smart account's requests go to its own chunk
 * (wallet/smart-account/handle-smart-account-rpc.ts): user operations through the frame's server's
 * bundler, ERC-6492/1271 signatures, wallet_sendCalls and wallet_getCallsStatus. With the EOA, nothing changes.
 *
 * @example
 * const { result } = await rpcHandlers.RPC_REQUEST(context, { method: 'eth_blockNumber' }, { hostOrigin });
 */
export const rpcHandlers = {
  async RPC_REQUEST(
    context: FrameContext,
    { method, params, chainNamespace, chainId }: AppRequestPayload<'RPC_REQUEST'>,
    { hostOrigin }: { hostOrigin: string },
  ): Promise<FrameSuccessPayload<'RPC_REQUEST'>> {
    const kind = classifyRpcMethod(method);
    const smartAccountChosen = context.accountType === 'smartAccount';
    // eth_requestAccounts is the smart account's only addition to the methods (its address, below).
    if (kind === 'not-allowed' && !(smartAccountChosen && method === 'eth_requestAccounts'))
      throw new InvalidRequestError({ message: RPC_NOT_ALLOWED_MESSAGE, code: 4200 });
    if (!context.vault.isOpen) throw new WalletNotSignedInError();
    const namespace = chainNamespace ?? (chainId?.startsWith('solana:') ? 'solana' : 'eip155');
    if (namespace === 'solana') {
      const { handleSolanaRpc } = await import('../wallet/solana/handle-solana-rpc.js');
      return { result: await handleSolanaRpc({ context, method, params, chainId, hostOrigin }) };
    }
    // The smart account (issue 17) in its own chunk; what it leaves, and everything of the EOA, goes on below as before.
    if (smartAccountChosen || isBatchOfThisSession({ context, method, params })) {
      const { handleSmartAccountRpc } = await import('../wallet/smart-account/handle-smart-account-rpc.js');
      const answered = await handleSmartAccountRpc({ context, method, params, chainId, hostOrigin });
      if (answered) return answered;
      if (method === 'eth_requestAccounts')
        throw new InvalidRequestError({ message: RPC_NOT_ALLOWED_MESSAGE, code: 4200 });
    }
    // Answered by the wallet itself, not the chain (EIP-5792 capabilities, EIP-7811 assets).
    if (method === 'wallet_getCapabilities') return { result: answerCapabilities({ context, params }) };
    if (method === 'wallet_getAssets') return { result: await answerAssets({ context, params }) };
    if (kind === 'safe')
      return {
        result: await forwardRpc({
          rpcUrl: rpcUrlFor({
            baseUrl: context.serverOrigin ?? location.origin,
            chainId: chainId ?? context.networks.eip155,
            projectId: context.projectId,
          }),
          method,
          params,
        }),
      };
    if (!isEvmSigningMethod(method))
      throw new InvalidRequestError({ message: `${method} is not supported by the embedded wallet yet`, code: 4200 });
    const network = context.networks.eip155;
    if (chainId !== undefined && !sameEvmChain(chainId, network))
      throw new NetworkSwitchRequiredError({ active: network, requested: chainId });
    const evmChainId = Number(network.split(':')[1]);
    const rpcUrl = rpcUrlFor({
      baseUrl: context.serverOrigin ?? location.origin,
      chainId: network,
      projectId: context.projectId,
    });
    const address = context.vault.addresses!.evmAddress;
    const checked = readEvmRequest({ method, params, chainId: evmChainId, address });
    const request =
      checked.method === 'eth_sendTransaction'
        ? {
            ...checked,
            transaction: await fillEvmTransaction({
              transaction: checked.transaction,
              chainId: evmChainId,
              rpcUrl,
              from: address,
            }),
          }
        : checked;
    if (!(await context.approvals.request(describeEvmRequest({ request, origin: hostOrigin, chainId: evmChainId }))))
      throw new UserRejectedRequestError();
    const result = await context.vault.withKeys(({ evm }) =>
      signEvmRequest({ request, privateKey: evm.privateKey, chainId: evmChainId, rpcUrl }),
    );
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
