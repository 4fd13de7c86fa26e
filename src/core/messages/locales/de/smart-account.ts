import type { smartAccountEn } from '../../smart-account-en.js';
import type { Translation } from '../../translation.js';

/** German texts of the account-kind row (issue 17); smart-account-en.ts is the source. */
export const messages: Translation<typeof smartAccountEn> = {
  smartAccount: 'Smart-Konto',
  eoa: 'EOA (Schlüsselkonto)',
  deployed: 'Bereitgestellt',
  notDeployed: 'Noch nicht bereitgestellt',
  switchToSmartAccount: 'Zu Ihrem Smart-Konto wechseln',
  switchToEoa: 'Zu Ihrem EOA wechseln',
  switchFailed: 'Das Konto konnte nicht gewechselt werden',
  switchNotAllowed: 'In diesem Netzwerk ist kein Smart-Konto verfügbar',
  retry: 'Erneut versuchen',
};
