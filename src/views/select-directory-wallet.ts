import type { AppControllers } from '../core/app-context.js';
import type { Connector } from '../core/types/connector.js';
import type { WalletListEntry } from '../core/types/wallet.js';
import { findInstalledConnector } from '../core/utils/find-installed-connector.js';

/**
 * What choosing a directory wallet does: an installed one (same rdns or name) connects through
 * the usual flow; any other connects through WalletConnect (its QR code and links, Downloads one
 * step away), or, where WalletConnect is not offered, opens the Downloads view with its links.
 * @example selectDirectoryWallet({ wallet, connectors: visibleConnectors(…), controllers: this.app.controllers })
 */
export function selectDirectoryWallet({
  wallet,
  connectors,
  controllers,
}: {
  wallet: WalletListEntry;
  connectors: readonly Connector[];
  controllers: Pick<AppControllers, 'connectFlow' | 'events' | 'router' | 'walletConnect'>;
}): void {
  // The WalletConnect row is no installed copy of a directory wallet, whatever its name.
  const installed = connectors.filter((connector) => connector.type !== 'WALLET_CONNECT');
  const connector = findInstalledConnector({ wallet, connectors: installed });
  if (connector) {
    void controllers.connectFlow.selectWallet({ connector });
    return;
  }
  if (controllers.walletConnect) {
    controllers.walletConnect.connect({ wallet });
    return;
  }
  controllers.events.track({ event: 'CLICK_GET_WALLET', properties: { name: wallet.name } });
  controllers.router.push({ view: 'Downloads', params: { wallet } });
}
