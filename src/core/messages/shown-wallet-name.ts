import { isAuthConnectorId } from '../constants.js';
import type { Messages } from './en.js';

/**
 * The name the modal shows for a connector, or for the wallet behind a connection: the embedded
 * wallet's in the active language, any other as given. The AUTH connectors' own `name` is read
 * once when they are made and stays English (an identity, like their ids); rendering the table's
 * text instead lets a later `setLocale` reach it.
 *
 * @example
 * shownWalletName({ connectorId: 'ID_AUTH', name: 'Embedded wallet', text }); // 'Eingebettete Wallet' in German
 * shownWalletName({ connectorId: 'io.metamask', name: 'MetaMask', text }); // 'MetaMask'
 */
export function shownWalletName({
  connectorId,
  name,
  text,
}: {
  connectorId: string | undefined;
  name: string;
  text: Pick<Messages, 'embeddedWalletName'>;
}): string {
  return isAuthConnectorId(connectorId) ? text.embeddedWalletName : name;
}
