import { getAppControllers } from '../core/app-context.js';
import type { Connector } from '../core/types/connector.js';
import type { WalletListEntry } from '../core/types/wallet.js';
import { findInstalledConnector } from '../core/utils/find-installed-connector.js';

/**
 * What choosing a directory wallet does: an installed one (same rdns or name) connects through
 * the usual flow; any other opens the Downloads view with its links.
 * @example selectDirectoryWallet({ wallet, connectors: visibleConnectors(…) })
 */
export function selectDirectoryWallet({ wallet, connectors }: { wallet: WalletListEntry; connectors: readonly Connector[] }): void {
  const controllers = getAppControllers();
  if (!controllers) return;
  const connector = findInstalledConnector({ wallet, connectors });
  if (connector) {
    void controllers.connectFlow.selectWallet({ connector });
    return;
  }
  controllers.events.track({ event: 'CLICK_GET_WALLET', properties: { name: wallet.name } });
  controllers.router.push({ view: 'Downloads', params: { wallet } });
}
