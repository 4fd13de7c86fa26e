// The browser entry of the WalletConnect test wallet page (server/wc-wallet/): bundled by the
// server (wc-wallet-routes.ts) and loaded by the page it renders. Plain DOM; every value a dapp
// sends is shown as text.
import type { Verify } from '@walletconnect/types';
import { privateKeyToAccount } from 'viem/accounts';
import { rpcUrlFor } from '../../../src/core/protocol/rpc-url-for.js';
import { LOCAL_SOLANA_CAIP_NETWORK_ID } from '../../chains/solana/local-solana-cluster.js';
import { devChainSpecs } from '../../dev-config.js';
import { relayUrlOf, WC_TEST_WALLET, WC_WALLET_PATH, WC_WALLET_PROJECT_ID } from '../wc-test-wallet.js';
import { WC_WALLET_EVM_ACCOUNT, wcWalletSolanaKeypair } from '../wc-wallet-accounts.js';
import { createWalletActions } from './create-wallet-actions.js';
import { definitionList, h } from './dom.js';
import { readPairingUri } from './read-pairing-uri.js';
import { renderProposalCard, renderRequestCard, renderSessionCard } from './render-cards.js';
import { startSignClient } from './start-sign-client.js';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const view = {
  relayUrl: byId('relay-url'),
  accounts: byId('accounts'),
  pairForm: byId<HTMLFormElement>('pair-form'),
  pairInput: byId<HTMLInputElement>('pair-uri'),
  pairButton: byId<HTMLButtonElement>('pair-button'),
  status: byId('status'),
  proposals: byId('proposals'),
  requests: byId('requests'),
  sessions: byId('sessions'),
  log: byId('log'),
};

const serverUrl = location.origin;
const relayUrl = relayUrlOf({ serverUrl });
const account = privateKeyToAccount(WC_WALLET_EVM_ACCOUNT.privateKey);
const evmChainIds = devChainSpecs.map((spec) => spec.id);

function setStatus({ text, state }: { text: string; state: 'starting' | 'ready' | 'error' }) {
  view.status.textContent = text;
  view.status.dataset.state = state;
}

