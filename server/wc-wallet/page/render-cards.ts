import type { PendingRequestTypes, ProposalTypes, SessionTypes, Verify } from '@walletconnect/types';
import { describeRequest } from './describe-request.js';
import { actionButton, card, definitionList } from './dom.js';

/**
 * A session proposal: who asks (name and URL as text), what for, what Approve grants.
 *
 * @example
 * proposals.append(renderProposalCard({ proposal, grant, verifyContext, onApprove, onReject }));
 */
export function renderProposalCard({
  proposal,
  grant,
  verifyContext,
  onApprove,
  onReject,
}: {
  proposal: ProposalTypes.Struct;
  grant: { namespaces: SessionTypes.Namespaces; unsupportedChains: string[] };
  verifyContext?: Verify.Context;
  onApprove: () => Promise<void>;
  onReject: () => Promise<void>;
}): HTMLElement {
  const { metadata } = proposal.proposer;
  const requested = [proposal.requiredNamespaces, proposal.optionalNamespaces].flatMap((namespaces) =>
    Object.entries(namespaces ?? {}).flatMap(([key, value]) => value.chains ?? [key]),
  );
  return card({
    title: `Session proposal from ${metadata.name}`,
    testId: 'wc-proposal',
    content: [
      definitionList({
        rows: [
          ['Dapp', metadata.name],
          ['URL', metadata.url],
          ['Verify', verifyContext?.verified.validation ?? 'UNKNOWN'],
          ['Requested chains', [...new Set(requested)]],
          ['Approve grants', Object.values(grant.namespaces).flatMap((namespace) => namespace.accounts)],
          ['Not served here', grant.unsupportedChains],
        ],
      }),
    ],
    buttons: [
      actionButton({ label: 'Approve', action: onApprove }),
      actionButton({ label: 'Reject', action: onReject }),
    ],
  });
}

/**
 * A session request: method, chain, the dapp, and a readable summary of what Approve does.
 *
 * @example
 * requests.append(renderRequestCard({ request, peerName, onApprove, onReject }));
 */
export function renderRequestCard({
  request,
  peerName,
  onApprove,
  onReject,
}: {
  request: PendingRequestTypes.Struct;
  peerName: string;
  onApprove: () => Promise<void>;
  onReject: () => Promise<void>;
}): HTMLElement {
  const { request: call, chainId } = request.params;
  return card({
    title: `Request ${call.method}`,
    testId: 'wc-request',
    content: [
      definitionList({
        rows: [
          ['Method', call.method],
          ['Chain', chainId],
          ['Dapp', peerName],
          ['Summary', describeRequest(call)],
        ],
      }),
    ],
    buttons: [
      actionButton({ label: 'Approve', action: onApprove }),
      actionButton({ label: 'Reject', action: onReject }),
    ],
  });
}

/**
 * A session: the dapp, the accounts granted, the current chain, a "Switch to chain N" button for
 * every other eip155 chain of the session, and Disconnect.
 *
 * @example
 * sessions.append(renderSessionCard({ session, currentChain: 31337, onSwitch, onDisconnect }));
 */
export function renderSessionCard({
  session,
  currentChain,
  onSwitch,
  onDisconnect,
}: {
  session: SessionTypes.Struct;
  currentChain: number | undefined;
  onSwitch: (chainId: number) => Promise<void>;
  onDisconnect: () => Promise<void>;
}): HTMLElement {
  const { metadata } = session.peer;
  const evmChains = (session.namespaces.eip155?.chains ?? []).map((chain) => Number(chain.split(':')[1]));
  return card({
    title: `Session with ${metadata.name}`,
    testId: 'wc-session',
    content: [
      definitionList({
        rows: [
          ['Dapp', metadata.name],
          ['URL', metadata.url],
          ['Accounts', Object.values(session.namespaces).flatMap((namespace) => namespace.accounts)],
          ['Current EVM chain', currentChain === undefined ? '—' : String(currentChain)],
          ['Expires', new Date(session.expiry * 1000).toLocaleString()],
        ],
      }),
    ],
    buttons: [
      ...evmChains
        .filter((chainId) => chainId !== currentChain)
        .map((chainId) => actionButton({ label: `Switch to chain ${chainId}`, action: () => onSwitch(chainId) })),
      actionButton({ label: 'Disconnect', action: onDisconnect }),
    ],
  });
}
