import { computed } from 'nanostores';
import type { ChainNamespace } from '../types/caip.js';
import { mergeMultiChainConnectors } from '../utils/merge-multi-chain-connectors.js';
import { chainsStore } from './chain-store.js';
import { connectorsStore } from './connectors-store.js';
import { modalStore } from './modal-store.js';

/**
 * The wallets the Connect view lists: configured namespaces only, multi-namespace wallets merged,
 * narrowed to one namespace when the modal was opened for it. The embedded wallet (AUTH) is not a
 * row of this list: its email field and social buttons stand for it.
 */
export const $connectorEntries = computed([connectorsStore, chainsStore, modalStore], (connectors, chains, modal) =>
  mergeMultiChainConnectors({
    connectors: connectors.filter((connector) => connector.type !== 'AUTH'),
    namespaces: Object.keys(chains) as ChainNamespace[],
    namespaceFilter: modal.activeChain,
  }),
);
