import type { PendingRequestTypes, ProposalTypes, SessionTypes } from '@walletconnect/types';
import { getSdkError } from '@walletconnect/utils';
import type { LocalAccount } from 'viem';
import { buildSessionNamespaces } from './build-session-namespaces.js';
import { handleEvmRequest } from './handle-evm-request.js';
import { handleSolanaRequest } from './handle-solana-request.js';
import type { WalletSignClient } from './start-sign-client.js';
import { toJsonRpcError, userRejected } from './wallet-request-error.js';

export interface CreateWalletActionsParameters {
  client: WalletSignClient;
  account: LocalAccount;
  evmChainIds: readonly number[];
  solana: { caipNetworkId: string; address: string; secretKey: Uint8Array };
  /** The RPC proxy URL of a CAIP-2 chain. */
  rpcUrl: (caipNetworkId: string) => string;
  /** Where the current chain of each session is kept (localStorage in the page). */
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

export interface WalletActions {
  pair(uri: string): Promise<void>;
  /** What Approve would grant for a proposal. */
  grantFor(proposal: ProposalTypes.Struct): ReturnType<typeof buildSessionNamespaces>;
  approveProposal(proposal: ProposalTypes.Struct): Promise<SessionTypes.Struct>;
  rejectProposal(proposal: ProposalTypes.Struct): Promise<void>;
  /** Answers with the result, or with the error a wallet would send (it is returned as well, for the log). */
  approveRequest(request: PendingRequestTypes.Struct): Promise<RequestOutcome>;
  rejectRequest(request: PendingRequestTypes.Struct): Promise<void>;
  /** The session's current eip155 chain (the first granted one until switched). */
  currentChain(session: SessionTypes.Struct): number | undefined;
  /** Makes `chainId` current and tells the dapp as wallets do: chainChanged, then accountsChanged. */
  switchChain(parameters: { topic: string; chainId: number }): Promise<void>;
  /** Ends the session from the wallet's side (the dapp gets session_delete). */
  disconnect(topic: string): Promise<void>;
}

export type RequestOutcome = { result: unknown } | { error: { code: number; message: string } };

const CHAIN_KEY = 'appkit-wc-test-wallet:chain:';

/**
 * What the page's buttons do, on the sign-client: no DOM here.
 *
 * @example
 * const actions = createWalletActions({ client, account, evmChainIds: [31337, 31338], solana, rpcUrl, storage: localStorage });
 * await actions.approveProposal(proposal);
 */
export function createWalletActions({
  client,
  account,
  evmChainIds,
  solana,
  rpcUrl,
  storage,
}: CreateWalletActionsParameters): WalletActions {
  const grantFor = (proposal: ProposalTypes.Struct) =>
    buildSessionNamespaces({
      requiredNamespaces: proposal.requiredNamespaces,
      optionalNamespaces: proposal.optionalNamespaces,
      evm: { chainIds: evmChainIds, address: account.address },
      solana,
    });
  const sessionChainIds = (session: SessionTypes.Struct) =>
    (session.namespaces.eip155?.chains ?? []).map((chain) => Number(chain.split(':')[1]));
  const currentChain = (session: SessionTypes.Struct) => {
    const stored = Number(storage.getItem(CHAIN_KEY + session.topic));
    const chains = sessionChainIds(session);
    return chains.includes(stored) ? stored : chains[0];
  };

  async function switchChain({ topic, chainId }: { topic: string; chainId: number }) {
    storage.setItem(CHAIN_KEY + topic, String(chainId));
    const caipChainId = `eip155:${chainId}`;
    await client.emit({ topic, chainId: caipChainId, event: { name: 'chainChanged', data: chainId } });
    await client.emit({ topic, chainId: caipChainId, event: { name: 'accountsChanged', data: [account.address] } });
  }

  async function answer({ topic, params }: PendingRequestTypes.Struct): Promise<unknown> {
    const { request, chainId } = params;
    if (chainId.startsWith('solana:')) {
      return handleSolanaRequest({ ...request, secretKey: solana.secretKey, rpcUrl: rpcUrl(chainId) });
    }
    const session = client.session.get(topic);
    return handleEvmRequest({
      ...request,
      chainId,
      account,
      sessionChainIds: sessionChainIds(session),
      rpcUrl: (evmChainId) => rpcUrl(`eip155:${evmChainId}`),
      switchChain: (target) => switchChain({ topic, chainId: target }),
    });
  }

  return {
    pair: async (uri) => void (await client.pair({ uri })),
    grantFor,
    async approveProposal(proposal) {
      const { namespaces } = grantFor(proposal);
      const { acknowledged } = await client.approve({ id: proposal.id, namespaces });
      return acknowledged();
    },
    rejectProposal: (proposal) => client.reject({ id: proposal.id, reason: getSdkError('USER_REJECTED') }),
    async approveRequest(request) {
      const outcome: RequestOutcome = await answer(request).then(
        (result) => ({ result }),
        (error: unknown) => ({ error: toJsonRpcError({ error }) }),
      );
      await client.respond({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', ...outcome } });
      return outcome;
    },
    rejectRequest: (request) =>
      client.respond({
        topic: request.topic,
        response: { id: request.id, jsonrpc: '2.0', error: toJsonRpcError({ error: userRejected() }) },
      }),
    currentChain,
    switchChain,
    async disconnect(topic) {
      await client.disconnect({ topic, reason: getSdkError('USER_DISCONNECTED') });
      storage.removeItem(CHAIN_KEY + topic);
    },
  };
}
