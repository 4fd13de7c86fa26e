import type { Network } from '../../core/types/network.js';
import type { ProposalNamespace } from './walletconnect-types.js';

/** What the modal and a dapp's viem calls ask an EVM wallet for. */
const EIP155_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_signTransaction',
  'eth_sendTransaction',
  'eth_sendRawTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
];
/** What the Solana wallet over the session calls. */
const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'];
const EVENTS = ['accountsChanged', 'chainChanged'];

/**
 * The namespaces of a session proposal for the dapp's networks: eip155 and solana (the namespaces
 * our client serves), each with its chains and the methods and events the modal needs. All
 * optional, as wallets expect since required namespaces were deprecated; a namespace without
 * networks is left out.
 *
 * @example
 * const { optionalNamespaces } = buildProposalNamespaces({ networks: [mainnet, solana] });
 * const offer = await client.propose({ optionalNamespaces });
 */
export function buildProposalNamespaces({ networks }: { networks: readonly Network[] }): {
  optionalNamespaces: Record<string, ProposalNamespace>;
} {
  const optionalNamespaces: Record<string, ProposalNamespace> = {};
  for (const [namespace, methods] of [
    ['eip155', EIP155_METHODS],
    ['solana', SOLANA_METHODS],
  ] as const) {
    const chains = [
      ...new Set(
        networks.filter((network) => network.chainNamespace === namespace).map((network) => network.caipNetworkId),
      ),
    ];
    if (chains.length) optionalNamespaces[namespace] = { chains, methods: [...methods], events: [...EVENTS] };
  }
  return { optionalNamespaces };
}
