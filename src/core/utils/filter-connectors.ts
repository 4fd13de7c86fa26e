import type { Connector } from '../types/connector.js';
import { isSameWallet, type WalletIdentity } from './find-installed-connector.js';

/** Name of the generic legacy `window.ethereum` connector (SPEC §5 "Generic Browser Wallet"). */
export const GENERIC_BROWSER_WALLET_NAME = 'Browser Wallet';

export interface FilterConnectorsParameters {
  connectors: readonly Connector[];
  /** Wallets the dapp excluded (`excludeWalletIds`, resolved through the directory to names and rdns). */
  excludedWallets?: readonly WalletIdentity[];
  /** The raw `excludeWalletIds`; a connector whose id or rdns is listed is hidden too. */
  excludedIds?: readonly string[];
  isMobile: boolean;
  /** Whether the page has an injected provider (`window.ethereum`): a wallet is installed. */
  hasInjectedProvider: boolean;
}

/**
 * The connectors the visitor may see (SPEC §5): an excluded wallet is hidden when it matches by
 * rdns or case-insensitive name; the generic Browser Wallet is hidden on desktop, and on mobile
 * when it has no rdns and no wallet is installed.
 * @example filterConnectors({ connectors, excludedWallets: [{ name: 'MetaMask', rdns: 'io.metamask' }], isMobile: false, hasInjectedProvider: true })
 */
export function filterConnectors({
  connectors,
  excludedWallets = [],
  excludedIds = [],
  isMobile,
  hasInjectedProvider,
}: FilterConnectorsParameters): Connector[] {
  return connectors.filter((connector) => {
    if (isGenericBrowserWallet(connector)) {
      if (!isMobile) return false;
      if (!connector.info?.rdns && !hasInjectedProvider) return false;
    }
    if (excludedIds.some((id) => id === connector.id || (connector.info?.rdns && id === connector.info.rdns)))
      return false;
    return !excludedWallets.some((wallet) => isSameWallet({ connector, wallet }));
  });
}

function isGenericBrowserWallet(connector: Connector): boolean {
  return connector.type === 'INJECTED' && connector.name === GENERIC_BROWSER_WALLET_NAME;
}
