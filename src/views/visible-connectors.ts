import type { Connector } from '../core/types/connector.js';
import type { WalletListEntry } from '../core/types/wallet.js';
import { filterConnectors } from '../core/utils/filter-connectors.js';
import { isMobile } from '../core/utils/is-mobile.js';

/**
 * The connectors the Connect and AllWallets views may offer (SPEC §5): excluded wallets and, on
 * desktop, the generic Browser Wallet left out.
 * @example visibleConnectors({ connectors: $connectorEntries.get(), excluded: $directory.get().excluded, excludedIds: options.excludeWalletIds })
 */
export function visibleConnectors({
  connectors,
  excluded,
  excludedIds = [],
}: {
  connectors: readonly Connector[];
  excluded: readonly WalletListEntry[];
  /** The dapp's `excludeWalletIds` (none while there is no app). */
  excludedIds?: readonly string[] | undefined;
}): Connector[] {
  return filterConnectors({
    connectors,
    excludedWallets: excluded,
    excludedIds,
    isMobile: isMobile(),
    hasInjectedProvider: Boolean((window as Window & { ethereum?: unknown }).ethereum),
  });
}