function log(text: string) {
  view.log.prepend(h('li', { text: `${new Date().toLocaleTimeString()} ${text}` }));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

view.relayUrl.textContent = relayUrl;
view.accounts.replaceWith(
  definitionList({
    rows: [
      ['EVM account', account.address],
      ['EVM chains', evmChainIds.map(String)],
      ['Solana account', wcWalletSolanaKeypair.publicKey],
      ['Solana cluster', LOCAL_SOLANA_CAIP_NETWORK_ID],
    ],
  }),
);
setStatus({ text: 'Connecting to the relay…', state: 'starting' });

const client = await startSignClient({
  relayUrl,
  projectId: WC_WALLET_PROJECT_ID,
  metadata: {
    name: WC_TEST_WALLET.name,
    description: 'Dev-only test wallet of the local relay',
    url: serverUrl,
    icons: [],
  },
}).catch((error: unknown) => {
  setStatus({ text: `The wallet could not start: ${messageOf(error)}`, state: 'error' });
  throw error;
});
const actions = createWalletActions({
  client,
  account,
  evmChainIds,
  solana: {
    caipNetworkId: LOCAL_SOLANA_CAIP_NETWORK_ID,
    address: wcWalletSolanaKeypair.publicKey,
    secretKey: Uint8Array.from(wcWalletSolanaKeypair.secretKey),
  },
  rpcUrl: (chainId) => rpcUrlFor({ baseUrl: serverUrl, chainId, projectId: WC_WALLET_PROJECT_ID }),
  storage: localStorage,
});
const verifyContexts = new Map<number, Verify.Context>();

/** Runs a button's action, logs how it went, and redraws from the SDK's stores. */
async function run({ what, action }: { what: string; action: () => Promise<string | void> }): Promise<void> {
  try {
    log((await action()) ?? what);
  } catch (error) {
    log(`${what} failed: ${messageOf(error)}`);
  } finally {
    render();
  }
}

const peerName = (topic: string) => client.session.getAll({ topic })[0]?.peer.metadata.name ?? 'an ended session';

function render() {
  const now = Date.now() / 1000;
  view.proposals.replaceChildren(
    ...client.proposal
      .getAll()
      .filter((proposal) => proposal.expiryTimestamp > now)
      .map((proposal) =>
        renderProposalCard({
          proposal,
          grant: actions.grantFor(proposal),
          verifyContext: verifyContexts.get(proposal.id),
          onApprove: () =>
            run({
              what: 'Approve',
              action: async () => `Session approved: ${(await actions.approveProposal(proposal)).peer.metadata.name}`,
            }),
          onReject: () =>
            run({
              what: 'Reject',
              action: async () => {
                await actions.rejectProposal(proposal);
                return 'Proposal rejected';
              },
            }),
        }),
      ),
  );
  view.requests.replaceChildren(
    ...client.getPendingSessionRequests().map((request) =>
      renderRequestCard({
        request,
        peerName: peerName(request.topic),
        onApprove: () =>
          run({
            what: `Approve ${request.params.request.method}`,
            action: async () => {
              const outcome = await actions.approveRequest(request);
              const answer =
                'result' in outcome
                  ? JSON.stringify(outcome.result)
                  : `error ${outcome.error.code} ${outcome.error.message}`;
              return `Answered ${request.params.request.method}: ${answer}`;
            },
          }),
        onReject: () =>
          run({
            what: `Reject ${request.params.request.method}`,
            action: async () => {
              await actions.rejectRequest(request);
              return `Rejected ${request.params.request.method}`;
            },
          }),
      }),
    ),
  );
  view.sessions.replaceChildren(
    ...client.session.getAll().map((session) =>
      renderSessionCard({
        session,
        currentChain: actions.currentChain(session),
        onSwitch: (chainId) =>
          run({
            what: `Switch to chain ${chainId}`,
            action: async () => {
              await actions.switchChain({ topic: session.topic, chainId });
              return `Switched to chain ${chainId}`;
            },
          }),
        onDisconnect: () =>
          run({
            what: 'Disconnect',
            action: async () => {
              await actions.disconnect(session.topic);
              return `Disconnected from ${session.peer.metadata.name}`;
            },
          }),
      }),
    ),
  );
  if (!view.proposals.childElementCount) view.proposals.append(h('p', { text: 'No proposal waiting.' }));
  if (!view.requests.childElementCount) view.requests.append(h('p', { text: 'No request waiting.' }));
  if (!view.sessions.childElementCount) view.sessions.append(h('p', { text: 'No session.' }));
}

client.on('session_proposal', ({ id, params, verifyContext }) => {
  verifyContexts.set(id, verifyContext);
  log(`Proposal from ${params.proposer.metadata.name} (Verify: ${verifyContext.verified.validation})`);
  render();
});
client.on('session_request', ({ topic, params }) => {
  log(`Request ${params.request.method} on ${params.chainId} from ${peerName(topic)}`);
  render();
});
client.on('session_delete', ({ topic }) => {
  log(`The dapp ended session ${topic.slice(0, 8)}…`);
  render();
});
for (const event of [
  'session_expire',
  'session_extend',
  'session_update',
  'proposal_expire',
  'session_request_expire',
] as const)
  client.on(event, () => render());

async function pair(uri: string) {
  await run({
    what: 'Pair',
    action: async () => {
      await actions.pair(uri);
      return 'Paired: waiting for the dapp’s proposal';
    },
  });
}

view.pairForm.addEventListener('submit', (event) => {
  event.preventDefault();
  void pair(view.pairInput.value.trim());
});
view.pairButton.disabled = false;
setStatus({ text: `Ready: connected to ${relayUrl}`, state: 'ready' });
render();

const handedOver = readPairingUri({ search: location.search });
if (handedOver) {
  // A reload must not pair the same URI again (the SDK refuses an existing pairing).
  history.replaceState(null, '', WC_WALLET_PATH);
  view.pairInput.value = handedOver;
  await pair(handedOver);
}
